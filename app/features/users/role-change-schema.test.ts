import { describe, expect, it } from "vitest";
import { messagesT } from "~/i18n/messages";
import { parseForm } from "~/lib/forms/parse-form";
import { ROLE_CHANGE_INTENT, RoleChangeSchema, roleChangeErrorText } from "./role-change-schema";
import { usersMessages } from "./users-messages";

const reasons = usersMessages.en.errors.reasons;
const errorText = roleChangeErrorText(messagesT(usersMessages, "en") as (key: string) => string);

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const check = (data: FormData) => parseForm(data, RoleChangeSchema, errorText);
const errorsOf = (data: FormData) => check(data).reply().error;

describe("RoleChangeSchema", () => {
  it("accepts each of the three roles for a uid", () => {
    for (const role of ["pending", "editor", "admin"]) {
      const submission = check(form({ intent: ROLE_CHANGE_INTENT, uid: " abc ", role }));
      expect(submission.status).toBe("success");
      expect(submission.status === "success" && submission.value).toEqual({ intent: ROLE_CHANGE_INTENT, uid: "abc", role });
    }
  });

  it("calls a role outside the three an invalid role", () => {
    for (const role of ["owner", "Admin", "", "admin "]) {
      expect(errorsOf(form({ intent: ROLE_CHANGE_INTENT, uid: "abc", role }))).toEqual({ role: [reasons["invalid-role"]] });
    }
  });

  it("calls a form with missing or wrong fields an incomplete request", () => {
    expect(errorsOf(form({ intent: ROLE_CHANGE_INTENT, role: "editor" }))).toEqual({ uid: [reasons["bad-request"]] });
    expect(errorsOf(form({ intent: ROLE_CHANGE_INTENT, uid: "abc" }))).toEqual({ role: [reasons["bad-request"]] });
    expect(errorsOf(form({ uid: "abc", role: "editor" }))).toEqual({ intent: [reasons["bad-request"]] });
    expect(errorsOf(form({ intent: "delete", uid: "abc", role: "editor" }))).toEqual({ intent: [reasons["bad-request"]] });
    expect(errorsOf(form({ intent: ROLE_CHANGE_INTENT, uid: "x".repeat(256), role: "editor" }))).toEqual({
      uid: [reasons["bad-request"]],
    });
  });

  it("refuses a file where text is expected", () => {
    const data = form({ intent: ROLE_CHANGE_INTENT, role: "editor" });
    data.append("uid", new Blob(["abc"]), "uid.txt");
    expect(errorsOf(data)).toEqual({ uid: [reasons["bad-request"]] });
  });

  it("says the same in Thai", () => {
    const thai = roleChangeErrorText(messagesT(usersMessages, "th") as (key: string) => string);
    const submission = parseForm(form({ intent: ROLE_CHANGE_INTENT, uid: "abc", role: "owner" }), RoleChangeSchema, thai);
    expect(submission.reply().error).toEqual({ role: [usersMessages.th.errors.reasons["invalid-role"]] });
  });
});
