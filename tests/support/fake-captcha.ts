// A local stand-in for Cloudflare Turnstile that speaks its documented API, so tests run the real
// client and server code (ADR 027):
//   POST /turnstile/v0/siteverify  form-encoded (or JSON) secret, response, remoteip ->
//        { success, challenge_ts, hostname, action, "error-codes" }
//   GET  /turnstile/v0/api.js      window.turnstile with render/remove/reset/getResponse/execute,
//        calling the `onload` callback named in its own URL (render=explicit)
//   GET  /turnstile/v0/frame       the widget's iframe: it "solves" the check and posts the token
//        to the page, as the real widget's iframe does
// Tokens are "fake.<base64url JSON {s: sitekey, h: hostname, a: action, bot, n}>"; siteverify
// accepts each once, for the configured secret and site key, unless it is marked bot. A page
// whose cookie has fake-captcha=bot gets bot tokens.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_CAPTCHA_SECRET = "0x4AAAAAAAfake-secret-for-tests";
export const FAKE_CAPTCHA_SITE_KEY = "0x4AAAAAAAfake-site-key";

export interface SiteverifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  contentType: string;
}

export interface FakeCaptcha {
  origin: string;
  verifyUrl: string;
  scriptUrl: string;
  /** Every siteverify request, in order. */
  calls: SiteverifyCall[];
  /** A token as the widget would hand it out on `hostname` for `action`. */
  issueToken(options: { hostname: string; action: string; bot?: boolean; siteKey?: string }): string;
  /** While down, siteverify answers 503 with an HTML page, as an outage would. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

interface TokenClaims {
  s: string;
  h: string;
  a: string;
  bot?: boolean;
  n: string;
}

function encodeToken(claims: TokenClaims) {
  return `fake.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
}

function decodeToken(token: string): TokenClaims | undefined {
  if (!token.startsWith("fake.")) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(token.slice(5), "base64url").toString("utf8")) as Partial<TokenClaims>;
    if (typeof claims.s !== "string" || typeof claims.h !== "string" || typeof claims.a !== "string") return undefined;
    return claims as TokenClaims;
  } catch {
    return undefined;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const API_JS = String.raw`(() => {
  const script = document.currentScript;
  const origin = new URL(script.src).origin;
  const onload = new URL(script.src).searchParams.get("onload");
  const widgets = new Map();
  let next = 0;
  window.addEventListener("message", (event) => {
    if (event.origin !== origin || !event.data || event.data.type !== "fake-turnstile") return;
    const widget = widgets.get(event.data.widgetId);
    if (!widget) return;
    widget.response = event.data.token;
    if (typeof widget.params.callback === "function") widget.params.callback(event.data.token);
  });
  function find(id) {
    if (typeof id === "string" && widgets.has(id)) return [id, widgets.get(id)];
    for (const [key, widget] of widgets) if (widget.container === id) return [key, widget];
    return [undefined, undefined];
  }
  function start(id, widget) {
    const frame = document.createElement("iframe");
    const src = new URL(origin + "/turnstile/v0/frame");
    src.searchParams.set("sitekey", widget.params.sitekey || "");
    src.searchParams.set("action", widget.params.action || "");
    src.searchParams.set("host", location.hostname);
    src.searchParams.set("widget", id);
    if (/(?:^|;\s*)fake-captcha=bot/.test(document.cookie)) src.searchParams.set("bot", "1");
    frame.src = src.href;
    frame.title = "Security check (test widget)";
    // interaction-only: nothing to see unless the check needs the visitor, which this one never does.
    frame.style.cssText = widget.params.appearance === "interaction-only" ? "width:0;height:0;border:0;position:absolute" : "width:300px;height:65px;border:0";
    widget.frame && widget.frame.remove();
    widget.frame = frame;
    widget.container.appendChild(frame);
  }
  window.turnstile = {
    render(container, params) {
      const element = typeof container === "string" ? document.querySelector(container) : container;
      if (!element) throw new Error("turnstile.render: no container");
      if (!params || !params.sitekey) throw new Error("turnstile.render: sitekey is required");
      const id = "fake-widget-" + ++next;
      const widget = { container: element, params, response: undefined, frame: undefined };
      widgets.set(id, widget);
      if (params.execution !== "execute") start(id, widget);
      return id;
    },
    execute(container) {
      const [id, widget] = find(container);
      if (widget) start(id, widget);
    },
    reset(container) {
      const [id, widget] = find(container);
      if (!widget) return;
      widget.response = undefined;
      if (widget.params.execution !== "execute") start(id, widget);
    },
    remove(container) {
      const [id, widget] = find(container);
      if (!widget) return;
      widget.frame && widget.frame.remove();
      widgets.delete(id);
    },
    getResponse(container) {
      const [, widget] = find(container);
      return widget && widget.response;
    },
    isExpired() {
      return false;
    },
    ready(callback) {
      callback();
    },
  };
  if (onload && typeof window[onload] === "function") setTimeout(() => window[onload](), 0);
})();
`;

function frameHtml(url: URL) {
  const claims: TokenClaims = {
    s: url.searchParams.get("sitekey") ?? "",
    h: url.searchParams.get("host") ?? "",
    a: url.searchParams.get("action") ?? "",
    bot: url.searchParams.get("bot") === "1" || undefined,
    n: randomBytes(6).toString("base64url"),
  };
  const message = JSON.stringify({
    type: "fake-turnstile",
    widgetId: url.searchParams.get("widget"),
    token: encodeToken(claims),
  });
  return `<!doctype html><html lang="en"><title>Security check</title><body><script>parent.postMessage(${message}, "*");</script></body></html>`;
}

export async function startFakeCaptcha(options: { port?: number; secret?: string; siteKey?: string } = {}): Promise<FakeCaptcha> {
  const secret = options.secret ?? FAKE_CAPTCHA_SECRET;
  const siteKey = options.siteKey ?? FAKE_CAPTCHA_SITE_KEY;
  const calls: SiteverifyCall[] = [];
  const spent = new Set<string>();
  let down = false;

  const answer = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store", "Access-Control-Allow-Origin": "*" });
    response.end(body);
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-captcha");
    try {
      if (request.method === "GET" && url.pathname === "/turnstile/v0/api.js") {
        return answer(response, 200, "text/javascript; charset=utf-8", API_JS);
      }
      if (request.method === "GET" && url.pathname === "/turnstile/v0/frame") {
        return answer(response, 200, "text/html; charset=utf-8", frameHtml(url));
      }
      if (request.method === "POST" && url.pathname === "/turnstile/v0/siteverify") {
        const contentType = request.headers["content-type"] ?? "";
        const raw = await readBody(request);
        const fields = contentType.includes("application/json")
          ? new Map(Object.entries(JSON.parse(raw || "{}") as Record<string, string>))
          : new Map(new URLSearchParams(raw));
        const call: SiteverifyCall = {
          secret: fields.get("secret") ?? null,
          response: fields.get("response") ?? null,
          remoteip: fields.get("remoteip") ?? null,
          contentType,
        };
        calls.push(call);
        if (down) return answer(response, 503, "text/html", "<html><body>503 Service Unavailable</body></html>");
        const refuse = (...codes: string[]) =>
          answer(response, 200, "application/json", JSON.stringify({ success: false, "error-codes": codes, messages: [] }));
        if (!call.secret) return refuse("missing-input-secret");
        if (call.secret !== secret) return refuse("invalid-input-secret");
        if (!call.response) return refuse("missing-input-response");
        const claims = decodeToken(call.response);
        if (!claims || claims.s !== siteKey || claims.bot) return refuse("invalid-input-response");
        if (spent.has(call.response)) return refuse("timeout-or-duplicate");
        spent.add(call.response);
        return answer(
          response,
          200,
          "application/json",
          JSON.stringify({
            success: true,
            challenge_ts: new Date().toISOString(),
            hostname: claims.h,
            action: claims.a,
            cdata: "",
            "error-codes": [],
            metadata: { interactive: false },
          }),
        );
      }
      answer(response, 404, "text/plain", "Not found");
    } catch (error) {
      answer(response, 400, "text/plain", String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    verifyUrl: `${origin}/turnstile/v0/siteverify`,
    scriptUrl: `${origin}/turnstile/v0/api.js`,
    calls,
    issueToken: ({ hostname, action, bot, siteKey: key }) =>
      encodeToken({ s: key ?? siteKey, h: hostname, a: action, bot: bot || undefined, n: randomBytes(6).toString("base64url") }),
    setDown: (value) => {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
