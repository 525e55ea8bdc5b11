// The built-in OpenID Connect provider for development, tests and the zero-set-up mode
// (oidc-provider), mounted under /local-idp in front of the Hono app. Its sign-in page asks for an
// e-mail and a display name and no password: whoever can open it can be anyone, which is why
// env-auth.ts only turns it on for a loopback-only server without a Google client, or when
// LOCAL_IDP=on says so.
//
// - One client: this site (LOCAL_IDP_CLIENT_ID, secret derived from SESSION_SECRET), code flow
//   with PKCE (S256) only, scopes openid email profile; ID tokens carry email, email_verified,
//   name and picture. `sub` is derived from the e-mail, so one e-mail is always one person.
// - State (interactions, codes, grants) lives in memory: a restart ends sign-ins in progress,
//   nothing else (sessions of the site are the site's own).
// - The sign-in form is protected against cross-site submission by oidc-provider's interaction
//   cookie: HttpOnly, SameSite=Lax, signed, scoped to /local-idp/interaction/<uid>, and checked
//   here to name the uid in the URL; a cross-site POST does not carry it. An Origin header, when
//   present, must be this site's.
import { createHash, createHmac, generateKeyPair } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { promisify } from "node:util";
import Provider, { type Interaction, type KoaContext } from "oidc-provider";
import { createMemoryAdapter } from "oidc-provider/lib/adapters/memory_adapter.js";
import { OIDC_CALLBACK_PATH } from "~/.server/oidc.server";
import type { Env } from "~/.server/env";
import { LOCAL_IDP_PATH } from "~/.server/env-auth";
import { avatarSvg, avatarUrl } from "./avatar";
import { answer, errorPage, pageLanguage, redirect, securityHeaders, signInPage } from "./pages";
import { readForm, SignInForm } from "./sign-in-form";

export interface LocalIdp {
  /** `${SITE_URL}/local-idp` */
  readonly issuer: string;
  /** Answers requests under /local-idp; calls next() for every other path. */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
}

export interface LocalIdpOptions {
  env: Pick<Env, "auth" | "siteUrl" | "secureSite">;
  /** Callback URLs the site's client may use; default SITE_URL + OIDC_CALLBACK_PATH. */
  redirectUris?: string[];
  /** Where provider errors go (never tokens: oidc-provider's errors carry none). */
  onError?: (message: string, error: unknown) => void;
}

const MAX_ACCOUNTS = 10_000;

export async function createLocalIdp({ env, redirectUris, onError }: LocalIdpOptions): Promise<LocalIdp> {
  const { auth } = env;
  if (!auth.localIdp.enabled || auth.provider !== "local" || !auth.client) {
    throw new Error(`The local identity provider is off (${auth.localIdp.reason}); refusing to start it`);
  }
  const issuer = auth.client.issuer;
  const siteOrigin = new URL(env.siteUrl).origin;
  const callbacks = redirectUris ?? [`${env.siteUrl}${OIDC_CALLBACK_PATH}`];
  const adminEmails = auth.adminEmails;

  // The people who signed in since start: claims are read from here when tokens are issued.
  const accounts = new Map<string, { email: string; name: string }>();

  const { privateKey } = await promisify(generateKeyPair)("rsa", { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: "jwk" }), alg: "RS256", use: "sig" };
  const signingKey = { ...jwk, kid: createHash("sha256").update(String(jwk.n)).digest("base64url").slice(0, 16) };

  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: auth.client.clientId,
        client_secret: auth.client.clientSecret(),
        redirect_uris: callbacks,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
        id_token_signed_response_alg: "RS256",
      },
    ],
    responseTypes: ["code"],
    clientAuthMethods: ["client_secret_basic"],
    pkce: { required: () => true },
    scopes: ["openid", "email", "profile"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    // The site reads the person from the ID token alone: no userinfo round trip.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    cookies: {
      names: { session: "local_idp_session", interaction: "local_idp_interaction", resume: "local_idp_resume" },
      keys: [createHmac("sha256", auth.sessionSecret()).update("local-idp cookies").digest("base64url")],
    },
    jwks: { keys: [signingKey] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    interactions: {
      url: (_ctx: KoaContext, interaction: Interaction) => `${LOCAL_IDP_PATH}/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx: KoaContext, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          // A development provider: it trusts what was typed, so that ADMIN_EMAILS works locally.
          email_verified: true,
          name: account.name,
          picture: avatarUrl(issuer, sub, account.name),
        }),
      };
    },
    // The site is the only client and a first party: its grant needs no consent screen.
    loadExistingGrant: async (ctx: KoaContext) => {
      const { client, session, result, provider: self } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await self.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new self.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    clientBasedCORS: () => false,
    renderError: async (ctx: KoaContext, out: { error?: string }) => {
      const language = pageLanguage(ctx);
      ctx.type = "html";
      ctx.body = errorPage(language, out.error ?? "server_error");
    },
  });
  // Behind a TLS-terminating proxy the request is plain http; trust its X-Forwarded-Proto only
  // when the site says it is https.
  provider.proxy = env.secureSite;
  provider.on("server_error", (_ctx, error) => onError?.("Local identity provider error", error));

  provider.use(async (ctx, next) => {
    try {
      await route(ctx, next);
    } finally {
      securityHeaders(ctx, callbacks);
    }
  });

  async function route(ctx: KoaContext, next: () => Promise<void>) {
    if (ctx.path === "/avatar.svg" && ctx.method === "GET") {
      ctx.type = "image/svg+xml";
      ctx.set("Cache-Control", "public, max-age=86400");
      ctx.body = avatarSvg(String(ctx.query.i ?? ""), Number(ctx.query.h));
      return;
    }
    const match = /^\/interaction\/([A-Za-z0-9_-]{1,64})$/.exec(ctx.path);
    if (!match) return next();
    const uid = match[1];
    const language = pageLanguage(ctx);
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(ctx.req, ctx.res);
    } catch {
      return answer(ctx, 400, errorPage(language, "interaction_not_found"));
    }
    if (interaction.uid !== uid) return answer(ctx, 400, errorPage(language, "interaction_not_found"));
    if (interaction.prompt.name !== "login") {
      // Consent is granted in loadExistingGrant; nothing else should ever be asked here.
      return answer(ctx, 400, errorPage(language, "interaction_not_found"));
    }

    if (ctx.method === "GET") {
      return answer(ctx, 200, signInPage({ language, uid, adminEmails, values: { email: "", name: "" } }));
    }
    if (ctx.method !== "POST") {
      ctx.set("Allow", "GET, POST");
      return answer(ctx, 405, errorPage(language, "method_not_allowed"));
    }
    const origin = ctx.get("Origin");
    if (origin && origin !== siteOrigin && origin !== new URL(issuer).origin) {
      return answer(ctx, 403, errorPage(language, "interaction_not_found"));
    }
    let form: URLSearchParams;
    try {
      form = await readForm(ctx.req);
    } catch {
      return answer(ctx, 413, errorPage(language, "server_error"));
    }

    if (form.get("action") === "cancel") {
      const returnTo = await provider.interactionResult(
        ctx.req,
        ctx.res,
        { error: "access_denied", error_description: "The person cancelled the sign-in" },
        { mergeWithLastSubmission: false },
      );
      return redirect(ctx, returnTo);
    }

    const parsed = SignInForm.safeParse({ email: form.get("email") ?? "", name: form.get("name") ?? "" });
    if (!parsed.success) {
      const errors = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      return answer(
        ctx,
        400,
        signInPage({
          language,
          uid,
          adminEmails,
          values: { email: form.get("email") ?? "", name: form.get("name") ?? "" },
          errors: { email: errors.has("email"), name: errors.has("name") },
        }),
      );
    }
    const sub = subjectFor(parsed.data.email);
    accounts.delete(sub);
    accounts.set(sub, { email: parsed.data.email, name: parsed.data.name });
    if (accounts.size > MAX_ACCOUNTS) accounts.delete(accounts.keys().next().value as string);
    const returnTo = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId: sub, remember: false } },
      { mergeWithLastSubmission: false },
    );
    return redirect(ctx, returnTo);
  }

  const callback = provider.callback();
  return {
    issuer,
    handle(req, res, next) {
      const url = req.url ?? "/";
      const rest = url.slice(LOCAL_IDP_PATH.length);
      if (!url.startsWith(LOCAL_IDP_PATH) || (rest !== "" && !rest.startsWith("/") && !rest.startsWith("?"))) {
        next();
        return;
      }
      // As connect/express mount it: oidc-provider reads its mount path from originalUrl.
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
      req.url = rest.startsWith("/") ? rest : `/${rest}`;
      void callback(req, res);
    },
  };
}

/** A Node request listener that serves the local provider (when there is one) and then `listener`. */
export function withLocalIdp(localIdp: LocalIdp | undefined, listener: RequestListener): RequestListener {
  if (!localIdp) return listener;
  return (req, res) => localIdp.handle(req, res, () => listener(req, res));
}

/** The provider's subject for an e-mail: the same e-mail, the same person, across restarts. */
export function subjectFor(email: string): string {
  return createHash("sha256").update(`local-idp\u0000${email.trim().toLowerCase()}`).digest("base64url").slice(0, 32);
}
