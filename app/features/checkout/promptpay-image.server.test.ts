// The saved PromptPay image: a banking app reading it from the gallery finds the order's payload,
// and the lines under the QR are drawn (in Thai too) without any system font.
import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { promptPayImagePng, promptPayImageSvg } from "./promptpay-image.server";
import { promptPayPayload } from "./promptpay.server";

async function decode(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { found: jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data, width: info.width };
}

describe("the PromptPay image", () => {
  it.each([
    [
      "en",
      [
        { label: "Pay to", value: "Siam Web Studio Co., Ltd." },
        { label: "Amount", value: "฿7,550.00", emphasis: true },
      ],
    ],
    [
      "th",
      [
        { label: "ชื่อบัญชีผู้รับเงิน", value: "บริษัท สยามเว็บสตูดิโอ จำกัด" },
        { label: "จำนวนเงิน", value: "7,550.00 บาท", emphasis: true },
      ],
    ],
  ])("carries the order's payload for a banking app to read (%s)", async (language, lines) => {
    const payload = promptPayPayload("0812345678", 755_000);
    const png = await promptPayImagePng({ payload, lines });
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    const { found, width } = await decode(png);
    expect(found).toBe(payload);
    expect(width).toBe(720);
  });

  it("draws each line as outlines, so no font is needed to show it", () => {
    const svg = promptPayImageSvg({ payload: promptPayPayload("0812345678", 100), lines: [{ label: "ผู้รับ", value: "ที่นี่" }] });
    expect(svg).not.toContain("<text");
    // The band, the QR and one path per label and value.
    expect(svg.match(/<path /g)).toHaveLength(4);
  });
});
