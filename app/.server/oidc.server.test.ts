import { describe, expect, it } from "vitest";
import { identityUid } from "~/features/users/users.server";
import { parseEnv } from "./env";
import { uidFor } from "./oidc-identity.server";
import { safeReturnTo } from "./oidc.server";
import { signInNotices } from "./sign-in-notices.server";

describe("uidFor", () => {
  // Profiles are keyed by this value: a change would leave every existing person without theirs.
  it("keeps the uid of an identity that profiles are already stored under", () => {
    for (const [issuer, sub, uid] of [
      ["https://accounts.google.com", "110169484474386276334", "Gmraw2_OsTYwvAAVluJ2S3vcQwdw5Z5A10Iv_buP3GI"],
      ["accounts.google.com", "110169484474386276334", "Gmraw2_OsTYwvAAVluJ2S3vcQwdw5Z5A10Iv_buP3GI"],
      ["local-idp", "abc", "JFsWQDy6gH-a7sc-J2mDm1K-_wdKrnIdJV8GbKR2Cgw"],
      ["https://login.example.com/", "ผู้ใช้", "RPnVFFA05C_2-uNt4MZFD-npOutHBIPcPeEGzZy3kSI"],
    ] as const) {
      expect(uidFor(issuer, sub)).toBe(uid);
      expect(identityUid(issuer, sub)).toBe(uid);
    }
  });

  it("is the same for Google's two ways of writing its issuer", () => {
    expect(uidFor("accounts.google.com", "1")).toBe(uidFor("https://accounts.google.com", "1"));
    expect(uidFor("https://accounts.google.com", "1")).not.toBe(uidFor("https://accounts.google.com", "2"));
  });
});

describe("safeReturnTo", () => {
  it("keeps local paths and replaces anything that could leave the site", () => {
    expect(safeReturnTo("/admin/users?x=1")).toBe("/admin/users?x=1");
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "admin", "", undefined, 42, "/a\nb"]) {
      expect(safeReturnTo(bad)).toBe("/admin/dashboard");
    }
  });
});

describe("signInNotices", () => {
  const base = { DATA_DIR: "/nonexistent", SESSION_SECRET: "s".repeat(32) };
  it("says the local provider is offered and why", () => {
    const [notice, ...rest] = signInNotices(parseEnv(base));
    expect(notice?.level).toBe("notice");
    expect(notice?.message).toMatch(
      /built-in local identity provider at http:\/\/localhost:3000\/local-idp, because no Google client is configured and the site is on loopback \(http:\/\/localhost:3000\)/,
    );
    expect(rest).toEqual([]);
  });

  it("warns when LOCAL_IDP=on exposes it", () => {
    const notices = signInNotices(parseEnv({ ...base, LOCAL_IDP: "on", HOST: "0.0.0.0" }));
    expect(notices.map((n) => n.level)).toEqual(["notice", "warn"]);
    expect(notices[1]?.message).toMatch(/anyone who can reach this server/);
  });

  it("says Google is configured, without its secret", () => {
    const notices = signInNotices(
      parseEnv({ ...base, GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "GOCSPX-secret" }),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toMatch(/^Sign-in: Google \(https:\/\/accounts\.google\.com\)/);
    expect(JSON.stringify(notices)).not.toContain("GOCSPX-secret");
  });

  it("warns when nobody can sign in", () => {
    expect(signInNotices(parseEnv({ ...base, LOCAL_IDP: "off" }))).toEqual([
      { level: "warn", message: expect.stringMatching(/^Sign-in: unavailable/) },
    ]);
  });

  it("says why staff sign-in is off on a public site without Google, and how to turn it on", () => {
    const [notice] = signInNotices(parseEnv({ ...base, SITE_URL: "https://www.example.co.th" }));
    expect(notice?.level).toBe("warn");
    expect(notice?.message).toContain("SITE_URL (https://www.example.co.th) is a public origin");
    expect(notice?.message).toContain("set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, and ADMIN_EMAILS");
  });
});
