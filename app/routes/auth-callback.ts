// Where the provider sends the browser back. Success: record the sign-in, start a new session
// (ending any old one) and set its cookie. Failure of any kind: a redirect to /login?error= (or,
// in the popup, the error posted to /login), never a 500. The flow cookie is cleared either way.
import { redirect } from "react-router";
import { appContext, requestInfoContext, requestLanguage } from "~/.server/context";
import { logger } from "~/.server/logger";
import { SignInError } from "~/.server/oidc-errors.server";
import { getOidcClient } from "~/.server/oidc.server";
import { rotateSession, SESSION_DEFAULTS } from "~/.server/sessions.server";
import { failureFor } from "~/features/auth/auth-channel";
import { popupResultPage } from "~/features/auth/popup-result.server";
import { limitSignIn } from "~/features/auth/sign-in-rate-limit.server";
import { isPopupFlow, popupModeCookie, readSessionToken, sessionCookie } from "~/features/users/staff-session.server";
import { canEnterAdmin } from "~/features/users/roles";
import { recordSignIn } from "~/features/users/users.server";
import type { Route } from "./+types/auth-callback";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  const oidc = getOidcClient(env);
  const language = requestLanguage(context);
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", oidc.clearFlowCookie());
  // Known even when the flow is rejected; a forged callback carries no such cookie and gets a redirect.
  const popup = isPopupFlow(request);
  if (popup) headers.append("Set-Cookie", popupModeCookie(env, false));
  const limited = await limitSignIn("callback", { context, language, popup, headers });
  if (limited) return limited;
  try {
    const result = await oidc.completeSignIn({ callbackUrl: request.url, cookieHeader: request.headers.get("Cookie") });
    const user = await recordSignIn(db, result.identity, { adminEmails: env.auth.adminEmails });
    const session = await rotateSession(db, readSessionToken(request, env), user.uid, {
      ...SESSION_DEFAULTS,
      userAgent: request.headers.get("User-Agent"),
      // The address the HTTP layer determined (X-Forwarded-For only behind a trusted proxy).
      ip: context.get(requestInfoContext).clientIp,
    });
    headers.append("Set-Cookie", sessionCookie(env, session.token, session.expiresAt));
    const redirectTo = canEnterAdmin(user.role) ? result.returnTo : "/login";
    if (popup) return popupResultPage({ ok: true, redirectTo }, { env, language, headers });
    throw redirect(redirectTo, { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    const code = failureFor(error instanceof SignInError ? error.code : "failed");
    if (!(error instanceof SignInError) || error.code === "failed" || error.code === "network") {
      logger.warn("Staff sign-in failed at the callback", error instanceof Error ? error.message : String(error));
    }
    if (popup) {
      return popupResultPage({ ok: false, error: code }, { env, language, headers });
    }
    throw redirect(`/login?error=${encodeURIComponent(code)}`, { headers });
  }
}
