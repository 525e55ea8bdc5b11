// The slip reader over real pixels: slips drawn in the test with a real slip-verify payload (PNG
// and JPEG, small and photo-sized), a PromptPay payment QR, no QR, and files that are no image.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { slipImage, slipImageWithQr, slipPayload } from "../../../tests/support/slip-images";
import { promptPayPayload } from "./promptpay.server";
import { readSlipPayload, readSlipQr } from "./slip-qr.server";

const KBANK_REFERENCE = "015313144236ATF07471";
const SCB_REFERENCE = "2026112914aBcDeFgHiJkLmN9";

// Images are drawn and decoded for real; on a busy machine that takes seconds.
describe("reading a slip's verification QR", { timeout: 30_000 }, () => {
  it("reads the sending bank and the transaction reference from a PNG slip", async () => {
    expect(await readSlipQr(await slipImage("004", KBANK_REFERENCE))).toEqual({
      status: "read",
      bank: "004",
      reference: KBANK_REFERENCE,
    });
  });

  it("reads a JPEG slip, mixed-case references kept as printed", async () => {
    const jpeg = await slipImage("014", SCB_REFERENCE, { format: "jpeg", background: "#fef3c7" });
    expect(await readSlipQr(jpeg)).toEqual({ status: "read", bank: "014", reference: SCB_REFERENCE });
  });

  it("reads a photo-sized slip after scaling it down", async () => {
    const photo = await slipImage("002", "FT26333ABCD1234", { format: "jpeg", width: 2400, height: 3200, qrSide: 480 });
    expect(await readSlipQr(photo)).toEqual({ status: "read", bank: "002", reference: "FT26333ABCD1234" });
  });

  it("reads several slips sent at once, each its own", async () => {
    const references = ["REF0000000001", "REF0000000002", "REF0000000003", "REF0000000004", "REF0000000005"];
    const images = await Promise.all(references.map((reference) => slipImage("006", reference)));
    const readings = await Promise.all(images.map((image) => readSlipQr(image)));
    expect(readings.map((reading) => (reading.status === "read" ? reading.reference : reading.why))).toEqual(references);
  });

  it("calls a PromptPay payment QR, or any other QR, no slip QR", async () => {
    const promptPay = await slipImageWithQr(promptPayPayload("0812345678", 1_500_000));
    expect(await readSlipQr(promptPay)).toEqual({ status: "unreadable", why: "not-slip-qr" });
    const link = await slipImageWithQr("https://example.com/receipt/123");
    expect(await readSlipQr(link)).toEqual({ status: "unreadable", why: "not-slip-qr" });
  });

  it("calls a slip without a QR unreadable", async () => {
    const blank = await sharp({ create: { width: 800, height: 1400, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    expect(await readSlipQr(blank)).toEqual({ status: "unreadable", why: "no-qr" });
  });

  it("calls garbage bytes, a cut-off file and an oversized image unreadable, without throwing", async () => {
    const garbage = await readSlipQr(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...randomBytes(2000)]));
    expect(garbage).toMatchObject({ status: "unreadable", why: "image-error" });
    const slip = await slipImage("004", KBANK_REFERENCE, { format: "jpeg" });
    expect(await readSlipQr(slip.subarray(0, 200))).toMatchObject({ status: "unreadable" });
    // 49 megapixels of white compress to little, but would take 196 MB decoded: refused unread.
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#ffffff" } })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(await readSlipQr(bomb)).toMatchObject({ status: "unreadable", why: "image-error" });
  });

  it("gives up on pixels whose QR search runs too long, and reads the next slip as before", async () => {
    // Random black and white pixels: jsQR tries finder patterns everywhere (25 s when measured).
    const noise = Buffer.from(randomBytes(1200 * 1200).map((byte) => (byte & 1 ? 255 : 0)));
    const png = await sharp(noise, { raw: { width: 1200, height: 1200, channels: 1 } })
      .png()
      .toBuffer();
    expect(await readSlipQr(png, { findQrTimeoutMs: 300 })).toEqual({ status: "unreadable", why: "timeout" });
    expect(await readSlipQr(await slipImage("030", "GSB0001"))).toMatchObject({ status: "read", reference: "GSB0001" });
  });
});

describe("reading a slip-verify payload", () => {
  it("takes the bank and reference of a valid payload", () => {
    expect(readSlipPayload(slipPayload("025", "BAY123456"))).toEqual({ status: "read", bank: "025", reference: "BAY123456" });
  });

  it("refuses a wrong checksum, a bank that is not a three-digit code, and an overlong payload", () => {
    const valid = slipPayload("025", "BAY123456");
    const wrongCrc = `${valid.slice(0, -4)}${valid.endsWith("0000") ? "1111" : "0000"}`;
    expect(readSlipPayload(wrongCrc)).toEqual({ status: "unreadable", why: "not-slip-qr" });
    expect(readSlipPayload(slipPayload("BANK", "BAY123456"))).toEqual({ status: "unreadable", why: "not-slip-qr" });
    expect(readSlipPayload(slipPayload("025", "has space"))).toEqual({ status: "unreadable", why: "not-slip-qr" });
    expect(readSlipPayload("0".repeat(600))).toEqual({ status: "unreadable", why: "not-slip-qr" });
  });
});
