// A proxy in front of a benchmark's server that takes every script out of the documents it serves:
// what the page would cost the browser with no JavaScript at all. `npm run bench:compare --
// --without-scripts` measures a build against itself through it, so what is left of Total
// Blocking Time without scripts (parsing, style, the first layout) is told apart from what the
// scripts add. Everything else (styles, fonts, images, status, headers) passes through unchanged.
import { createServer, type IncomingHttpHeaders, request as httpRequest } from "node:http";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { freePort } from "../../tests/support/ports";
import { cleanups } from "./processes";

const gzipAsync = promisify(gzip);

/** Script elements (inline or not) and module preloads, in our own server's markup. */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** The document without its scripts. */
export function withoutScripts(html: string) {
  return html.replace(SCRIPT, "").replace(MODULE_PRELOAD, "");
}

/** Hop-by-hop headers, and the length the proxy's own body replaces. */
const DROPPED = new Set(["connection", "keep-alive", "transfer-encoding", "content-length"]);

function forwarded(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !DROPPED.has(name)));
}

/** Starts the proxy in front of `origin`; resolves with its own origin. Stopped with `cleanups`. */
export async function startScriptFreeProxy(origin: string) {
  const target = new URL(origin);
  const port = await freePort();
  const server = createServer((request, response) => {
    const fail = (error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end(`Proxy error: ${String(error)}`);
    };
    // A document is read here, so it is asked for uncompressed; everything else passes as it is.
    const documentRequest = request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
    const headers: IncomingHttpHeaders = { ...forwarded(request.headers), host: target.host };
    if (documentRequest) delete headers["accept-encoding"];
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (!documentRequest || !(answer.headers["content-type"] ?? "").includes("text/html")) {
          response.writeHead(status, forwarded(answer.headers));
          answer.pipe(response);
          return;
        }
        const parts: Buffer[] = [];
        answer.on("data", (part: Buffer) => parts.push(part));
        answer.on("error", fail);
        answer.on("end", () => {
          gzipAsync(withoutScripts(Buffer.concat(parts).toString("utf8"))).then((body) => {
            response.writeHead(status, { ...forwarded(answer.headers), "content-encoding": "gzip" });
            response.end(body);
          }, fail);
        });
      },
    );
    upstream.on("error", fail);
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${port}`;
}
