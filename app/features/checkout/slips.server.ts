// Transfer slips: images the visitor uploads as proof of a bank transfer. Checked by content (not
// by the name or the type the browser claims), kept under DATA_DIR/slips and never served
// publicly: staff read them through an authorised route (/admin/payments/slips/:paymentId).
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { CheckoutError } from "./checkout-errors";
import { MAX_SLIP_BYTES } from "./slip-limits";

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

function slipsDir(dataDir: string) {
  return path.join(dataDir, "slips");
}

/** Writes the slip and returns its path relative to DATA_DIR; the name is random, never the visitor's. */
export async function saveSlip(dataDir: string, reference: string, slip: CheckedSlip): Promise<string> {
  await mkdir(slipsDir(dataDir), { recursive: true, mode: 0o700 });
  const name = `${reference}-${randomBytes(8).toString("hex")}.${extensions[slip.contentType]}`;
  await writeFile(path.join(slipsDir(dataDir), name), slip.bytes, { mode: 0o600, flag: "wx" });
  return path.posix.join("slips", name);
}

function resolveInside(dataDir: string, relative: string): string | null {
  const base = slipsDir(dataDir);
  const full = path.resolve(dataDir, relative);
  return full.startsWith(`${base}${path.sep}`) ? full : null;
}

export async function removeSlip(dataDir: string, relative: string): Promise<void> {
  const full = resolveInside(dataDir, relative);
  if (full) await rm(full, { force: true });
}

export async function readSlipFile(dataDir: string, relative: string): Promise<Uint8Array | null> {
  const full = resolveInside(dataDir, relative);
  if (!full) return null;
  try {
    return new Uint8Array(await readFile(full));
  } catch {
    return null;
  }
}
