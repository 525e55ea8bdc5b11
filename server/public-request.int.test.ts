// Form posts through the real HTTP app, as a TLS proxy in front of it delivers them: the public
// origin comes from SITE_URL and from the proxies TRUST_PROXY names, and one Origin check refuses
// a state-changing request from anywhere else before any action runs.
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPgliteCopy } from "../tests/support/pglite-template";
import { count } from "drizzle-orm";
import type * as DbClient from "~/.server/db/client";
import { contactMessages } from "~/.server/db/schema";
import type * as Env from "~/.server/env";
import type * as OrderAccess from "~/features/checkout/order-access.server";
import type * as App from "./app";

let vite: ViteDevServer;
let database: DbClient.Database;
let appModule: typeof App;
let envModule: typeof Env;
let orderAccess: typeof OrderAccess;

const SITE = "https://www.example.co.th";
const NGINX = { incoming: { socket: { remoteAddress: "::ffff:127.0.0.1" } } };
const STRANGER = { incoming: { socket: { remoteAddress: "203.0.113.50" } } };

function appFor(vars: Record<string, string>) {
  return appModule.createHttpApp({
    env: envModule.parseEnv({ NODE_ENV: "production", DATA_DIR: "/nonexistent", ...vars }),
    database,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
  });
}

/** The language switch without JavaScript: a form post answered by a redirect that sets a cookie. */
function switchToThai(headers: Record<string, string>, path = "/set-language") {
  return {
    path,
    init: {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ language: "th", redirectTo: "/about" }).toString(),
    },
  };
}

const contactRows = async () => (await database.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;

beforeAll(async () => {
  vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "silent" });
  appModule = (await vite.ssrLoadModule("/server/app.ts")) as typeof App;
  envModule = (await vite.ssrLoadModule("/app/.server/env.ts")) as typeof Env;
  orderAccess = (await vite.ssrLoadModule("/app/features/checkout/order-access.server.ts")) as typeof OrderAccess;
  const client = (await vite.ssrLoadModule("/app/.server/db/client.ts")) as typeof DbClient;
  database = await client.openDatabase({ pglite: await openPgliteCopy(inject("pgliteTemplateFile")) });
  // Compile the routes once, so that no test pays for it.
  await appFor({ SITE_URL: SITE }).request("/set-language");
}, 60_000);

afterAll(async () => {
  await database?.close();
  await vite?.close();
});

describe("behind a TLS proxy (SITE_URL https, TRUST_PROXY naming the proxy)", () => {
  const app = () => appFor({ SITE_URL: SITE, TRUST_PROXY: "127.0.0.1" });
  const proxied = { Host: "www.example.co.th", "X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.7", Origin: SITE };

  it("runs a form post from the site's own pages (it used to be a bare 400)", async () => {
    const { path, init } = switchToThai(proxied);
    const response = await app().request(path, init, NGINX);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/about");
    // The action sees the public https URL, so the cookie is Secure.
    expect(response.headers.get("Set-Cookie")).toMatch(/^lang=th;.*; Secure$/);
  });

  it("runs the same post sent by the app's JavaScript (single fetch)", async () => {
    const { init } = switchToThai(proxied);
    const response = await app().request("/set-language.data", init, NGINX);
    expect(response.status).toBeLessThan(400);
    expect(response.headers.get("Set-Cookie")).toMatch(/^lang=th;/);
  });

  it("accepts the site's origin even when the proxy passes Host without the public port", async () => {
    const site = "https://www.example.co.th:8443";
    const response = await appFor({ SITE_URL: site, TRUST_PROXY: "127.0.0.1" }).request(
      "/set-language",
      switchToThai({ ...proxied, Origin: site }).init,
      NGINX,
    );
    expect(response.status).toBe(302);
  });

  it("refuses a post from another site with a translated 403, and stores nothing", async () => {
    const before = await contactRows();
    const form = new URLSearchParams({ name: "A", email: "a@example.com", message: "Hello there, a real message." });
    const english = await app().request(
      "/contact",
      { method: "POST", headers: { ...proxied, Origin: "https://evil.example", Accept: "text/html" }, body: form },
      NGINX,
    );
    expect(english.status).toBe(403);
    expect(english.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await english.text()).toContain("forms on this site can only be sent from its own pages");
    const thai = await app().request(
      "/contact",
      { method: "POST", headers: { ...proxied, Origin: "https://evil.example", "Accept-Language": "th" }, body: form },
      NGINX,
    );
    expect(thai.status).toBe(403);
    expect(await thai.text()).toContain("แบบฟอร์มในเว็บไซต์นี้ส่งได้จากหน้าของเว็บไซต์เองเท่านั้น");
    expect(await contactRows()).toBe(before);
  });

  it("refuses a post with no Origin, or a null one, and sets nothing", async () => {
    for (const origin of [undefined, "null"]) {
      const headers: Record<string, string> = { ...proxied };
      if (origin) headers.Origin = origin;
      else delete headers.Origin;
      const response = await app().request("/set-language", switchToThai(headers).init, NGINX);
      expect(response.status).toBe(403);
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
  });

  it("believes X-Forwarded-Host only from the proxy, so a stranger cannot name its own origin", async () => {
    const headers = {
      Host: "evil.example",
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "https",
      Origin: "https://evil.example",
    };
    expect((await app().request("/set-language", switchToThai(headers).init, STRANGER)).status).toBe(403);
  });

  it("lets Stripe's webhooks through without an Origin (their signature is checked instead)", async () => {
    const response = await app().request("/webhooks/stripe", { method: "POST", body: "{}" }, NGINX);
    expect(response.status).not.toBe(403);
  });
});

describe("used directly on a laptop (SITE_URL left at http://localhost:PORT)", () => {
  const app = () => appFor({ SITE_URL: "http://localhost:3000" });

  it("accepts posts from the address the browser used, such as 127.0.0.1", async () => {
    const direct = { Host: "127.0.0.1:3000", Origin: "http://127.0.0.1:3000" };
    const response = await app().request("http://127.0.0.1:3000/set-language", switchToThai(direct).init);
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).not.toMatch(/Secure/);
  });

  it("accepts a browser that leaves Origin out but marks the request same-origin", async () => {
    const response = await app().request("/set-language", switchToThai({ "Sec-Fetch-Site": "same-origin" }).init);
    expect(response.status).toBe(302);
  });

  it("still refuses another origin", async () => {
    const response = await app().request("/set-language", switchToThai({ Origin: "http://localhost:3001" }).init);
    expect(response.status).toBe(403);
  });
});

describe("request bodies are bounded in the HTTP layer, on the bytes read", () => {
  const app = () => appFor({ SITE_URL: SITE, TRUST_PROXY: "127.0.0.1" });
  const proxied = { Host: "www.example.co.th", "X-Forwarded-Proto": "https", Origin: SITE };

  /** A body sent in chunks with no Content-Length, as `Transfer-Encoding: chunked` arrives. */
  function chunked(text: string, chunkSize = 8192) {
    const bytes = new TextEncoder().encode(text);
    let offset = 0;
    return {
      duplex: "half",
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= bytes.byteLength) return controller.close();
          controller.enqueue(bytes.subarray(offset, offset + chunkSize));
          offset += chunkSize;
        },
      }),
    } as unknown as RequestInit;
  }
  const contactForm = (message: string) =>
    new URLSearchParams({ name: "Somchai", email: "somchai@example.com", message }).toString();
  const form = { "Content-Type": "application/x-www-form-urlencoded" };

  it("refuses a chunked contact form past 64 KB with a translated 413, and stores nothing", async () => {
    const before = await contactRows();
    const big = contactForm("x".repeat(70 * 1024));
    const english = await app().request(
      "/contact",
      { method: "POST", headers: { ...proxied, ...form, Accept: "text/html" }, ...chunked(big) },
      NGINX,
    );
    expect(english.status).toBe(413);
    expect(await english.text()).toContain("larger than this site accepts");
    const thai = await app().request(
      "/contact.data",
      { method: "POST", headers: { ...proxied, ...form, Cookie: "lang=th" }, ...chunked(big) },
      NGINX,
    );
    expect(thai.status).toBe(413);
    expect(await thai.text()).toContain("มีขนาดใหญ่กว่าที่เว็บไซต์นี้รับได้");
    expect(await contactRows()).toBe(before);
  });

  it("refuses a declared length past the bound without reading it", async () => {
    for (const path of ["/set-language", "/checkout", "/payment-success", "/attestation/token"]) {
      const response = await app().request(
        path,
        { method: "POST", headers: { ...proxied, ...form }, body: "a=" + "b".repeat(65 * 1024) },
        NGINX,
      );
      expect(response.status, path).toBe(413);
    }
    const webhook = await app().request("/webhooks/stripe", { method: "POST", body: "{" + " ".repeat(600 * 1024) + "}" }, NGINX);
    expect(webhook.status).toBe(413);
  });

  it("passes a chunked body within the bound on to the route whole", async () => {
    const body = new URLSearchParams({ language: "th", redirectTo: "/about", padding: "p".repeat(30 * 1024) }).toString();
    const response = await app().request(
      "/set-language",
      { method: "POST", headers: { ...proxied, ...form }, ...chunked(body, 100) },
      NGINX,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/about");
    expect(response.headers.get("Set-Cookie")).toMatch(/^lang=th;/);
  });

  it("allows the two upload routes a file's size, and no more", async () => {
    const slip = "x".repeat(4 * 1024 * 1024);
    const upload = await app().request(
      "/order-confirmation",
      { method: "POST", headers: { ...proxied, "Content-Type": "text/plain" }, ...chunked(slip, 64 * 1024) },
      NGINX,
    );
    expect(upload.status).not.toBe(413);
    const tooBig = await app().request(
      "/admin/media",
      {
        method: "POST",
        headers: { ...proxied, "Content-Type": "text/plain", "Content-Length": String(6 * 1024 * 1024) },
        body: "x".repeat(6 * 1024 * 1024),
      },
      NGINX,
    );
    expect(tooBig.status).toBe(413);
  });
});

describe("an upload route checks who is asking before it reads the body", () => {
  const SECRET = "upload-test-session-secret-0123456789abcdef";
  const app = () => appFor({ SITE_URL: SITE, TRUST_PROXY: "127.0.0.1", SESSION_SECRET: SECRET });
  let client = 0;
  /** Headers of a page's multipart post from its own client address (each test has its own). */
  const fromClient = () => ({
    Host: "www.example.co.th",
    "X-Forwarded-Proto": "https",
    "X-Forwarded-For": `198.51.100.${++client}`,
    Origin: SITE,
    "Content-Type": "multipart/form-data; boundary=slip-boundary",
  });

  /** A body that never ends, counting what the server pulls from it. */
  function endless() {
    const pulled = { bytes: 0 };
    const chunk = new Uint8Array(64 * 1024).fill(120);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { pulled, init: { duplex: "half", body } as unknown as RequestInit };
  }

  it("refuses a forged order link without reading the slip, in the visitor's language", async () => {
    const english = endless();
    const forged = "/order-confirmation?ref=SWS-2026-AAAAA&t=AAAAAAAAAAAAAAAAAAAAAAAA";
    const response = await app().request(forged, { method: "POST", headers: fromClient(), ...english.init }, NGINX);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("We could not find this order");
    // At most what a stream queues on its own before anyone reads it, not the endless slip.
    expect(english.pulled.bytes).toBeLessThanOrEqual(64 * 1024);

    const thai = endless();
    const headers = { ...fromClient(), "Accept-Language": "th" };
    const data = await app().request("/order-confirmation.data", { method: "POST", headers, ...thai.init }, NGINX);
    expect(data.status).toBe(404);
    expect(await data.text()).toContain("ไม่พบคำสั่งซื้อนี้");
    expect(thai.pulled.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it("counts a client's reports and refuses past the limit without reading the slip", async () => {
    const headers = fromClient();
    const forged = "/order-confirmation?ref=SWS-2026-AAAAA&t=AAAAAAAAAAAAAAAAAAAAAAAA";
    for (let i = 0; i < 20; i++) {
      const response = await app().request(forged, { method: "POST", headers, body: "x".repeat(1024) }, NGINX);
      expect(response.status).toBe(404);
    }
    // A valid link now: only the rate limit stands in the way.
    const link = orderAccess.orderPath(SECRET, "SWS-2026-AAAAA");
    const body = endless();
    const response = await app().request(link, { method: "POST", headers, ...body.init }, NGINX);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(body.pulled.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it("reads the slip of a valid link within its bound, and answers 413 past it", async () => {
    const link = orderAccess.orderPath(SECRET, "SWS-2026-AAAAA");
    const body = endless();
    const response = await app().request(link, { method: "POST", headers: fromClient(), ...body.init }, NGINX);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("The slip image is too large");
    // Read up to the bound (5 MB and the form around it), and not much further.
    expect(body.pulled.bytes).toBeGreaterThan(5 * 1024 * 1024);
    expect(body.pulled.bytes).toBeLessThan(6 * 1024 * 1024);
  });

  it("sends a visitor with no staff session away from the image upload without reading it", async () => {
    const body = endless();
    const response = await app().request("/admin/media", { method: "POST", headers: fromClient(), ...body.init }, NGINX);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
    expect(body.pulled.bytes).toBeLessThanOrEqual(64 * 1024);
  });
});
