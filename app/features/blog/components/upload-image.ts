// Sends one image to the upload route and reads its answer (client side). The size is checked
// here to spare a 5 MB round trip; the type is decided by the server from the file's bytes.
import { IMAGE_MAX_BYTES } from "../article-form-schema";

export const MEDIA_UPLOAD_PATH = "/admin/media";

export type UploadErrorCode =
  "imageType" | "imageTooLarge" | "imageMissing" | "imageTooManyPixels" | "imageFailed" | "imageRateLimited";

export interface UploadedImage {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

export async function uploadArticleImage(
  file: File,
): Promise<{ ok: true; image: UploadedImage } | { ok: false; error: UploadErrorCode }> {
  if (file.size === 0) return { ok: false, error: "imageMissing" };
  if (file.size > IMAGE_MAX_BYTES) return { ok: false, error: "imageTooLarge" };
  const body = new FormData();
  body.set("file", file);
  try {
    const response = await fetch(MEDIA_UPLOAD_PATH, { method: "POST", body, headers: { Accept: "application/json" } });
    const answer = (await response.json().catch(() => null)) as
      { ok: true; image: UploadedImage } | { ok: false; error: UploadErrorCode } | null;
    if (answer && typeof answer === "object" && "ok" in answer) return answer;
    return { ok: false, error: "imageFailed" };
  } catch {
    return { ok: false, error: "imageFailed" };
  }
}
