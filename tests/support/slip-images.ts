// Bank slips made in the test: a real slip-verify payload (promptparse's generator) drawn as a QR
// (the qrcode package) in the corner of a larger coloured "slip", as PNG or JPEG, the way a bank
// app's saved slip carries its verification QR.
import { slipVerify } from "promptparse/generate";
import QRCode from "qrcode";
import sharp from "sharp";

export interface SlipImageOptions {
  format?: "png" | "jpeg";
  /** The slip's size; a bank app's saved slip is about this shape. */
  width?: number;
  height?: number;
  background?: string;
  /** The QR's side in pixels. */
  qrSide?: number;
}

/** The slip-verify payload a bank prints for this transfer. */
export function slipPayload(sendingBank: string, transRef: string): string {
  return slipVerify({ sendingBank, transRef });
}

/** A slip image whose QR carries `payload` (any text: a slip's, a PromptPay QR's...). */
export async function slipImageWithQr(payload: string, options: SlipImageOptions = {}): Promise<Buffer> {
  const { format = "png", width = 800, height = 1400, background = "#e0f2fe", qrSide = 240 } = options;
  const qr = await QRCode.toBuffer(payload, { type: "png", width: qrSide, margin: 2, errorCorrectionLevel: "M" });
  // Lines of "text" above the QR, so the QR is not the only thing on the slip.
  const lines = Array.from(
    { length: 8 },
    (_, index) => `<rect x="60" y="${160 + index * 90}" width="${width - 200 - index * 30}" height="26" rx="6" fill="#475569"/>`,
  ).join("");
  const drawing = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="110" fill="#16a34a"/>${lines}</svg>`,
  );
  const slip = sharp({ create: { width, height, channels: 3, background } }).composite([
    { input: drawing, top: 0, left: 0 },
    { input: qr, top: height - qrSide - 60, left: width - qrSide - 60 },
  ]);
  return format === "jpeg" ? await slip.jpeg({ quality: 85 }).toBuffer() : await slip.png().toBuffer();
}

/** A slip image for this bank and transaction reference. */
export async function slipImage(sendingBank: string, transRef: string, options: SlipImageOptions = {}): Promise<Buffer> {
  return await slipImageWithQr(slipPayload(sendingBank, transRef), options);
}
