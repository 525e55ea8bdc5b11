// Answers GET /media/<key>: uploaded images, named by the hash of their content, so they never
// change and can be cached for a year (and by any CDN) without revalidation.
import type { ObjectStorage } from "./storage";

const IMMUTABLE = "public, max-age=31536000, immutable";

export async function serveMedia(storage: ObjectStorage, key: string, method: string): Promise<Response> {
  const object = await storage.get(key);
  if (!object) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
    });
  }
  const headers = {
    "Content-Type": object.contentType,
    "Content-Length": String(object.size),
    "Cache-Control": IMMUTABLE,
    // The name is the content's hash: it is its own validator.
    ETag: `"${key}"`,
    // An image is never a document: nothing in it may run, even if opened on its own.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    "Cross-Origin-Resource-Policy": "same-site",
  };
  return new Response(method === "HEAD" ? null : (object.bytes as Uint8Array<ArrayBuffer>), { headers });
}
