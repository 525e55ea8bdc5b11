// The dynamic PromptPay QR of an order (EMVCo merchant-presented mode: tag 29 with the agency's
// PromptPay id, tag 54 with the amount, so a banking app cannot change it, and a CRC-16 in tag 63).
import generatePayload from "promptpay-qr";
import QRCode from "qrcode";

/** The id as banks print it may carry dashes or spaces; the payload wants the digits. */
export function promptPayTarget(promptPayId: string): string {
  return promptPayId.replace(/[\s-]/g, "");
}

export function promptPayPayload(promptPayId: string, amountSatang: number): string {
  if (!Number.isSafeInteger(amountSatang) || amountSatang <= 0) throw new Error("A PromptPay QR needs a positive amount");
  return generatePayload(promptPayTarget(promptPayId), { amount: amountSatang / 100 });
}

/** An inline SVG of the QR code: no image request, crisp at any size, printable. */
export async function promptPayQrSvg(promptPayId: string, amountSatang: number): Promise<{ payload: string; svg: string }> {
  const payload = promptPayPayload(promptPayId, amountSatang);
  // Medium error correction and a 4-module quiet zone, as bank apps expect for scanning from screens.
  const svg = await QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
  return { payload, svg };
}
