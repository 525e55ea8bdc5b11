import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_CHANNEL, type OutcomeCode } from "./auth-channel";
import { watchLateSignIn } from "./popup-sign-in";

describe("a sign-in that finishes after /login stopped waiting", () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  const watch = (cookie: OutcomeCode | null = null) => {
    const target = new EventTarget();
    const signedIn = vi.fn();
    stops.push(watchLateSignIn(signedIn, { takeCookie: () => cookie, target }));
    return { target, signedIn };
  };

  it("goes on when the callback's message arrives late", async () => {
    const { signedIn } = watch();
    const callback = new BroadcastChannel(AUTH_CHANNEL);
    callback.postMessage({ type: "sign-in", ok: false, error: "failed" });
    callback.postMessage({ type: "sign-in", ok: true, redirectTo: "/admin/dashboard" });
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalledWith("/admin/dashboard"));
    // A late failure is not news: the person already read "cancelled".
    expect(signedIn).toHaveBeenCalledTimes(1);
    callback.close();
  });

  it("goes on when the person comes back to the window and the callback left its cookie", () => {
    const { target, signedIn } = watch("ok");
    target.dispatchEvent(new Event("focus"));
    expect(signedIn).toHaveBeenCalledWith("/login");
  });

  it("stays when nothing finished", () => {
    const { target, signedIn } = watch("cancelled");
    target.dispatchEvent(new Event("focus"));
    expect(signedIn).not.toHaveBeenCalled();
  });
});
