// The contact form refuses a message sent less than MIN_FILL_MS after the form was rendered (its
// signed time stamp). Instead of waiting that long, a test moves the form's clock: the stamp of
// each contact-form post is replaced, on its way to the server, by one the server itself would
// have issued MIN_FILL_MS + 1 s earlier, signed with the e2e servers' session secret. Everything
// else about the post (fields, headers, JavaScript or not) is what the browser sent.
import type { BrowserContext, Page, Request, Route } from "@playwright/test";
import { FORM_TOKEN_FIELD } from "../../app/features/contact/contact-form-fields";
import { issueFormToken, MIN_FILL_MS } from "../../app/features/contact/contact-form-token.server";
import { E2E_SESSION_SECRET } from "./e2e-env";

/** The form's stamp, as if the page had been rendered long enough ago for a person to type. */
export function stampOldEnough(now = Date.now()): string {
  return issueFormToken(E2E_SESSION_SECRET, now - MIN_FILL_MS - 1_000);
}

function contactPostBody(request: Request): URLSearchParams | undefined {
  if (request.method() !== "POST") return undefined;
  const type = request.headers()["content-type"] ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return undefined;
  const body = new URLSearchParams(request.postData() ?? "");
  return body.has(FORM_TOKEN_FIELD) ? body : undefined;
}

/**
 * From now on, every contact-form post from `target` (a page or a whole context) reaches the
 * server with a stamp old enough: the minimum fill time has passed, without waiting for it.
 */
export async function skipMinimumFillTime(target: Page | BrowserContext) {
  await target.route(
    (url) => url.pathname === "/contact" || url.pathname === "/contact.data",
    async (route: Route) => {
      const body = contactPostBody(route.request());
      if (!body) return route.fallback();
      body.set(FORM_TOKEN_FIELD, stampOldEnough());
      return route.fallback({ postData: body.toString() });
    },
  );
}
