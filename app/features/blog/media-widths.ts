// The widths every uploaded image is stored at (article-media.server.ts writes them), shared with
// the pages so a cover can offer the browser each width it may choose from.

/** WebP copies at these widths; an image narrower than one also gets its own width. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

/** The address of one stored width of an uploaded image. */
export function mediaUrl(hash: string, width: number): string {
  return `/media/${hash}-${width}.webp`;
}

// Linear: a fixed prefix, 32 hex digits, digits.
const UPLOADED = /^\/media\/([0-9a-f]{32})-(\d{1,5})\.webp$/;

/**
 * The `srcset` of an uploaded image from the address of its largest copy: the upload wrote every
 * standard width below it and that one. Undefined for an address that is not an upload's.
 */
export function mediaSrcSet(url: string | null): string | undefined {
  const match = url ? UPLOADED.exec(url) : null;
  if (!match) return undefined;
  const [, hash = "", largest = "0"] = match;
  const widest = Number(largest);
  const widths = [...MEDIA_WIDTHS.filter((width) => width < widest), widest];
  return widths.map((width) => `${mediaUrl(hash, width)} ${width}w`).join(", ");
}
