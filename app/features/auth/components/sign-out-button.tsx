import { useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { AuthErrorAlert, useAuthStateContext } from "../use-auth-state";

/**
 * POSTs the form to /logout. With JavaScript the request is a fetch, so a failure of any kind (the server
 * refusing, or no network) is the catalogue's "Sign out failed" in the auth state, shown here and
 * dismissable; success goes to /login. Without JavaScript it is a plain form post to the same URL.
 */
export function SignOutButton({
  className,
  onSignedOut,
}: {
  className?: string;
  /** What this device forgets once the session has ended (the screen's choice: the editor's drafts). */
  onSignedOut?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuthStateContext();
  const [busy, setBusy] = useState(false);
  const [failedHere, setFailedHere] = useState(false);

  async function signOut(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = new FormData(event.currentTarget);
    setBusy(true);
    let ok = false;
    try {
      // The server answers with a redirect to /login; "manual" keeps it from being followed here.
      // Anything else is a refusal in the one reply shape, whose form-wide message is the
      // catalogue's "Sign out failed", the words the auth state shows for a lost request too.
      const response = await fetch("/logout", { method: "POST", body, redirect: "manual", credentials: "same-origin" });
      ok = response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400);
    } catch {
      ok = false;
    }
    setBusy(false);
    if (ok) {
      onSignedOut?.();
      auth?.dispatch({ type: "signed-out" });
      await navigate("/login", { replace: true });
      // Again once the screens that were open have gone: one of them may have written on its way out.
      onSignedOut?.();
    } else if (auth) {
      auth.dispatch({ type: "sign-out-failed" });
    } else {
      setFailedHere(true);
    }
  }

  return (
    <form method="post" action="/logout" onSubmit={signOut} className="flex flex-col items-start gap-2">
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={className ?? buttonClass({ variant: "secondary" })}
      >
        {t("auth.signOut")}
      </button>
      {auth ? (
        <AuthErrorAlert only={["signOutFailed"]} />
      ) : (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failedHere ? t("auth.errors.signOutFailed") : null}
        </p>
      )}
    </form>
  );
}
