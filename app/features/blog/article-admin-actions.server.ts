// What the admin article routes' actions share: reading a bounded request body (the list's and
// the uploads' forms; the editor's goes through readForm) and reading an article id.
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

/** Route params and form fields carry ids as text: only a plain positive integer is one. */
export function parseArticleId(value: unknown): number {
  return typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
}
