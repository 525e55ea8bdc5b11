// One bound on every request body, enforced in the HTTP layer on the bytes actually read, before
// any route sees the request: 64 KB for forms, more only where a file or an article is sent
// (saved or previewed).
// A declared Content-Length past the bound is refused unread; a chunked body (which declares
// none) is counted as it arrives and refused the moment it passes the bound.
// The routes that take more than a form (a slip, an image, a whole article) read their body
// themselves, after checking who is asking (the order's link, the staff session) and the rate
// limit from the URL and headers alone: here their body is only counted, never read ahead.
import { countedStream, readWithin } from "~/.server/bounded-body";
import { MAX_ARTICLE_FORM_BYTES, IMAGE_MAX_BYTES } from "~/features/blog/article-form-schema";
import { MAX_SLIP_BYTES } from "~/features/checkout/payment-report-limits";
import type { Language } from "~/i18n/config";
import { refusal } from "./refusal";
import { tooLargeMessages } from "./refusal-messages";

export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** Room for a multipart form's other fields and boundaries around its one file. */
const FORM_AROUND_FILE = 64 * 1024;
/** Stripe's events are a few KB; the largest documented ones stay far below this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** Routes under /admin/articles/:id/ that receive the whole editor form (its preview and the compare after a refused save too). */
const editorForms = new Set(["edit", "compare", "preview"]);

/**
 * The largest body accepted on `pathname`. React Router's own submissions go to the same path with
 * `.data` appended, so that suffix (and a trailing slash) names the same route.
 */
export function bodyLimitFor(pathname: string): number {
  const path = routePath(pathname);
  if (path === "/admin/media") return IMAGE_MAX_BYTES + FORM_AROUND_FILE;
  if (path === "/order-confirmation") return MAX_SLIP_BYTES + FORM_AROUND_FILE;
  if (path === "/webhooks/stripe") return WEBHOOK_BODY_LIMIT;
  return isEditorForm(path) ? MAX_ARTICLE_FORM_BYTES : DEFAULT_BODY_LIMIT;
}

/**
 * Whether the route on `pathname` reads its own body, after its checks: the uploads (the slip on
 * /order-confirmation, the editor's images on /admin/media) and the editor's whole-article forms.
 * Every other body is small enough (64 KB, Stripe's 512 KB) to be read here first.
 */
export function routeReadsBody(pathname: string): boolean {
  const path = routePath(pathname);
  return path === "/admin/media" || path === "/order-confirmation" || isEditorForm(path);
}

/** `pathname` without React Router's `.data` suffix and a trailing slash. */
function routePath(pathname: string): string {
  const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

function isEditorForm(path: string): boolean {
  const parts = path.split("/");
  return (
    parts.length >= 4 &&
    parts[1] === "admin" &&
    parts[2] === "articles" &&
    ((parts.length === 4 && (parts[3] === "new" || parts[3] === "preview")) ||
      (parts.length === 5 && editorForms.has(parts[4] ?? "")))
  );
}

/**
 * The request with its body read within `maxBytes` (the same request when its declared length
 * already proves it fits), or a 413 in `language` when it does not fit. With `readByRoute`, a
 * body of no declared length is not read here: the route gets it counted (bounded-body.ts), and
 * reading past `maxBytes` fails there.
 */
export async function limitBody(
  request: Request,
  maxBytes: number,
  language: Language,
  readByRoute = false,
): Promise<Request | Response> {
  if (!request.body) return request;
  const declared = request.headers.get("Content-Length");
  if (declared !== null && !request.headers.has("Transfer-Encoding")) {
    // Node's HTTP parser never hands on more bytes than Content-Length says.
    const length = Number(declared);
    if (Number.isSafeInteger(length) && length >= 0 && length <= maxBytes) return request;
    await request.body.cancel().catch(() => undefined);
    return refusal(request, language, 413, tooLargeMessages);
  }
  if (readByRoute) {
    const body = countedStream(request.body, maxBytes);
    // Node's fetch needs `duplex` to pass a body on as a stream.
    const init = { method: request.method, headers: request.headers, body, signal: request.signal, duplex: "half" };
    return new Request(request.url, init as RequestInit);
  }
  const body = await readWithin(request.body, maxBytes);
  if (!body) return refusal(request, language, 413, tooLargeMessages);
  const headers = new Headers(request.headers);
  headers.delete("Transfer-Encoding");
  headers.set("Content-Length", String(body.byteLength));
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal });
}
