// bench:server's ceiling, outside the product: a bare Hono app on @hono/node-server (the adapter the
// real server runs on) that fetches one page from the real server once, then answers every request
// with those bytes and headers. A page cache hit is measured against it (ADR 082).
// Usage (bench/server.ts starts it): CEILING_SOURCE=<page URL> PORT=<port> node --import tsx bench/lib/ceiling-server.ts
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const source = process.env.CEILING_SOURCE;
const port = Number(process.env.PORT);
if (!source || !port) {
  console.error("Set CEILING_SOURCE and PORT (bench/server.ts does).");
  process.exit(2);
}

// fetch asks for gzip unless told otherwise; the page cache's hit is measured uncompressed too.
const page = await fetch(source, { headers: { "Accept-Language": "en", "Accept-Encoding": "identity" } });
if (!page.ok) throw new Error(`${source} answered ${page.status}`);
const body = new Uint8Array(await page.arrayBuffer());
const headers = new Headers(page.headers);
// Framing and the date are the server's own to write, per response.
for (const name of ["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date"]) {
  headers.delete(name);
}

const app = new Hono();
app.get("*", () => new Response(body, { headers }));
serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
