// The local provider's pages: server-rendered, no script, one stylesheet allowed by its hash.
import { createHash } from "node:crypto";
import type { KoaContext } from "oidc-provider";
import { LOCAL_IDP_PATH } from "~/.server/env-auth";
import { languageFromHints } from "~/.server/request-language";
import type { Language } from "~/i18n/config";
import { messagesIn } from "~/i18n/messages";
import { escapeHtml } from "~/lib/escape-html";
import { localIdpMessages } from "./local-idp-messages";

export function answer(ctx: KoaContext, status: number, html: string) {
  ctx.status = status;
  ctx.type = "html";
  ctx.set("Cache-Control", "no-store");
  ctx.body = html;
}

export function redirect(ctx: KoaContext, location: string) {
  ctx.status = 303;
  ctx.set("Location", location);
  ctx.set("Cache-Control", "no-store");
  ctx.body = "";
}

/** The provider runs in front of the HTTP layer (provider.ts), so it applies the same rule itself. */
export function pageLanguage(ctx: KoaContext): Language {
  return languageFromHints({ param: ctx.query.lang, cookie: ctx.get("Cookie"), acceptLanguage: ctx.get("Accept-Language") });
}

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

export function securityHeaders(ctx: KoaContext, callbacks: string[]) {
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
  // The sign-in popup's page: the opener policy of /login, or /login would see the popup as closed.
  ctx.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
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

export function signInPage(input: {
  language: Language;
  uid: string;
  adminEmails: readonly string[];
  values: { email: string; name: string };
  errors?: { email: boolean; name: boolean };
}) {
  const t = messagesIn(localIdpMessages, input.language);
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

export function errorPage(language: Language, code: string) {
  const t = messagesIn(localIdpMessages, language);
  return layout(
    language,
    t.errorTitle,
    `<h1>${t.errorTitle}</h1>
<p>${t.errorText}</p>
<p class="hint">${escapeHtml(code)}</p>
<p><a href="/login">${t.back}</a></p>`,
  );
}
