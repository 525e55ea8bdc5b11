// A rendered page recorded for the cache, cut at its CSP nonce, and the response made from it
// for each visitor with a nonce of their own.
import { PUBLIC_CACHE_CONTROL, VARY } from "./policy";
import { type GzipTemplate, gzipWithNonce } from "./gzip-template";

const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/_=-]+)'/;
const REPLAYED_HEADERS_SKIPPED = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "set-cookie",
  "content-security-policy",
  "cache-control",
  "vary",
]);

export interface CachedPage {
  status: number;
  /** The router's headers, without those made per response. */
  headers: Array<[string, string]>;
  /** The CSP header cut at its nonce, when it has one. */
  csp: string[] | undefined;
  /** The body cut at every occurrence of the recorded nonce. */
  segments: Buffer[];
  recordedNonce: string | undefined;
  gzip: GzipTemplate | undefined;
  bytes: number;
  expiresAt: number;
}

/** Cuts a rendered page at its nonce, so that each response can put a new one in. */
export function recordPage(status: number, headers: Headers, body: Buffer, expiresAt: number): CachedPage {
  const csp = headers.get("Content-Security-Policy") ?? undefined;
  const recordedNonce = csp ? NONCE_IN_CSP.exec(csp)?.[1] : undefined;
  const segments: Buffer[] = [];
  if (recordedNonce) {
    const needle = Buffer.from(recordedNonce, "latin1");
    let start = 0;
    for (let found = body.indexOf(needle, start); found !== -1; found = body.indexOf(needle, start)) {
      segments.push(body.subarray(start, found));
      start = found + needle.length;
    }
    segments.push(body.subarray(start));
  } else {
    segments.push(body);
  }
  const replayed: Array<[string, string]> = [];
  headers.forEach((value, name) => {
    if (!REPLAYED_HEADERS_SKIPPED.has(name.toLowerCase())) replayed.push([name, value]);
  });
  return {
    status,
    headers: replayed,
    csp: csp === undefined ? undefined : recordedNonce ? csp.split(recordedNonce) : [csp],
    segments,
    recordedNonce,
    gzip: undefined,
    bytes: body.length,
    expiresAt,
  };
}

function joinWithNonce(segments: Buffer[], nonce: Buffer): Buffer {
  if (segments.length === 1) return segments[0] ?? Buffer.alloc(0);
  let length = (segments.length - 1) * nonce.length;
  for (const segment of segments) length += segment.length;
  const out = Buffer.allocUnsafe(length);
  let offset = 0;
  segments.forEach((segment, index) => {
    if (index > 0) offset += nonce.copy(out, offset);
    offset += segment.copy(out, offset);
  });
  return out;
}

export function acceptsGzip(request: Request): boolean {
  const header = request.headers.get("Accept-Encoding");
  if (!header) return false;
  for (const part of header.split(",")) {
    const [coding = "", ...params] = part.trim().split(";");
    if (coding.trim().toLowerCase() !== "gzip") continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/** A response for one visitor: the recorded page with `nonce` in every hole. */
export function pageResponse(page: CachedPage, nonce: string, gzip: boolean, state: "hit" | "miss"): Response {
  const headers = new Headers(page.headers);
  if (page.csp) headers.set("Content-Security-Policy", page.csp.join(nonce));
  headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  headers.set("Vary", VARY.join(", "));
  headers.set("X-Page-Cache", state);
  const nonceBytes = Buffer.from(nonce, "latin1");
  let body: Buffer;
  if (gzip && page.gzip && (page.segments.length === 1 || page.gzip.nonceLength === nonceBytes.length)) {
    body = gzipWithNonce(page.gzip, nonceBytes);
    headers.set("Content-Encoding", "gzip");
  } else {
    body = joinWithNonce(page.segments, nonceBytes);
  }
  headers.set("Content-Length", String(body.length));
  return new Response(body as Uint8Array<ArrayBuffer>, { status: page.status, headers });
}

export function storableResponse(response: Response): boolean {
  if (response.status !== 200 || !response.body || response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control");
  if (cacheControl && /\b(private|no-store|no-cache)\b/i.test(cacheControl)) return false;
  const type = response.headers.get("Content-Type") ?? "";
  return type.startsWith("text/html") || type.startsWith("text/x-script");
}
