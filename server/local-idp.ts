// The built-in OpenID Connect provider for development, tests and the zero-set-up mode
// (oidc-provider), mounted under /local-idp in front of the Hono app. Its sign-in page asks for an
// e-mail and a display name and no password: whoever can open it can be anyone, which is why
// env.ts only turns it on for a loopback-only server without a Google client, or when
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
import { z } from "zod";
import { OIDC_CALLBACK_PATH } from "~/.server/oidc.server";
import { type Env, LOCAL_IDP_PATH } from "~/.server/env";
import {
  detectLanguage,
  isLanguage,
  type Language,
  languageCookieName,
  primaryAcceptLanguage,
  readCookie,
} from "~/i18n/config";

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
const MAX_FORM_BYTES = 8 * 1024;

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

const SignInForm = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(320)
    .pipe(z.email()),
  name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value)),
});

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new Error("form too large");
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function answer(ctx: KoaContext, status: number, html: string) {
  ctx.status = status;
  ctx.type = "html";
  ctx.set("Cache-Control", "no-store");
  ctx.body = html;
}

function redirect(ctx: KoaContext, location: string) {
  ctx.status = 303;
  ctx.set("Location", location);
  ctx.set("Cache-Control", "no-store");
  ctx.body = "";
}

function pageLanguage(ctx: KoaContext): Language {
  const query = ctx.query.lang;
  if (isLanguage(query)) return query;
  return detectLanguage({
    stored: readCookie(ctx.get("Cookie"), languageCookieName),
    browserLanguage: primaryAcceptLanguage(ctx.get("Accept-Language")),
  });
}

// ---- Pages: server-rendered, no script, one stylesheet allowed by its hash. ----

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:Inter,"Noto Sans Thai",system-ui,sans-serif;background:#f1f5f9;color:#0f172a;line-height:1.5}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(15,23,42,.15)}
h1{font-size:1.375rem;margin:0 0 .75rem}
p{margin:0 0 1rem}
.note{background:#fef3c7;border:1px solid #b45309;border-radius:.5rem;padding:.75rem;color:#451a03}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.625rem .75rem;font:inherit;border:1px solid #475569;border-radius:.5rem}
input[aria-invalid=true]{border-color:#b91c1c}
.hint{font-size:.875rem;color:#334155;margin:.25rem 0 0}
.error{font-size:.875rem;color:#b91c1c;margin:.25rem 0 0;font-weight:600}
.actions{display:flex;gap:.75rem;margin-top:1.5rem;flex-wrap:wrap}
button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border-radius:.5rem;border:1px solid #1d4ed8;cursor:pointer;min-height:44px}
.primary{background:#1d4ed8;color:#fff}
.secondary{background:#fff;color:#1d4ed8}
a{color:#1d4ed8}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.lang{text-align:right;margin:0 0 .5rem;font-size:.875rem}
`;
const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

function securityHeaders(ctx: KoaContext, callbacks: string[]) {
  // oidc-provider sets its own policy on the few pages that need a script (form_post).
  if (!ctx.response.get("Content-Security-Policy")) {
    const formTargets = [...new Set(callbacks.map((uri) => new URL(uri).origin))].join(" ");
    ctx.set(
      "Content-Security-Policy",
      `default-src 'none'; style-src ${STYLE_HASH}; img-src 'self' data:; form-action 'self' ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
    );
  }
  ctx.set("X-Content-Type-Options", "nosniff");
  ctx.set("X-Frame-Options", "DENY");
  // Not no-referrer: with it, browsers send `Origin: null` on the form post, which the origin check refuses.
  ctx.set("Referrer-Policy", "same-origin");
  ctx.set("Cross-Origin-Opener-Policy", "same-origin");
}

const copy = {
  en: {
    title: "Sign in (local test provider)",
    heading: "Sign in for development",
    note: "This is the site's built-in test sign-in. It asks for no password: anyone who can open this page can sign in with any e-mail address. Use it only on your own computer or in tests; the live site signs in with Google.",
    email: "E-mail address",
    emailHint: "The same e-mail is always the same person.",
    admins: "Administrator e-mail:",
    name: "Display name",
    nameHint: "Shown in the admin area, e.g. Somchai Jaidee.",
    emailError: "Enter a valid e-mail address, such as name@example.com.",
    nameError: "Enter a display name of up to 100 characters.",
    submit: "Sign in",
    cancel: "Cancel",
    other: "ภาษาไทย",
    errorTitle: "Sign-in could not continue",
    errorText: "This sign-in has expired or was already used. Go back to the site and start again.",
    back: "Back to the sign-in page",
  },
  th: {
    title: "เข้าสู่ระบบ (ผู้ให้บริการทดสอบในเครื่อง)",
    heading: "เข้าสู่ระบบสำหรับการพัฒนา",
    note: "หน้านี้เป็นระบบเข้าสู่ระบบสำหรับทดสอบที่มาพร้อมกับเว็บไซต์ ไม่ต้องใช้รหัสผ่าน ผู้ที่เปิดหน้านี้ได้จึงเข้าสู่ระบบด้วยอีเมลใดก็ได้ ควรใช้เฉพาะบนเครื่องของคุณเองหรือในการทดสอบเท่านั้น เว็บไซต์จริงเข้าสู่ระบบด้วย Google",
    email: "อีเมล",
    emailHint: "อีเมลเดียวกันหมายถึงผู้ใช้คนเดิมเสมอ",
    admins: "อีเมลผู้ดูแลระบบ:",
    name: "ชื่อที่แสดง",
    nameHint: "แสดงในส่วนผู้ดูแลระบบ เช่น สมชาย ใจดี",
    emailError: "กรุณากรอกอีเมลให้ถูกต้อง เช่น name@example.com",
    nameError: "กรุณากรอกชื่อที่แสดง ไม่เกิน 100 ตัวอักษร",
    submit: "เข้าสู่ระบบ",
    cancel: "ยกเลิก",
    other: "English",
    errorTitle: "ไม่สามารถเข้าสู่ระบบต่อได้",
    errorText: "การเข้าสู่ระบบนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณากลับไปที่เว็บไซต์และเริ่มใหม่อีกครั้ง",
    back: "กลับไปที่หน้าเข้าสู่ระบบ",
  },
} satisfies Record<Language, Record<string, string>>;

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(language: Language, title: string, body: string) {
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function signInPage(input: {
  language: Language;
  uid: string;
  adminEmails: readonly string[];
  values: { email: string; name: string };
  errors?: { email: boolean; name: boolean };
}) {
  const t = copy[input.language];
  const other = input.language === "en" ? "th" : "en";
  const action = `${LOCAL_IDP_PATH}/interaction/${input.uid}`;
  // Focus lands on the first field to fix, or on the e-mail field of a fresh form.
  const focus = !input.errors || input.errors.email ? "email" : "name";
  const field = (name: "email" | "name", type: string, autocomplete: string, hint: string, extra = "") => {
    const invalid = input.errors?.[name] ?? false;
    const describedBy = [`${name}-hint`, invalid ? `${name}-error` : ""].filter(Boolean).join(" ");
    return `<label for="${name}">${t[name]}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required maxlength="${name === "email" ? 320 : 100}" value="${escapeHtml(input.values[name])}" aria-describedby="${describedBy}"${invalid ? ' aria-invalid="true"' : ""}${focus === name ? " autofocus" : ""}>
<p class="hint" id="${name}-hint">${hint}${extra}</p>
${invalid ? `<p class="error" id="${name}-error">${t[name === "email" ? "emailError" : "nameError"]}</p>` : ""}`;
  };
  const admins = input.adminEmails.length
    ? ` ${t.admins} ${input.adminEmails.map((email) => `<strong>${escapeHtml(email)}</strong>`).join(", ")}`
    : "";
  return layout(
    input.language,
    t.title,
    `<p class="lang"><a href="${action}?lang=${other}" lang="${other}" hreflang="${other}">${t.other}</a></p>
<h1>${t.heading}</h1>
<p class="note">${t.note}</p>
<form method="post" action="${action}?lang=${input.language}">
${field("email", "email", "email", t.emailHint, admins)}
${field("name", "text", "name", t.nameHint)}
<div class="actions">
<button class="primary" type="submit" name="action" value="sign-in">${t.submit}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${t.cancel}</button>
</div>
</form>`,
  );
}

function errorPage(language: Language, code: string) {
  const t = copy[language];
  return layout(
    language,
    t.errorTitle,
    `<h1>${t.errorTitle}</h1>
<p>${t.errorText}</p>
<p class="hint">${escapeHtml(code)}</p>
<p><a href="/login">${t.back}</a></p>`,
  );
}

// ---- Avatars: a coloured circle with the first letter, drawn from the URL alone (restarts keep it). ----

function avatarUrl(issuer: string, sub: string, name: string) {
  // Thai names may start with a leading vowel (เ แ โ ใ ไ) written before the consonant it follows.
  const initial = [...name.replace(/^[\u0E40-\u0E44]/, "")][0]?.toUpperCase() ?? "?";
  const hue = Number.parseInt(createHash("sha256").update(sub).digest("hex").slice(0, 4), 16) % 360;
  return `${issuer}/avatar.svg?i=${encodeURIComponent(initial)}&h=${hue}`;
}

function avatarSvg(initial: string, hue: number) {
  const letter = escapeHtml([...initial][0] ?? "?");
  const h = Number.isInteger(hue) && hue >= 0 && hue < 360 ? hue : 210;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="hsl(${h} 55% 35%)"/><text x="48" y="48" dy=".35em" text-anchor="middle" font-family="Inter,'Noto Sans Thai',sans-serif" font-size="44" fill="#fff">${letter}</text></svg>`;
}
