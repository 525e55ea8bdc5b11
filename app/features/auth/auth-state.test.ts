import { describe, expect, it } from "vitest";
import {
  type AuthProfile,
  type AuthUser,
  authReducer,
  authStateFrom,
  guestGuard,
  initialAuthState,
  isSignedIn,
  staffGuard,
} from "./auth-state";

const user: AuthUser = {
  uid: "u1",
  email: "malee@example.com",
  displayName: "Malee",
  photoURL: null,
  emailVerified: true,
};
const profile = (role: string, uid = "u1"): AuthProfile => ({
  uid,
  email: "malee@example.com",
  displayName: "Malee",
  photoURL: null,
  role,
});
const staffOnly = (p: AuthProfile) => p.role === "admin" || p.role === "editor";

describe("auth state", () => {
  it("is loading at start, with no user, no profile and no error", () => {
    expect(initialAuthState).toEqual({ status: "loading", user: null, profile: null, error: null });
  });

  it("is initialised when the first sign-in state arrives: signed out means no user and no profile", () => {
    const state = authStateFrom({ type: "auth-changed", user: null });
    expect(state).toEqual({ status: "initialised", user: null, profile: null, error: null });
    expect(isSignedIn(state)).toBe(false);
  });

  it("is signed in only with a user plus their profile", () => {
    const userOnly = authStateFrom({ type: "auth-changed", user });
    expect(userOnly.status).toBe("initialised");
    expect(isSignedIn(userOnly)).toBe(false);
    const both = authReducer(userOnly, { type: "profile-loaded", profile: profile("editor") });
    expect(both).toEqual({ status: "initialised", user, profile: profile("editor"), error: null });
    expect(isSignedIn(both)).toBe(true);
  });

  it("is initialised even on error, with the catalogue's authentication error", () => {
    const state = authStateFrom({ type: "auth-failed" });
    expect(state).toEqual({ status: "initialised", user: null, profile: null, error: "authError" });
  });

  it("stores a profile load failure: the user stays, there is no profile, so not signed in", () => {
    const state = authStateFrom({ type: "auth-changed", user }, { type: "profile-load-failed" });
    expect(state).toEqual({ status: "initialised", user, profile: null, error: "profileLoadFailed" });
    expect(isSignedIn(state)).toBe(false);
  });

  it("reloads the profile after the user's own role changed", () => {
    const before = authStateFrom({ type: "auth-changed", user }, { type: "profile-loaded", profile: profile("admin") });
    const after = authReducer(before, { type: "profile-loaded", profile: profile("editor") });
    expect(after.profile?.role).toBe("editor");
    expect(after.user).toBe(user);
  });

  it("drops a profile that is not the current user's", () => {
    const state = authStateFrom({ type: "auth-changed", user });
    expect(authReducer(state, { type: "profile-loaded", profile: profile("admin", "someone-else") })).toBe(state);
    expect(authReducer(initialAuthState, { type: "profile-loaded", profile: profile("admin") })).toBe(initialAuthState);
  });

  it("forgets the previous person's profile when another user signs in", () => {
    const first = authStateFrom({ type: "auth-changed", user }, { type: "profile-loaded", profile: profile("admin") });
    const next = authReducer(first, { type: "auth-changed", user: { ...user, uid: "u2" } });
    expect(next.profile).toBeNull();
    const same = authReducer(first, { type: "auth-changed", user });
    expect(same.profile).toEqual(profile("admin"));
  });

  it("a failed sign-out keeps the person signed in and stores the sign-out error", () => {
    const signedIn = authStateFrom({ type: "auth-changed", user }, { type: "profile-loaded", profile: profile("admin") });
    const failed = authReducer(signedIn, { type: "sign-out-failed" });
    expect(failed).toEqual({ ...signedIn, error: "signOutFailed" });
    expect(isSignedIn(failed)).toBe(true);
  });

  it("signing out clears user, profile and error", () => {
    const signedIn = authStateFrom(
      { type: "auth-changed", user },
      { type: "profile-loaded", profile: profile("admin") },
      { type: "sign-out-failed" },
    );
    expect(authReducer(signedIn, { type: "signed-out" })).toEqual({
      status: "initialised",
      user: null,
      profile: null,
      error: null,
    });
  });

  it("the stored error can be dismissed, and nothing else changes", () => {
    const failed = authStateFrom({ type: "auth-changed", user }, { type: "profile-load-failed" });
    expect(authReducer(failed, { type: "error-dismissed" })).toEqual({ ...failed, error: null });
    const clean = authStateFrom({ type: "auth-changed", user: null });
    expect(authReducer(clean, { type: "error-dismissed" })).toBe(clean);
  });

  it("a new sign-in state clears an old error", () => {
    const failed = authStateFrom({ type: "auth-failed" });
    expect(authReducer(failed, { type: "auth-changed", user }).error).toBeNull();
  });
});

describe("guards", () => {
  const signedInAs = (role: string) =>
    authStateFrom({ type: "auth-changed", user }, { type: "profile-loaded", profile: profile(role) });

  it("wait while the auth state is loading: no flash of either screen", () => {
    expect(staffGuard(initialAuthState, staffOnly)).toEqual({ action: "wait" });
    expect(guestGuard(initialAuthState, staffOnly)).toEqual({ action: "wait" });
  });

  it("a staff page sends signed-out, errored and pending people to /login and lets staff in", () => {
    const toLogin = { action: "redirect", to: "/login" };
    expect(staffGuard(authStateFrom({ type: "auth-changed", user: null }), staffOnly)).toEqual(toLogin);
    expect(staffGuard(authStateFrom({ type: "auth-failed" }), staffOnly)).toEqual(toLogin);
    expect(staffGuard(authStateFrom({ type: "auth-changed", user }, { type: "profile-load-failed" }), staffOnly)).toEqual(
      toLogin,
    );
    expect(staffGuard(signedInAs("pending"), staffOnly)).toEqual(toLogin);
    expect(staffGuard(signedInAs("editor"), staffOnly)).toEqual({ action: "render" });
    expect(staffGuard(signedInAs("admin"), staffOnly)).toEqual({ action: "render" });
  });

  it("the guest-only /login sends staff to the dashboard and shows itself to everyone else", () => {
    const toDashboard = { action: "redirect", to: "/admin/dashboard" };
    expect(guestGuard(signedInAs("admin"), staffOnly)).toEqual(toDashboard);
    expect(guestGuard(signedInAs("editor"), staffOnly)).toEqual(toDashboard);
    expect(guestGuard(signedInAs("pending"), staffOnly)).toEqual({ action: "render" });
    expect(guestGuard(authStateFrom({ type: "auth-changed", user: null }), staffOnly)).toEqual({ action: "render" });
    expect(guestGuard(authStateFrom({ type: "auth-failed" }), staffOnly)).toEqual({ action: "render" });
  });
});
