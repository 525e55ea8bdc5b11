// The answer the HTTP layer gives when it refuses a request before any route runs (a form from
// another site, a body past its limit): a short page in the visitor's language for a browser, the
// sentence alone for anything else. Never cached.
import type { Language } from "~/i18n/config";
import { type Messages, messagesT } from "~/i18n/messages";
import { escapeHtml } from "~/lib/escape-html";

/** What a refusal says: a title, one sentence of what to do, and the link home. */
export interface RefusalCopy {
  title: string;
  message: string;
  home: string;
}

const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1e293b}a{color:#1d4ed8}";

/** `language` is the one the HTTP layer worked out for this request (server/app.ts). */
export function refusal(request: Request, language: Language, status: number, copy: Messages<RefusalCopy>): Response {
  const t = messagesT(copy, language);
  // The page holds no script and only escaped text of our own; its one style block is allowed.
  const headers = {
    "Cache-Control": "no-store",
    "Content-Language": language,
    "Content-Security-Policy":
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  };
  if (!(request.headers.get("Accept") ?? "").includes("text/html")) {
    return new Response(t("message"), { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  }
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t("title"))}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(t("title"))}</h1><p>${escapeHtml(t("message"))}</p><p><a href="/">${escapeHtml(t("home"))}</a></p></main></body></html>`;
  return new Response(html, { status, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}
