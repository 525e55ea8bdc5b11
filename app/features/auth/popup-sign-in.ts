// The browser side of the popup flow: opens /auth/start?popup=1 and resolves with the outcome the
// callback page posts on the auth channel (or, when that message is lost, the outcome cookie the
// callback's response left).
import { AUTH_CHANNEL, type AuthMessage, isAuthMessage, type SignInFailure, takeOutcomeCookie } from "./auth-channel";

export type PopupOutcome = { ok: true; redirectTo: string } | { ok: false; error: SignInFailure };

/**
 * How long to wait for the callback's message after the popup reports closed, when it left no
 * outcome cookie either: the person closed it, or the response was still on its way.
 */
const CLOSE_GRACE_MS = 1_500;
const POLL_MS = 400;

export function signInWithPopup(startUrl = "/auth/start?popup=1"): Promise<PopupOutcome> {
  const width = 480;
  const height = 640;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  let popup: Window | null = null;
  try {
    popup = window.open(startUrl, "staff-sign-in", `popup,width=${width},height=${height},left=${left},top=${top}`);
  } catch {
    popup = null;
  }
  if (!popup) return Promise.resolve({ ok: false, error: "popup-blocked" });
  // An outcome left by an earlier popup must not answer for this one.
  takeOutcomeCookie();

  return new Promise((resolve) => {
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    let closedAt: number | undefined;
    const finish = (outcome: PopupOutcome) => {
      window.clearInterval(timer);
      channel.close();
      takeOutcomeCookie();
      resolve(outcome);
    };
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (!isAuthMessage(event.data)) return;
      const message: AuthMessage = event.data;
      finish(message.ok ? { ok: true, redirectTo: message.redirectTo } : { ok: false, error: message.error });
    };
    const timer = window.setInterval(() => {
      if (!popup?.closed) return;
      const left = takeOutcomeCookie();
      // Signed in: /login, read again, sends staff on and shows a pending person the wait.
      if (left) return finish(left === "ok" ? { ok: true, redirectTo: "/login" } : { ok: false, error: left });
      // A popup moved to another browsing context group by a provider's opener policy also looks
      // closed while the person is still signing in there; one really closed hands the focus back.
      if (!document.hasFocus()) {
        closedAt = undefined;
        return;
      }
      closedAt ??= Date.now();
      if (Date.now() - closedAt >= CLOSE_GRACE_MS) finish({ ok: false, error: "cancelled" });
    }, POLL_MS);
  });
}

/**
 * While /login waits with no popup of its own: a sign-in finished late (in a popup /login had
 * given up on as closed, or in another tab) still takes the person on, from its message or, when
 * the person comes back to this window, from the outcome cookie. Returns the cleanup.
 */
export function watchLateSignIn(
  onSignedIn: (redirectTo: string) => void,
  { takeCookie = takeOutcomeCookie, target = window as EventTarget } = {},
): () => void {
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isAuthMessage(event.data) && event.data.ok) onSignedIn(event.data.redirectTo);
  };
  const onFocus = () => {
    if (takeCookie() === "ok") onSignedIn("/login");
  };
  target.addEventListener("focus", onFocus);
  return () => {
    channel.close();
    target.removeEventListener("focus", onFocus);
  };
}
