// Staff sign-in (guest-only). With JavaScript "Sign in with Google" opens the popup flow; without,
// it is a link to /auth/start and the whole page goes through the provider and back.
import { useEffect, useState } from "react";
import { Link, Navigate, redirect, useNavigate, useRevalidator } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { appContext, requestLanguage } from "~/.server/context";
import { logger } from "~/.server/logger";
import { failureFor, type SignInFailure } from "~/features/auth/auth-channel";
import { guestGuard } from "~/features/auth/auth-state";
import { SignOutButton } from "~/features/auth/components/sign-out-button";
import { forgetArticleDrafts } from "~/features/blog/components/article-draft-store";
import { signInWithPopup, watchLateSignIn } from "~/features/auth/popup-sign-in";
import { AuthErrorAlert, AuthStateProvider, useAuthState } from "~/features/auth/use-auth-state";
import { getOptionalUser } from "~/features/users/staff-session.server";
import type { SignedInUser } from "~/features/users/users.server";
import { canEnterAdmin, isRole } from "~/features/users/roles";
import { useTranslation } from "~/i18n/react";
import { commonMessages } from "~/i18n/resources";
import { messagesIn } from "~/i18n/messages";
import type { Route } from "./+types/login";

export const handle = { pageName: "login" };

export async function loader({ request, context }: Route.LoaderArgs) {
  // The page still works when the sign-in state cannot be read: it shows the catalogue's
  // authentication error next to the sign-in button (initialised even on error).
  let signedIn: SignedInUser | null = null;
  let authFailed = false;
  try {
    signedIn = await getOptionalUser(request, context);
  } catch (error) {
    authFailed = true;
    logger.error("The sign-in state could not be read on /login", error instanceof Error ? error.message : String(error));
  }
  if (signedIn && canEnterAdmin(signedIn.user.role)) throw redirect("/admin/dashboard");
  const error = new URL(request.url).searchParams.get("error");
  const user = signedIn?.user;
  return {
    title: messagesIn(commonMessages, requestLanguage(context)).auth.meta.title,
    // No Google client on a public site: nobody can sign in, and the page says so (env.ts).
    signInAvailable: context.get(appContext).env.auth.provider !== "none",
    authFailed,
    // A pending person: signed in, but the guard keeps them here.
    user: user
      ? {
          uid: user.uid,
          email: user.email,
          displayName: user.displayName,
          photoURL: user.photoURL,
          emailVerified: user.emailVerified,
        }
      : null,
    profile: user
      ? { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL, role: user.role }
      : null,
    error: error ? failureFor(error) : null,
  };
}

const mayEnterAdmin = (profile: { role: string }) => isRole(profile.role) && canEnterAdmin(profile.role);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Staff sign-in" },
  { name: "robots", content: "noindex" },
];

const errorKeys = {
  cancelled: "auth.errors.cancelled",
  "popup-blocked": "auth.errors.popupBlocked",
  network: "auth.errors.network",
  "rate-limited": "auth.errors.rateLimited",
  failed: "auth.errors.failed",
} as const;

export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const auth = useAuthState(
    loaderData.authFailed
      ? [{ type: "auth-failed" }]
      : loaderData.user && loaderData.profile
        ? [
            { type: "auth-changed", user: loaderData.user },
            { type: "profile-loaded", profile: loaderData.profile },
          ]
        : [{ type: "auth-changed", user: null }],
  );
  const decision = guestGuard(auth.state, mayEnterAdmin);
  const pending = auth.state.profile && !mayEnterAdmin(auth.state.profile) ? auth.state.profile : null;
  const [error, setError] = useState<SignInFailure | null>(loaderData.error);
  const [busy, setBusy] = useState(false);

  async function startPopup(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!navigator.onLine) {
      setError("network");
      return;
    }
    setBusy(true);
    try {
      const outcome = await signInWithPopup();
      if (outcome.ok) {
        if (outcome.redirectTo === "/login") await revalidator.revalidate();
        else await navigate(outcome.redirectTo, { replace: true });
      } else {
        setError(outcome.error);
      }
    } catch {
      setError("failed");
    } finally {
      setBusy(false);
    }
  }

  // A sign-in finished after this page stopped waiting for it (the popup looked closed) still counts.
  useEffect(() => {
    if (busy) return;
    return watchLateSignIn((redirectTo) => {
      if (redirectTo === "/login") void revalidator.revalidate();
      else void navigate(redirectTo, { replace: true });
    });
  }, [busy, navigate, revalidator]);

  // The server redirects staff before this renders; this only guards a client-side state change.
  if (decision.action === "redirect") return <Navigate to={decision.to} replace />;

  return (
    <AuthStateProvider value={auth}>
      <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
        <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          {pending ? (
            <>
              <h1 className="text-2xl font-bold text-slate-900">{t("auth.pendingHeading")}</h1>
              <p className="mt-3 text-slate-700">{t("auth.pendingMessage", { email: pending.email })}</p>
              <div className="mt-6">
                <SignOutButton onSignedOut={forgetArticleDrafts} />
              </div>
            </>
          ) : (
            <>
              <h1 className="text-2xl font-bold text-slate-900">{t("auth.heading")}</h1>
              {loaderData.signInAvailable ? (
                <>
                  <p className="mt-3 text-slate-700">{t("auth.lead")}</p>
                  <a
                    href="/auth/start"
                    onClick={startPopup}
                    aria-disabled={busy || undefined}
                    className={buttonClass({ size: "lg" }, "mt-6 w-full")}
                  >
                    {busy ? t("auth.signingIn") : t("auth.signInWithGoogle")}
                  </a>
                  <div role="alert" className="mt-4 text-sm font-medium text-red-700">
                    {error ? <p>{t(errorKeys[error])}</p> : null}
                    <AuthErrorAlert only={["authError"]} live={false} className="mt-1" />
                  </div>
                </>
              ) : (
                <p className="mt-3 text-slate-700">{t("auth.unavailable")}</p>
              )}
              {error === "popup-blocked" ? (
                <p className="mt-2 text-sm">
                  <a href="/auth/start" className="font-semibold text-brand-700 underline">
                    {t("auth.fullPageLink")}
                  </a>
                </p>
              ) : null}
            </>
          )}
          <p className="mt-8 text-sm">
            <Link to="/" className="font-semibold text-brand-700 underline">
              {t("auth.backToWebsite")}
            </Link>
          </p>
        </div>
      </main>
    </AuthStateProvider>
  );
}
