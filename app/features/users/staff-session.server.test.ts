import { describe, expect, it } from "vitest";
import {
  clearSessionCookie,
  isPopupFlow,
  popupModeCookie,
  readSessionToken,
  sessionCookie,
  sessionCookieName,
} from "./staff-session.server";

const https = { secureSite: true, siteUrl: "https://siamwebstudio.example" };
const http = { secureSite: false, siteUrl: "http://127.0.0.1:3000" };
const expires = new Date("2026-01-02T03:04:05Z");

describe("session cookie", () => {
  it("is __Host-session with Secure, Path=/ and no Domain on an https site", () => {
    const cookie = sessionCookie(https, "token", expires);
    expect(sessionCookieName(https)).toBe("__Host-session");
    expect(cookie).toBe("__Host-session=token; Expires=Fri, 02 Jan 2026 03:04:05 GMT; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("is plain `session` without Secure on a local http site", () => {
    expect(sessionCookie(http, "token", expires)).toBe(
      "session=token; Expires=Fri, 02 Jan 2026 03:04:05 GMT; Path=/; HttpOnly; SameSite=Lax",
    );
    expect(clearSessionCookie(http)).toMatch(/^session=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=\/; HttpOnly/);
  });

  it("is read by its own name only", () => {
    const request = new Request("http://x/", { headers: { Cookie: "lang=th; my_session=evil; session=abc; x=1" } });
    expect(readSessionToken(request, http)).toBe("abc");
    expect(readSessionToken(request, https)).toBeUndefined();
    expect(readSessionToken(new Request("http://x/"), http)).toBeUndefined();
  });

  it("names a popup flow only while the marker cookie is set", () => {
    expect(popupModeCookie(http, true)).toBe("auth-popup=1; Max-Age=900; Path=/auth; HttpOnly; SameSite=Lax");
    expect(popupModeCookie(https, false)).toMatch(/^auth-popup=; Max-Age=0; .*Secure$/);
    expect(isPopupFlow(new Request("http://x/", { headers: { Cookie: "auth-popup=1" } }))).toBe(true);
    expect(isPopupFlow(new Request("http://x/"))).toBe(false);
  });
});
