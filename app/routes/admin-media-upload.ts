// POST /admin/media: one image from the article editor (multipart field `file`). Staff only,
// same-origin only, at most 5 MB and 60 uploads per person per 10 minutes; the type is read from
// the bytes. The session and the rate limit are checked before the body is read (the HTTP layer
// only counts it: server/body-limit.ts). Answers JSON: { ok: true, image: { src, srcset, width,
// height } } or { ok: false, error }.
import { data } from "react-router";
import { isBodyPastLimit } from "~/.server/bounded-body";
import { appContext } from "~/.server/context";
import { logger } from "~/.server/logger";
import { hitRateLimit } from "~/.server/rate-limit.server";
import { storageFor } from "~/.server/storage/storage-for.server";
import { BodyTooLargeError, readLimitedForm } from "~/features/blog/article-admin-actions.server";
import { IMAGE_MAX_BYTES } from "~/features/blog/article-form-schema";
import { ImageUploadError, storeArticleImage } from "~/features/blog/article-media.server";
import { requireStaff } from "~/features/users/staff-session.server";
import type { Route } from "./+types/admin-media-upload";

/** The multipart envelope around a 5 MB file. */
const ENVELOPE_BYTES = 64 * 1024;
const noStore = { "Cache-Control": "no-store" };

const fail = (status: number, error: string, headers: Record<string, string> = {}) =>
  data({ ok: false as const, error }, { status, headers: { ...noStore, ...headers } });

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db, env } = context.get(appContext);
  if (request.method !== "POST") return fail(405, "imageFailed");
  const limit = await hitRateLimit(db, { scope: "media-upload", limit: 60, windowMs: 10 * 60_000 }, user.uid);
  if (!limit.allowed) return fail(429, "imageRateLimited", { "Retry-After": String(limit.retryAfterSeconds) });
  let form: FormData;
  try {
    form = await readLimitedForm(request, IMAGE_MAX_BYTES + ENVELOPE_BYTES);
  } catch (error) {
    const tooLarge = error instanceof BodyTooLargeError || isBodyPastLimit(error);
    return tooLarge ? fail(413, "imageTooLarge") : fail(400, "imageMissing");
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return fail(400, "imageMissing");
  try {
    const image = await storeArticleImage(storageFor(env, db, "media"), new Uint8Array(await file.arrayBuffer()));
    return data(
      { ok: true as const, image: { src: image.src, srcset: image.srcset, width: image.width, height: image.height } },
      { headers: noStore },
    );
  } catch (error) {
    if (error instanceof ImageUploadError && error.code !== "imageFailed") {
      return fail(error.code === "imageTooLarge" ? 413 : 415, error.code);
    }
    logger.error("Storing an uploaded image failed", { error: error instanceof Error ? error.message : String(error) });
    return fail(500, "imageFailed");
  }
}

/** What the upload accepts (for staff): a GET is harmless, the work is the POST. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data(
    { maxBytes: IMAGE_MAX_BYTES, types: ["image/jpeg", "image/png", "image/webp"], field: "file" },
    { headers: noStore },
  );
}
