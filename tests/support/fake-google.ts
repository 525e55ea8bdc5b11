// A local stand-in for Google's OpenID Connect provider, over HTTPS, speaking the documented
// protocol the site's real client (openid-client) uses with Google: discovery, the authorization
// endpoint (an account chooser where a test types an e-mail and a name), the token endpoint with
// client_secret_basic or client_secret_post and PKCE S256, an RS256 ID token with iss, aud, sub,
// email, email_verified, name, picture and nonce, JWKS and userinfo. Nothing of the app's own
// built-in provider is reused: this is what production talks to.
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";

export const FAKE_GOOGLE_CLIENT_ID = "e2e-client.apps.googleusercontent.com";
export const FAKE_GOOGLE_CLIENT_SECRET = "GOCSPX-e2e-not-a-secret";

export interface FakeGoogle {
  /** https://127.0.0.1:<port>: the OIDC_ISSUER to configure. */
  issuer: string;
  close(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | undefined;
  email: string;
  name: string;
  expires: number;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

function sign(privateKey: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const body = `${base64url(JSON.stringify({ alg: "RS256", kid, typ: "JWT" }))}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign("RSA-SHA256").update(body).sign(privateKey);
  return `${body}.${base64url(signature)}`;
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  let body = "";
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 16_384) throw new Error("body too large");
  }
  return new URLSearchParams(body);
}

function json(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  response.end(JSON.stringify(value));
}

function chooserPage(query: URLSearchParams): string {
  const hidden = [...query.entries()]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in – Google Accounts</title></head>
<body><main><h1>Choose an account</h1><form method="post" action="/o/oauth2/v2/auth">${hidden}
<label>Email <input name="email" type="email" required autocomplete="off"></label>
<label>Name <input name="name" required autocomplete="off"></label>
<button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form></main></body></html>`;
}

/** Starts the stand-in on a free port with the given TLS certificate (made by tests/support/production/tls.ts). */
export async function startFakeGoogle(tls: { cert: string; key: string }): Promise<FakeGoogle> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = randomBytes(8).toString("hex");
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, { sub: string; email: string; name: string }>();
  let issuer = "";

  const subjectOf = (email: string) => createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 21);

  const redirectWith = (response: ServerResponse, redirectUri: string, values: Record<string, string | undefined>) => {
    const target = new URL(redirectUri);
    for (const [name, value] of Object.entries(values)) if (value !== undefined) target.searchParams.set(name, value);
    response.writeHead(302, { Location: target.href, "Cache-Control": "no-store" });
    response.end();
  };

  async function authorize(request: IncomingMessage, response: ServerResponse, url: URL) {
    const query = request.method === "POST" ? await readBody(request) : url.searchParams;
    const clientId = query.get("client_id") ?? "";
    const redirectUri = query.get("redirect_uri") ?? "";
    if (clientId !== FAKE_GOOGLE_CLIENT_ID || !URL.canParse(redirectUri)) {
      response.writeHead(400, { "Content-Type": "text/plain" });
      response.end("Error 400: invalid_request (unknown client or redirect_uri)");
      return;
    }
    if (query.get("response_type") !== "code" || query.get("code_challenge_method") !== "S256" || !query.get("code_challenge")) {
      redirectWith(response, redirectUri, { error: "invalid_request", state: query.get("state") ?? undefined });
      return;
    }
    if (request.method !== "POST") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
      response.end(chooserPage(query));
      return;
    }
    const state = query.get("state") ?? undefined;
    if (query.get("action") === "cancel") {
      redirectWith(response, redirectUri, { error: "access_denied", state });
      return;
    }
    const code = randomBytes(24).toString("base64url");
    codes.set(code, {
      clientId,
      redirectUri,
      challenge: query.get("code_challenge") ?? "",
      nonce: query.get("nonce") ?? undefined,
      email: (query.get("email") ?? "").trim(),
      name: (query.get("name") ?? "").trim(),
      expires: Date.now() + 60_000,
    });
    redirectWith(response, redirectUri, { code, state, scope: "openid email profile", authuser: "0", prompt: "consent" });
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = await readBody(request);
    let clientId = form.get("client_id") ?? "";
    let secret = form.get("client_secret") ?? "";
    const basic = request.headers.authorization;
    if (basic?.startsWith("Basic ")) {
      const [id, password] = Buffer.from(basic.slice(6), "base64").toString().split(":");
      clientId = decodeURIComponent(id ?? "");
      secret = decodeURIComponent(password ?? "");
    }
    if (clientId !== FAKE_GOOGLE_CLIENT_ID || secret !== FAKE_GOOGLE_CLIENT_SECRET) {
      json(response, 401, { error: "invalid_client", error_description: "The OAuth client was not found." });
      return;
    }
    const pending = codes.get(form.get("code") ?? "");
    codes.delete(form.get("code") ?? "");
    const verifier = form.get("code_verifier") ?? "";
    if (
      form.get("grant_type") !== "authorization_code" ||
      !pending ||
      pending.expires < Date.now() ||
      pending.redirectUri !== form.get("redirect_uri") ||
      base64url(createHash("sha256").update(verifier).digest()) !== pending.challenge
    ) {
      json(response, 400, { error: "invalid_grant", error_description: "Bad Request" });
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    const sub = subjectOf(pending.email);
    const accessToken = `ya29.${randomBytes(24).toString("base64url")}`;
    accessTokens.set(accessToken, { sub, email: pending.email, name: pending.name });
    const idToken = sign(privateKey, kid, {
      iss: issuer,
      azp: clientId,
      aud: clientId,
      sub,
      email: pending.email,
      email_verified: true,
      name: pending.name,
      // Where Google's profile pictures live; tests answer it with context.route().
      picture: `https://lh3.googleusercontent.com/a/${sub}=s96-c`,
      given_name: pending.name.split(" ")[0],
      iat: now,
      exp: now + 3600,
      ...(pending.nonce ? { nonce: pending.nonce } : {}),
    });
    json(response, 200, {
      access_token: accessToken,
      expires_in: 3599,
      scope: "openid email profile",
      token_type: "Bearer",
      id_token: idToken,
    });
  }

  const server: Server = createServer(tls, (request, response) => {
    const url = new URL(request.url ?? "/", issuer || "https://127.0.0.1");
    const done = (error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: "server_error", error_description: String(error) });
    };
    if (url.pathname === "/.well-known/openid-configuration") {
      json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/v1/userinfo`,
        jwks_uri: `${issuer}/oauth2/v3/certs`,
        response_types_supported: [
          "code",
          "token",
          "id_token",
          "code token",
          "code id_token",
          "token id_token",
          "code token id_token",
          "none",
        ],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        scopes_supported: ["openid", "email", "profile"],
        token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
        claims_supported: [
          "aud",
          "email",
          "email_verified",
          "exp",
          "family_name",
          "given_name",
          "iat",
          "iss",
          "name",
          "picture",
          "sub",
        ],
        code_challenge_methods_supported: ["plain", "S256"],
        grant_types_supported: ["authorization_code", "refresh_token"],
      });
    } else if (url.pathname === "/oauth2/v3/certs") {
      json(response, 200, { keys: [{ ...publicKey.export({ format: "jwk" }), alg: "RS256", use: "sig", kid }] });
    } else if (url.pathname === "/o/oauth2/v2/auth") {
      authorize(request, response, url).catch(done);
    } else if (url.pathname === "/token" && request.method === "POST") {
      token(request, response).catch(done);
    } else if (url.pathname === "/v1/userinfo") {
      const account = accessTokens.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
      if (!account) json(response, 401, { error: "invalid_request" });
      else json(response, 200, { sub: account.sub, email: account.email, email_verified: true, name: account.name });
    } else {
      response.writeHead(404, { "Content-Type": "text/plain" });
      response.end("Not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
