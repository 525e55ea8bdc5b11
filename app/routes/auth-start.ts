// Starts staff sign-in: a redirect to the provider with the flow's secrets in a sealed cookie.
// Opened in the popup (`?popup=1`) or, without JavaScript, as a full-page navigation.
import { redirect } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { SignInError } from "~/.server/oidc-errors.server";
import { getOidcClient, OIDC_CALLBACK_PATH } from "~/.server/oidc.server";
import { failureFor } from "~/features/auth/auth-channel";
import { popupResultPage } from "~/features/auth/popup-result.server";
import { limitSignIn } from "~/features/auth/sign-in-rate-limit.server";
import { popupModeCookie } from "~/features/users/staff-session.server";
import type { Route } from "./+types/auth-start";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  // Nobody signs staff in on this site (env.ts says why in the log); /login explains it.
  if (env.auth.provider === "none") throw redirect("/login");
  const url = new URL(request.url);
  const site = new URL(env.siteUrl);
  // The flow cookie must be set on the host the callback returns to (SITE_URL). The scheme is not
  // compared: behind a TLS proxy the request itself arrives as plain http.
  if (url.host !== site.host) {
    throw redirect(`${site.origin}${url.pathname}${url.search}`);
  }
  const popup = url.searchParams.get("popup") === "1";
  const language = requestLanguage(context);
  const limited = await limitSignIn("start", { context, language, popup });
  if (limited) return limited;
  try {
    const { authorizationUrl, flowCookie } = await getOidcClient(env).beginSignIn({
      redirectUri: `${env.siteUrl}${OIDC_CALLBACK_PATH}`,
      returnTo: "/admin/dashboard",
      popup,
      language,
    });
    const headers = new Headers({ "Cache-Control": "no-store" });
    headers.append("Set-Cookie", flowCookie);
    headers.append("Set-Cookie", popupModeCookie(env, popup));
    return redirect(authorizationUrl, { headers });
  } catch (error) {
    const code = error instanceof SignInError ? error.code : "failed";
    if (popup) return popupResultPage({ ok: false, error: failureFor(code) }, { env, language });
    throw redirect(`/login?error=${encodeURIComponent(failureFor(code))}`);
  }
}
