// What the admin article routes' actions share: reading a bounded request body, validating the
// editor's form with the same schema the browser used, and turning service errors into the
// editor's answers (an error key for the form or a field, and an HTTP status).
import { data } from "react-router";
import { logger } from "~/.server/logger";
import { isArticleAdminError } from "./article-admin-errors";
import type { ArticleAdminErrorKey } from "./article-admin-messages";
import { isArticleError } from "./article-errors";
import {
  type ArticleFieldErrors,
  type ArticleForm,
  articleFormFromData,
  MAX_ARTICLE_FORM_BYTES,
  parseArticleForm,
} from "./article-form-schema";
import { namedError } from "~/lib/errors";

export const BodyTooLargeError = namedError("BodyTooLargeError");
export type BodyTooLargeError = InstanceType<typeof BodyTooLargeError>;

/** Past this, a refused body is not even read to its end: the connection is dropped instead. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/**
 * The request body, refused past `maxBytes`: nothing past the limit is kept. A refused body is
 * still read to its end (discarded, up to 16 MB) so the client reads our 413 on a clean
 * connection instead of a reset; anything bigger is cut off.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > DRAIN_LIMIT) {
    await request.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError();
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let tooLarge = Number.isFinite(declared) && declared > maxBytes;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) tooLarge = true;
    if (total > DRAIN_LIMIT) {
      await reader.cancel().catch(() => undefined);
      break;
    }
    if (!tooLarge) chunks.push(value);
  }
  if (tooLarge) throw new BodyTooLargeError();
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The request's form (url-encoded or multipart), read within `maxBytes`. */
export async function readLimitedForm(request: Request, maxBytes: number): Promise<FormData> {
  const body = await readLimitedBody(request, maxBytes);
  const contentType = request.headers.get("Content-Type") ?? "application/x-www-form-urlencoded";
  return new Response(body as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": contentType } }).formData();
}

export interface EditorActionError {
  ok: false;
  /** A message for the whole form (shown above it); field errors alone get the editor's summary. */
  formError?: ArticleAdminErrorKey;
  fieldErrors?: ArticleFieldErrors;
}

export function editorError(status: number, error: Omit<EditorActionError, "ok">) {
  return data({ ok: false as const, ...error } satisfies EditorActionError, { status });
}

/** The editor's submission, validated; an invalid one answers 400 with the errors per field. */
export async function readArticleSubmission(
  request: Request,
): Promise<{ ok: true; form: ArticleForm; intent: string } | { ok: false; response: ReturnType<typeof editorError> }> {
  let formData: FormData;
  try {
    formData = await readLimitedForm(request, MAX_ARTICLE_FORM_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return { ok: false, response: editorError(413, { formError: "errors.bodyTooLarge" }) };
    }
    return { ok: false, response: editorError(400, { formError: "errors.updateFailed" }) };
  }
  const intent = String(formData.get("intent") ?? "save");
  const parsed = parseArticleForm(articleFormFromData(formData));
  if (!parsed.ok) {
    return { ok: false, response: editorError(400, { fieldErrors: parsed.errors }) };
  }
  return { ok: true, form: parsed.value, intent };
}

/** A failed create or save, as the editor shows it; unexpected failures are logged (no content). */
export function editorFailure(error: unknown, fallback: "errors.createFailed" | "errors.updateFailed") {
  if (isArticleAdminError(error, "slugTaken")) {
    return editorError(409, { fieldErrors: { slug: "errors.slugTaken" } });
  }
  if (isArticleAdminError(error, "categoryUnknown")) {
    return editorError(400, { fieldErrors: { categoryId: "errors.categoryUnknown" } });
  }
  if (isArticleError(error, "notFound")) return editorError(404, { formError: "errors.notFound" });
  logger.error("Saving an article failed", { error: error instanceof Error ? error.message : String(error) });
  return editorError(500, { formError: fallback });
}

/** Route params and form fields carry ids as text: only a plain positive integer is one. */
export function parseArticleId(value: unknown): number {
  return typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
}
