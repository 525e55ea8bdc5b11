// The auth state of a screen: built from what its loader said (so the server render and the
// first client render agree and nothing flashes), plus what happens on the page afterwards
// (a failed sign-out, a dismissed error). New loader data (a revalidation, e.g. after the
// person's own role changed) starts it again from the new sign-in state.
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useMessages } from "~/i18n/messages";
import { authMessages } from "./auth-messages";
import { type AuthEvent, type AuthState, authStateFrom } from "./auth-state";

export interface AuthStateHandle {
  state: AuthState;
  dispatch: (event: AuthEvent) => void;
}

export function useAuthState(fromLoader: readonly AuthEvent[]): AuthStateHandle {
  const key = JSON.stringify(fromLoader);
  const [local, setLocal] = useState<{ key: string; events: AuthEvent[] }>({ key, events: [] });
  const localEvents = local.key === key ? local.events : [];
  // A replay of a handful of events: cheaper than keeping a second copy of the state in sync.
  const state = authStateFrom(...fromLoader, ...localEvents);
  const dispatch = useCallback(
    (event: AuthEvent) => setLocal((previous) => ({ key, events: [...(previous.key === key ? previous.events : []), event] })),
    [key],
  );
  return { state, dispatch };
}

const AuthStateContext = createContext<AuthStateHandle | null>(null);

export function AuthStateProvider({ value, children }: { value: AuthStateHandle; children: ReactNode }) {
  return <AuthStateContext.Provider value={value}>{children}</AuthStateContext.Provider>;
}

/** The screen's auth state, when the screen provides one. */
export function useAuthStateContext(): AuthStateHandle | null {
  return useContext(AuthStateContext);
}

/**
 * The stored auth error in words, with a button that dismisses it. Its own live region (an empty
 * one when there is no error), unless `live={false}` puts it inside a region the page already has.
 */
export function AuthErrorAlert({
  only,
  className,
  live = true,
}: {
  only?: AuthState["error"][];
  className?: string;
  live?: boolean;
}) {
  const handle = useAuthStateContext();
  const { t: tc } = useTranslation();
  const { t } = useMessages(authMessages);
  const error = handle?.state.error ?? null;
  const shown = error && (!only || only.includes(error)) ? error : null;
  const text =
    shown === "signOutFailed"
      ? tc("auth.errors.signOutFailed")
      : shown === "authError"
        ? t("errors.authError")
        : shown === "profileLoadFailed"
          ? t("errors.profileLoadFailed")
          : null;
  return (
    <div role={live ? "alert" : undefined} className={className ?? "text-sm font-medium text-red-700"}>
      {text ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>{text}</span>
          <button
            type="button"
            onClick={() => handle?.dispatch({ type: "error-dismissed" })}
            aria-label={t("dismissNamed")}
            className="rounded px-1 font-semibold text-red-800 underline hover:text-red-900"
          >
            {t("dismiss")}
          </button>
        </p>
      ) : null}
    </div>
  );
}
