// The client's auth state (docs/product.md#auth-state), as a pure reducer: loading at
// start; initialised once the first sign-in state arrives, and even when that fails; signed out
// means no user and no profile; signed in means a user plus their profile. Errors are stored as
// catalogue keys, and the stored error can be dismissed. Guards decide from this state, so they
// wait while it is loading instead of flashing the wrong screen. Client-safe. Roles belong to the
// users feature: routes hand the guard its rule (features do not import each other).

/** The signed-in identity (docs/product.md#auth-state). */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  emailVerified: boolean;
}

/** The part of the profile (users/{uid}) the client uses. */
export interface AuthProfile {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  role: string;
}

/** Catalogue texts (docs/product.md#error-messages): the shared catalogue's auth.errors.* keys. */
export type AuthErrorKey = "authError" | "profileLoadFailed" | "signOutFailed";

export interface AuthState {
  status: "loading" | "initialised";
  user: AuthUser | null;
  profile: AuthProfile | null;
  error: AuthErrorKey | null;
}

export type AuthEvent =
  /** The first (or a new) sign-in state: null when nobody is signed in. */
  | { type: "auth-changed"; user: AuthUser | null }
  | { type: "profile-loaded"; profile: AuthProfile }
  | { type: "profile-load-failed" }
  /** The sign-in state could not be determined at all. */
  | { type: "auth-failed" }
  | { type: "signed-out" }
  | { type: "sign-out-failed" }
  | { type: "error-dismissed" };

export const initialAuthState: AuthState = { status: "loading", user: null, profile: null, error: null };

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case "auth-changed":
      if (!event.user) return { status: "initialised", user: null, profile: null, error: null };
      // A different person's profile never stays next to the new user.
      return {
        status: "initialised",
        user: event.user,
        profile: state.profile?.uid === event.user.uid ? state.profile : null,
        error: null,
      };
    case "profile-loaded":
      // A profile only belongs next to its own user (a late answer for someone else is dropped).
      if (!state.user || state.user.uid !== event.profile.uid) return state;
      return { ...state, status: "initialised", profile: event.profile, error: null };
    case "profile-load-failed":
      return { ...state, status: "initialised", profile: null, error: "profileLoadFailed" };
    case "auth-failed":
      return { status: "initialised", user: null, profile: null, error: "authError" };
    case "signed-out":
      return { status: "initialised", user: null, profile: null, error: null };
    case "sign-out-failed":
      // Still signed in: the server kept the session, so the screen keeps the person too.
      return { ...state, error: "signOutFailed" };
    case "error-dismissed":
      return state.error ? { ...state, error: null } : state;
  }
}

/** Replays events from the start: how a screen builds its state from what its loader said. */
export function authStateFrom(...events: AuthEvent[]): AuthState {
  return events.reduce(authReducer, initialAuthState);
}

export function isSignedIn(state: AuthState): boolean {
  return state.user !== null && state.profile !== null;
}

/**
 * What a guard does (docs/product.md#route-guards): wait while loading; a page for staff sends anyone signed
 * out, or whose profile the rule refuses (a pending user), to /login; the guest-only /login sends
 * someone the rule lets in to the dashboard.
 */
export type GuardDecision = { action: "wait" } | { action: "render" } | { action: "redirect"; to: string };
export type ProfileRule = (profile: AuthProfile) => boolean;

export function staffGuard(state: AuthState, mayEnter: ProfileRule): GuardDecision {
  if (state.status === "loading") return { action: "wait" };
  if (!isSignedIn(state) || !state.profile || !mayEnter(state.profile)) return { action: "redirect", to: "/login" };
  return { action: "render" };
}

export function guestGuard(state: AuthState, mayEnter: ProfileRule): GuardDecision {
  if (state.status === "loading") return { action: "wait" };
  if (isSignedIn(state) && state.profile && mayEnter(state.profile)) return { action: "redirect", to: "/admin/dashboard" };
  return { action: "render" };
}
