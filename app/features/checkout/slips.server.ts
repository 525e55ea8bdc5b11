// Transfer slips: images the visitor uploads as proof of a bank transfer. Checked by content (not
// by the name or the type the browser claims), kept in the storage's private "slips" bucket (the
// database on PostgreSQL, DATA_DIR/slips on the embedded database) and never served publicly:
// staff read them through an authorised route (/admin/payments/slips/:paymentId).
import { createHash, randomBytes } from "node:crypto";
import type { ObjectStorage } from "~/.server/storage/storage";
import { CheckoutError } from "./checkout-errors";
import { MAX_SLIP_BYTES } from "./payment-report-limits";

export { MAX_SLIP_BYTES };

export type SlipContentType = "image/jpeg" | "image/png" | "image/webp";

const extensions: Record<SlipContentType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** The image type from the file's first bytes, or null when it is none of the three. */
export function sniffImageType(bytes: Uint8Array): SlipContentType | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (bytes.length >= 8 && starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF....WEBP
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

export interface CheckedSlip {
  bytes: Uint8Array;
  contentType: SlipContentType;
}

/** The uploaded file as a slip, null when none was chosen; a translated refusal otherwise. */
export async function checkSlip(file: FormDataEntryValue | null): Promise<CheckedSlip | null> {
  if (file === null || typeof file === "string" || file.size === 0) return null;
  if (file.size > MAX_SLIP_BYTES) throw new CheckoutError("slipTooLarge");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new CheckoutError("slipType");
  return { bytes, contentType };
}

/** The slip's SHA-256 (hex): the same image sent for another order is flagged to staff. */
export function slipSha256(slip: CheckedSlip): string {
  return createHash("sha256").update(slip.bytes).digest("hex");
}

/** payments.slip_path holds `slips/<key>`: the bucket, then the key in it. */
const PATH_PREFIX = "slips/";

/** The storage key in a payments.slip_path, or null when it is not a slip's path. */
export function slipKeyOf(slipPath: string): string | null {
  return slipPath.startsWith(PATH_PREFIX) ? slipPath.slice(PATH_PREFIX.length) : null;
}
const keyOf = slipKeyOf;

/** Stores the slip and returns its path for payments.slip_path; the name is random, never the visitor's. */
export async function saveSlip(storage: ObjectStorage, reference: string, slip: CheckedSlip): Promise<string> {
  const key = `${reference}-${randomBytes(8).toString("hex")}.${extensions[slip.contentType]}`;
  await storage.put(key, slip.bytes, slip.contentType);
  return `${PATH_PREFIX}${key}`;
}

export async function removeSlip(storage: ObjectStorage, slipPath: string): Promise<void> {
  const key = keyOf(slipPath);
  if (key) await storage.delete(key);
}

/** The slip's bytes, or null when there is none (or the path is not a slip's). */
export async function readSlip(storage: ObjectStorage, slipPath: string): Promise<Uint8Array | null> {
  const key = keyOf(slipPath);
  if (!key) return null;
  return (await storage.get(key))?.bytes ?? null;
}
