import { createServer, request, type Server } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanUp } from "./processes";
import { startScriptFreeProxy, withoutScripts } from "./script-free-proxy";

const page = `<!DOCTYPE html><html lang="th"><head><link rel="stylesheet" href="/app.css">
<link rel="modulepreload" href="/assets/site.js"><script>window.__context = {"a":"</p>"};</script></head>
<body><h1>บริการ</h1><script type="module" src="/assets/entry.js"></script><p>ติดต่อเรา</p></body></html>`;
const css = "h1{color:#1d40b8}".repeat(50);

/** The server the proxy stands in front of: a page (compressed when asked), a stylesheet, a redirect. */
function origin(): Server {
  return createServer((req, res) => {
    if (req.url === "/app.css") {
      res.writeHead(200, { "content-type": "text/css", "content-encoding": "gzip", "cache-control": "max-age=60" });
      res.end(gzipSync(css));
    } else if (req.url === "/old") {
      res.writeHead(301, { location: "/" });
      res.end();
    } else {
      const compressed = (req.headers["accept-encoding"] ?? "").includes("gzip");
      const headers = { "content-type": "text/html; charset=utf-8", "content-language": req.headers["accept-language"] ?? "" };
      res.writeHead(200, compressed ? { ...headers, "content-encoding": "gzip" } : headers);
      res.end(compressed ? gzipSync(page) : page);
    }
  });
}

/** A raw request through the proxy: status, headers and the body's bytes as sent. */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("withoutScripts", () => {
  it("takes out inline and external scripts and module preloads, and keeps the rest of the document", () => {
    expect(withoutScripts(page)).toBe(`<!DOCTYPE html><html lang="th"><head><link rel="stylesheet" href="/app.css">
</head>
<body><h1>บริการ</h1><p>ติดต่อเรา</p></body></html>`);
  });
});

describe("startScriptFreeProxy", () => {
  const server = origin();
  let proxy: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    proxy = await startScriptFreeProxy(`http://127.0.0.1:${address.port}`);
  });
  afterAll(async () => {
    await cleanUp();
    await new Promise((resolve) => server.close(resolve));
  });

  it("serves a document compressed, without its scripts, with the request's headers passed on", async () => {
    const answer = await get(`${proxy}/services`, {
      accept: "text/html",
      "accept-encoding": "gzip, br",
      "accept-language": "th",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-language"]).toBe("th");
    const html = gunzipSync(answer.body).toString("utf8");
    expect(html).toBe(withoutScripts(page));
    expect(html).not.toContain("<script");
  });

  it("passes everything else through as the server sent it, encoding, headers and redirects included", async () => {
    const styles = await get(`${proxy}/app.css`, { accept: "text/css,*/*", "accept-encoding": "gzip" });
    expect(styles.headers["content-encoding"]).toBe("gzip");
    expect(styles.headers["cache-control"]).toBe("max-age=60");
    expect(gunzipSync(styles.body).toString("utf8")).toBe(css);
    const moved = await get(`${proxy}/old`, { accept: "text/html" });
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("/");
  });
});
