import { describe, expect, it } from "vitest";
import { parseRoleChange, ROLE_CHANGE_INTENT } from "./role-change-schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("parseRoleChange", () => {
  it("accepts each of the three roles for a uid", () => {
    for (const role of ["pending", "editor", "admin"]) {
      expect(parseRoleChange(form({ intent: ROLE_CHANGE_INTENT, uid: " abc ", role }))).toEqual({
        ok: true,
        change: { intent: ROLE_CHANGE_INTENT, uid: "abc", role },
      });
    }
  });

  it("calls a role outside the three an invalid role", () => {
    for (const role of ["owner", "Admin", "", "admin "]) {
      expect(parseRoleChange(form({ intent: ROLE_CHANGE_INTENT, uid: "abc", role }))).toEqual({
        ok: false,
        reason: "invalid-role",
      });
    }
  });

  it("calls a form with missing or wrong fields a bad request", () => {
    expect(parseRoleChange(form({ intent: ROLE_CHANGE_INTENT, role: "editor" }))).toEqual({ ok: false, reason: "bad-request" });
    expect(parseRoleChange(form({ intent: ROLE_CHANGE_INTENT, uid: "abc" }))).toEqual({ ok: false, reason: "bad-request" });
    expect(parseRoleChange(form({ uid: "abc", role: "editor" }))).toEqual({ ok: false, reason: "bad-request" });
    expect(parseRoleChange(form({ intent: "delete", uid: "abc", role: "editor" }))).toEqual({ ok: false, reason: "bad-request" });
    expect(parseRoleChange(form({ intent: ROLE_CHANGE_INTENT, uid: "x".repeat(256), role: "editor" }))).toEqual({
      ok: false,
      reason: "bad-request",
    });
  });

  it("ignores a file where text is expected", () => {
    const data = form({ intent: ROLE_CHANGE_INTENT, role: "editor" });
    data.append("uid", new Blob(["abc"]), "uid.txt");
    expect(parseRoleChange(data)).toEqual({ ok: false, reason: "bad-request" });
  });
});
