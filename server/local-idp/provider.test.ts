// The whole sign-in round trip in-process: the built-in provider on a free port, the relying party
// of app/.server/oidc.server.ts, and fetch playing the browser (cookies kept, redirects followed
// by hand, the sign-in form submitted).
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Env, parseEnv } from "~/.server/env";
import { SignInError } from "~/.server/oidc-errors.server";
import { uidFor } from "~/.server/oidc-identity.server";
import { createOidcClient, FLOW_TTL_MS, OIDC_CALLBACK_PATH, type OidcClient } from "~/.server/oidc.server";
import { createLocalIdp, type LocalIdp, subjectFor, withLocalIdp } from "./provider";

let server: Server;
let site: string;
let env: Env;
let idp: LocalIdp;
let dataDir: string;
let oidc: OidcClient;
let clock = Date.now();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "local-idp-"));
  let listener: Parameters<typeof createServer>[1] = (_req, res) => res.end();
  server = createServer((req, res) => listener?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  site = `http://127.0.0.1:${port}`;
  env = parseEnv({ NODE_ENV: "test", PORT: String(port), SITE_URL: site, DATA_DIR: dataDir });
  idp = await createLocalIdp({ env });
  listener = withLocalIdp(idp, (_req, res) => {
    res.statusCode = 404;
    res.end("the site");
  });
  oidc = createOidcClient({ env, now: () => clock });
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser's cookie jar, enough for one host. */
class Browser {
  cookies = new Map<string, string>();
  async fetch(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(new URL(url, site), { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

const redirectUri = () => `${site}${OIDC_CALLBACK_PATH}`;

/** From the authorization URL to the interaction page; returns the page and the form's action. */
async function openSignInPage(browser: Browser, authorizationUrl: string) {
  const start = await browser.fetch(authorizationUrl);
  expect(start.status).toBe(303);
  const pageUrl = start.headers.get("Location") ?? "";
  expect(pageUrl).toMatch(/^\/local-idp\/interaction\//);
  const page = await browser.fetch(pageUrl);
  const html = await page.text();
  expect(page.status).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "";
  return { page, html, action: action.replaceAll("&amp;", "&") };
}

/** Submits the form and follows the provider's redirects to the site's callback URL. */
async function submit(browser: Browser, action: string, fields: Record<string, string>) {
  let response = await browser.fetch(action, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site },
  });
  for (let hops = 0; response.status === 303 || response.status === 302; hops++) {
    const location = new URL(response.headers.get("Location") ?? "", site);
    if (location.pathname === OIDC_CALLBACK_PATH || hops > 5) return location.href;
    response = await browser.fetch(location.href);
  }
  throw new Error(`no redirect to the callback: ${response.status} ${await response.text()}`);
}

/** The Cookie header the browser would send with the callback (the flow cookie). */
const cookieOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

async function signIn(fields = { email: "Somchai@Example.com", name: "สมชาย ใจดี", action: "sign-in" }) {
  const browser = new Browser();
  const begun = await oidc.beginSignIn({ redirectUri: redirectUri(), returnTo: "/admin/users", popup: true });
  const { action } = await openSignInPage(browser, begun.authorizationUrl);
  const callbackUrl = await submit(browser, action, fields);
  return { begun, callbackUrl, cookieHeader: cookieOf(begun.flowCookie), browser };
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SignInError);
    return (error as SignInError).code;
  }
  throw new Error("expected a SignInError");
}

describe("the local identity provider", () => {
  it("publishes its discovery document under /local-idp, code flow with S256 only", async () => {
    const response = await fetch(`${site}/local-idp/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(`${site}/local-idp`);
    expect(metadata.authorization_endpoint).toBe(`${site}/local-idp/auth`);
    expect(metadata.response_types_supported).toEqual(["code"]);
    expect(metadata.code_challenge_methods_supported).toEqual(["S256"]);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
  });

  it("leaves every other path to the site", async () => {
    expect(await (await fetch(`${site}/local-idpx`)).text()).toBe("the site");
    expect(await (await fetch(`${site}/`)).text()).toBe("the site");
  });

  it("refuses to start when LOCAL_IDP resolves off", async () => {
    const off = parseEnv({ NODE_ENV: "test", LOCAL_IDP: "off", DATA_DIR: dataDir, SESSION_SECRET: "s".repeat(32) });
    await expect(createLocalIdp({ env: off })).rejects.toThrow(/off \(LOCAL_IDP=off\)/);
    const exposed = parseEnv({ NODE_ENV: "test", HOST: "0.0.0.0", DATA_DIR: dataDir, SESSION_SECRET: "s".repeat(32) });
    await expect(createLocalIdp({ env: exposed })).rejects.toThrow(/not loopback/);
  });

  it("serves an accessible, script-free sign-in page with its own CSP, in English and Thai", async () => {
    const browser = new Browser();
    const { authorizationUrl } = await oidc.beginSignIn({ redirectUri: redirectUri() });
    const { page, html, action } = await openSignInPage(browser, authorizationUrl);
    const csp = page.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(page.headers.get("Cache-Control")).toContain("no-store");
    // With no-referrer, browsers would send `Origin: null` on the form post and fail the origin check.
    expect(page.headers.get("Referrer-Policy")).toBe("same-origin");
    // The same opener policy as /login: otherwise the page that opened the popup sees it as closed.
    expect(page.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
    expect(html).not.toContain("<script");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="email">E-mail address</label>');
    expect(html).toContain('<label for="name">Display name</label>');
    expect(html).toMatch(/no password/);
    expect(html).toContain("admin@example.com");
    const thai = await browser.fetch(action.replace("lang=en", "lang=th"));
    const thaiHtml = await thai.text();
    expect(thaiHtml).toContain('<html lang="th">');
    expect(thaiHtml).toContain('<label for="email">อีเมล</label>');
    expect(thaiHtml).toContain("ไม่ต้องใช้รหัสผ่าน");
  });

  it("re-renders the form with the errors for a bad e-mail or an empty name", async () => {
    const browser = new Browser();
    const { authorizationUrl } = await oidc.beginSignIn({ redirectUri: redirectUri() });
    const { action } = await openSignInPage(browser, authorizationUrl);
    const response = await browser.fetch(action, {
      method: "POST",
      body: new URLSearchParams({ email: "not-an-email", name: " ", action: "sign-in" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('id="email-error"');
    expect(html).toContain('id="name-error"');
    expect(html).toContain('value="not-an-email"');
  });

  it("refuses a form posted without the interaction cookie (cross-site) or from another origin", async () => {
    const browser = new Browser();
    const { authorizationUrl } = await oidc.beginSignIn({ redirectUri: redirectUri() });
    const { action } = await openSignInPage(browser, authorizationUrl);
    const body = new URLSearchParams({ email: "a@example.com", name: "A", action: "sign-in" });
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    const withoutCookies = await fetch(new URL(action, site), { method: "POST", body, headers, redirect: "manual" });
    expect(withoutCookies.status).toBe(400);
    const otherOrigin = await browser.fetch(action, {
      method: "POST",
      body,
      headers: { ...headers, Origin: "https://evil.example" },
    });
    expect(otherOrigin.status).toBe(403);
  });
});

describe("sign-in round trip", () => {
  it("signs a person in and hands over the verified identity", async () => {
    const { callbackUrl, cookieHeader } = await signIn();
    expect(new URL(callbackUrl).searchParams.get("iss")).toBe(`${site}/local-idp`);
    const result = await oidc.completeSignIn({ callbackUrl, cookieHeader });
    expect(result.returnTo).toBe("/admin/users");
    expect(result.popup).toBe(true);
    expect(result.identity).toEqual({
      uid: uidFor("local-idp", subjectFor("somchai@example.com")),
      email: "somchai@example.com",
      displayName: "สมชาย ใจดี",
      photoURL: expect.stringMatching(new RegExp(`^${site}/local-idp/avatar\\.svg\\?i=`)),
      emailVerified: true,
    });
    expect(result.identity.uid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const avatar = await fetch(result.identity.photoURL ?? "");
    expect(avatar.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(await avatar.text()).toContain(">ส<");
  });

  it("gives the same e-mail the same uid on every sign-in, whatever name is typed", async () => {
    const first = await signIn({ email: "editor@example.com", name: "Editor One", action: "sign-in" });
    const second = await signIn({ email: "EDITOR@example.com", name: "Editor Two", action: "sign-in" });
    const a = await oidc.completeSignIn(first);
    const b = await oidc.completeSignIn(second);
    expect(a.identity.uid).toBe(b.identity.uid);
    expect(b.identity.displayName).toBe("Editor Two");
  });

  it("sets a short-lived HttpOnly SameSite=Lax flow cookie and never puts tokens in the authorization URL", async () => {
    const { flowCookie, authorizationUrl } = await oidc.beginSignIn({ redirectUri: redirectUri() });
    expect(flowCookie).toMatch(/^oidc-flow=[A-Za-z0-9_-]+; Max-Age=900; Path=\/; HttpOnly; SameSite=Lax$/);
    const url = new URL(authorizationUrl);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.has("code_verifier")).toBe(false);
    expect(oidc.clearFlowCookie()).toBe("oidc-flow=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });

  it("marks a secure site's flow cookie __Host- and Secure", async () => {
    const secure = createOidcClient({ env: { ...env, secureSite: true } });
    const { flowCookie } = await secure.beginSignIn({ redirectUri: redirectUri() });
    expect(flowCookie).toMatch(/^__Host-oidc-flow=.*; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  });
});

describe("failed sign-ins", () => {
  it("wrong state: invalid-state", async () => {
    const { callbackUrl, cookieHeader } = await signIn();
    const url = new URL(callbackUrl);
    url.searchParams.set("state", "not-the-state");
    expect(await failure(oidc.completeSignIn({ callbackUrl: url.href, cookieHeader }))).toBe("invalid-state");
  });

  it("a callback from another sign-in (its state, this browser's cookie): invalid-state", async () => {
    const mine = await oidc.beginSignIn({ redirectUri: redirectUri() });
    const theirs = await signIn();
    expect(await failure(oidc.completeSignIn({ callbackUrl: theirs.callbackUrl, cookieHeader: cookieOf(mine.flowCookie) }))).toBe(
      "invalid-state",
    );
  });

  it("forged code: failed", async () => {
    const { callbackUrl, cookieHeader } = await signIn();
    const url = new URL(callbackUrl);
    url.searchParams.set("code", "forged-code-forged-code-forged-code");
    expect(await failure(oidc.completeSignIn({ callbackUrl: url.href, cookieHeader }))).toBe("failed");
  });

  it("reused callback: invalid-state here, and failed at the provider for another instance", async () => {
    const { callbackUrl, cookieHeader } = await signIn();
    await oidc.completeSignIn({ callbackUrl, cookieHeader });
    expect(await failure(oidc.completeSignIn({ callbackUrl, cookieHeader }))).toBe("invalid-state");
    // Another server instance has no memory of the state: the provider's one-time code stops it.
    const otherInstance = createOidcClient({ env, now: () => clock });
    expect(await failure(otherInstance.completeSignIn({ callbackUrl, cookieHeader }))).toBe("failed");
  });

  it("no flow cookie (cleared after use, or never set): invalid-state", async () => {
    const { callbackUrl } = await signIn();
    expect(await failure(oidc.completeSignIn({ callbackUrl, cookieHeader: null }))).toBe("invalid-state");
    expect(await failure(oidc.completeSignIn({ callbackUrl, cookieHeader: "lang=th" }))).toBe("invalid-state");
  });

  it("expired flow cookie: expired", async () => {
    const { callbackUrl, cookieHeader } = await signIn();
    const saved = clock;
    clock += FLOW_TTL_MS + 1000;
    try {
      expect(await failure(oidc.completeSignIn({ callbackUrl, cookieHeader }))).toBe("expired");
    } finally {
      clock = saved;
    }
  });

  it("tampered flow cookie: invalid-state", async () => {
    const { callbackUrl, cookieHeader } = await signIn();
    const [name, value = ""] = cookieHeader.split("=");
    const flipped = `${value.slice(0, 20)}${value[20] === "A" ? "B" : "A"}${value.slice(21)}`;
    for (const forged of [`${name}=${flipped}`, `${name}=${value.slice(0, -4)}`, `${name}=bm90IGEgY29va2ll`, `${name}=%%%`]) {
      expect(await failure(oidc.completeSignIn({ callbackUrl, cookieHeader: forged }))).toBe("invalid-state");
    }
    // A cookie sealed with another SESSION_SECRET.
    const otherSecret = createOidcClient({
      env: parseEnv({ NODE_ENV: "test", SITE_URL: site, DATA_DIR: dataDir, SESSION_SECRET: "o".repeat(40) }),
    });
    const foreign = await otherSecret.beginSignIn({ redirectUri: redirectUri() });
    expect(await failure(oidc.completeSignIn({ callbackUrl, cookieHeader: cookieOf(foreign.flowCookie) }))).toBe("invalid-state");
  });

  it("provider denial (the person pressed Cancel): cancelled", async () => {
    const { callbackUrl, cookieHeader } = await signIn({ email: "", name: "", action: "cancel" });
    expect(new URL(callbackUrl).searchParams.get("error")).toBe("access_denied");
    expect(await failure(oidc.completeSignIn({ callbackUrl, cookieHeader }))).toBe("cancelled");
  });

  it("a callback URL that is not a URL, or has no parameters: invalid-state", async () => {
    const { cookieHeader } = await signIn();
    expect(await failure(oidc.completeSignIn({ callbackUrl: "::nonsense", cookieHeader }))).toBe("invalid-state");
    expect(await failure(oidc.completeSignIn({ callbackUrl: redirectUri(), cookieHeader }))).toBe("invalid-state");
  });

  it("an unreachable provider: network, and discovery is tried again next time", async () => {
    const down = parseEnv({ NODE_ENV: "test", SITE_URL: "http://127.0.0.1:9", DATA_DIR: dataDir });
    const client = createOidcClient({ env: down });
    expect(await failure(client.beginSignIn({ redirectUri: redirectUri() }))).toBe("network");
    expect(await failure(client.beginSignIn({ redirectUri: redirectUri() }))).toBe("network");
  });

  it("sign-in not configured: failed", async () => {
    const none = parseEnv({ NODE_ENV: "test", LOCAL_IDP: "off", DATA_DIR: dataDir });
    expect(await failure(createOidcClient({ env: none }).beginSignIn({ redirectUri: redirectUri() }))).toBe("failed");
  });
});
