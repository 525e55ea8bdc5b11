// The Users screen's role form, shared by the form and the action (client-safe). Its messages are
// keys of the screen's catalogue (users-messages.ts): a role outside the three is told apart from
// a form that is missing fields, so the screen can say which (both change nothing).
import { z } from "zod";
import type { FormReply } from "~/lib/forms/form-reply";
import { catalogueErrorText, type ErrorText } from "~/lib/forms/parse-form";
import { type Role, roles } from "./roles";

export const ROLE_CHANGE_INTENT = "change-role";

/** The longest uid the users service accepts (its MAX_UID). */
const MAX_UID = 255;

const BAD_REQUEST = "errors.reasons.bad-request";

export const RoleChangeSchema = z.object({
  intent: z.literal(ROLE_CHANGE_INTENT, BAD_REQUEST),
  uid: z.string(BAD_REQUEST).trim().min(1, BAD_REQUEST).max(MAX_UID, BAD_REQUEST),
  // A role that was not sent at all is an incomplete form; one that was sent but is not a role, a wrong choice.
  role: z.enum(roles, { error: (issue) => (issue.input === undefined ? BAD_REQUEST : "errors.reasons.invalid-role") }),
});

export type RoleChange = z.output<typeof RoleChangeSchema>;

/** The role form's errors in one language; input no form sends reads as an incomplete request. */
export function roleChangeErrorText(t: (key: string) => string): ErrorText {
  return catalogueErrorText(t, { fallbackKey: BAD_REQUEST });
}

/** What an accepted role change says: the status line's words, and whether it was the admin's own role. */
export interface RoleChangeSuccess {
  uid: string;
  name: string;
  role: Role;
  self: boolean;
}

export type RoleChangeReply = FormReply<RoleChangeSuccess>;
