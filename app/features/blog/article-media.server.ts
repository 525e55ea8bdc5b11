// Images for articles: the type is read from the file's own bytes (never its name or the
// browser's MIME type), then sharp decodes it, turns it upright, drops its metadata (camera,
// GPS) and writes WebP copies at responsive widths, stored under the hash of the original.
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { ObjectStorage } from "~/.server/storage/storage";
import { IMAGE_MAX_BYTES } from "./article-form-schema";
import { codedError } from "~/lib/errors";
import { MEDIA_WIDTHS, mediaUrl } from "./media-widths";

export { MEDIA_WIDTHS, mediaUrl };

/** Widths written for srcset; an image narrower than one is not enlarged. */
/** About 8,000 × 6,000: beyond this a small file may be a decompression bomb. */
const MAX_INPUT_PIXELS = 48_000_000;
const MAX_SIDE = 8_000;

export type ImageErrorCode = "imageType" | "imageTooLarge" | "imageMissing" | "imageTooManyPixels" | "imageFailed";

export const ImageUploadError = codedError<ImageErrorCode>("ImageUploadError");
export type ImageUploadError = InstanceType<typeof ImageUploadError>;

export type ImageFormat = "jpeg" | "png" | "webp";

/** The format named by the file's first bytes (its "magic number"), or null. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export interface StoredImage {
  /** The largest copy, for `src`. */
  src: string;
  /** Every copy with its width, for `srcset`. */
  srcset: string;
  width: number;
  height: number;
  widths: number[];
}

/**
 * Checks, converts and stores an uploaded image. Wrong type (by content), over 5 MB, too many
 * pixels or undecodable: an ImageUploadError with the reason; nothing is stored then.
 */
export async function storeArticleImage(storage: ObjectStorage, bytes: Uint8Array): Promise<StoredImage> {
  if (bytes.byteLength === 0) throw new ImageUploadError("imageMissing");
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new ImageUploadError("imageTooLarge");
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw new ImageUploadError("imageType");

  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (cause) {
    throw new ImageUploadError("imageType", { cause });
  }
  // The decoder must agree with the magic number: a PNG header on something else is refused.
  if (metadata.format !== sniffed) throw new ImageUploadError("imageType");
  const { width = 0, height = 0 } = metadata;
  if (width < 1 || height < 1) throw new ImageUploadError("imageType");
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_INPUT_PIXELS) {
    throw new ImageUploadError("imageTooManyPixels");
  }

  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  // EXIF orientation 5-8 swaps the sides once the image is turned upright.
  const uprightWidth = (metadata.orientation ?? 1) >= 5 ? height : width;
  const widths: number[] = MEDIA_WIDTHS.filter((target) => target < uprightWidth);
  widths.push(Math.min(uprightWidth, MEDIA_WIDTHS.at(-1) ?? uprightWidth));
  const unique = [...new Set(widths)].sort((a, b) => a - b);

  let largest: { width: number; height: number } | undefined;
  try {
    for (const target of unique) {
      const key = `${hash}-${target}.webp`;
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      // Written even when the same image is already there: the fresh upload time gives the article
      // being written the unused-image purge's full grace period (image-retention.server.ts).
      await storage.put(key, data, "image/webp");
      largest = { width: info.width, height: info.height };
    }
  } catch (cause) {
    throw new ImageUploadError("imageFailed", { cause });
  }
  const last = unique.at(-1) as number;
  return {
    src: mediaUrl(hash, last),
    srcset: unique.map((target) => `${mediaUrl(hash, target)} ${target}w`).join(", "),
    width: largest?.width ?? last,
    height: largest?.height ?? 0,
    widths: unique,
  };
}
