// What the server answers, as a browser or a cache sees it: status, headers, compression.
import { expect, htmlTagAttributes, test } from "../support/fixtures";

test.describe("The server", () => {
  test("answers the health check with 200 and JSON", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  test("answers an unknown path with 404 and the translated not-found page", async ({ request }) => {
    const english = await request.get("/no/such/page", { headers: { "Accept-Language": "en-US" } });
    expect(english.status()).toBe(404);
    expect(english.headers()["content-type"]).toMatch(/^text\/html/);
    const englishHtml = await english.text();
    expect(englishHtml).toContain("We can&#x27;t find that page");

    const thai = await request.get("/no/such/page", { headers: { Cookie: "lang=th" } });
    expect(thai.status()).toBe(404);
    const thaiHtml = await thai.text();
    expect(htmlTagAttributes(thaiHtml).lang).toBe("th");
    expect(thaiHtml).not.toContain("We can&#x27;t find that page");
  });

  test("protects HTML with a nonce-based Content Security Policy and security headers", async ({ request }) => {
    for (const path of ["/", "/services", "/articles", "/no-such-page"]) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"];
      expect(csp, `${path} has a CSP`).toBeTruthy();
      const directives = new Map(
        (csp ?? "").split(";").map((directive) => {
          const [name = "", ...values] = directive.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      const scriptSrc = directives.get("script-src") ?? [];
      expect(scriptSrc, "script-src never allows inline scripts").not.toContain("'unsafe-inline'");
      expect(scriptSrc.join(" ")).not.toContain("unsafe-eval");
      const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, "script-src carries a nonce").toBeTruthy();
      expect(directives.get("frame-ancestors"), "the site cannot be framed").toEqual(["'none'"]);
      expect(directives.get("object-src")).toEqual(["'none'"]);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBeTruthy();

      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? "");
      expect(scripts.length, `${path} has scripts`).toBeGreaterThan(0);
      for (const attributes of scripts) {
        // External scripts are covered by 'self'; JSON-LD is data the browser never runs.
        if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
        expect(attributes, "every inline script carries this response's nonce").toContain(`nonce="${nonce}"`);
      }
    }

    const other = await request.get("/");
    const otherNonce = /'nonce-([^']+)'/.exec(other.headers()["content-security-policy"] ?? "")?.[1];
    const again = await request.get("/");
    expect(/'nonce-([^']+)'/.exec(again.headers()["content-security-policy"] ?? "")?.[1]).not.toBe(otherNonce);
  });

  test("serves hashed assets as immutable and compresses when asked", async ({ request }) => {
    const page = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(page.headers()["content-encoding"]).toBe("gzip");
    const html = await page.text();
    const assets = [...html.matchAll(/["'](\/assets\/[^"']+\.(?:js|css))["']/g)].map((match) => match[1] ?? "");
    expect(assets.length, "the page links hashed assets").toBeGreaterThan(0);
    const script = assets.find((asset) => asset.endsWith(".js")) ?? "";
    const stylesheet = assets.find((asset) => asset.endsWith(".css")) ?? "";
    for (const asset of [script, stylesheet]) {
      const response = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.status(), asset).toBe(200);
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl, asset).toContain("immutable");
      expect(cacheControl, asset).toMatch(/max-age=31536000/);
      expect(response.headers()["content-encoding"], `${asset} is gzipped`).toBe("gzip");
      // Browsers that accept Brotli get the smaller copy the build wrote (ADR 038).
      const brotli = await request.get(asset, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
      expect(brotli.headers()["content-encoding"], `${asset} in Brotli`).toBe("br");
      expect(await brotli.text(), `${asset} decodes to the same file`).toBe(await response.text());
    }

    const plain = await request.get("/", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
  });
});
