// The PromptPay QR as a banking app reads it: the SVG we send is rasterised and decoded, and the
// EMVCo payload is checked field by field, including its CRC.
import jsQR from "jsqr";
import { PNG } from "pngjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { promptPayPayload, promptPayQrSvg, promptPayTarget } from "./promptpay.server";

/** EMVCo TLV: two-digit id, two-digit length, value. */
function parseTlv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let index = 0;
  while (index < payload.length) {
    const id = payload.slice(index, index + 2);
    const length = Number(payload.slice(index + 2, index + 4));
    fields.set(id, payload.slice(index + 4, index + 4 + length));
    index += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE over everything up to and including "6304", as EMVCo specifies. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

async function decodeSvg(svg: string): Promise<string | null> {
  const png = await sharp(Buffer.from(svg), { density: 300 })
    .resize(600, 600)
    .flatten({ background: "#ffffff" })
    .png()
    .toBuffer();
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

describe("PromptPay QR", () => {
  it.each([
    ["a mobile number", "081-234-5678", "0066812345678", 285_000, "2850.00"],
    ["a tax id", "0-1055-61234-56-7", "0105561234567", 824_500, "8245.00"],
    ["an amount with satang", "0812345678", "0066812345678", 341_050, "3410.50"],
  ])(
    "for %s: the rendered SVG decodes to tag 29 with the id, the locked amount and a valid CRC",
    async (_name, id, target, satang, amount) => {
      const { svg, payload } = await promptPayQrSvg(id, satang);
      expect(svg.startsWith("<svg")).toBe(true);
      const decoded = await decodeSvg(svg);
      expect(decoded).toBe(payload);

      const fields = parseTlv(decoded as string);
      expect(fields.get("00")).toBe("01"); // payload format indicator
      expect(fields.get("01")).toBe("12"); // dynamic QR: one payment, amount fixed
      const merchant = parseTlv(fields.get("29") as string);
      expect(merchant.get("00")).toBe("A000000677010111"); // PromptPay's application id
      expect([...merchant.values()]).toContain(target);
      expect(fields.get("53")).toBe("764"); // Thai baht
      expect(fields.get("54")).toBe(amount);
      expect(fields.get("58")).toBe("TH");
      const crc = fields.get("63") as string;
      expect(crc).toBe(crc16((decoded as string).slice(0, -4)));
    },
  );

  it("a changed amount breaks the CRC (a scanner rejects the code)", () => {
    const payload = promptPayPayload("0812345678", 285_000);
    const tampered = payload.replace("54072850.00", "54071000.00");
    expect(tampered).not.toBe(payload);
    expect(tampered.slice(-4)).not.toBe(crc16(tampered.slice(0, -4)));
  });

  it("refuses a zero, negative or fractional satang amount", () => {
    for (const amount of [0, -100, 1.5]) expect(() => promptPayPayload("0812345678", amount)).toThrow();
  });

  it("drops the dashes banks print in ids", () => {
    expect(promptPayTarget("0-1055-61234-56-7")).toBe("0105561234567");
  });
});
