// The Users screen's role form, shared by the form and the action (client-safe).
import { z } from "zod";
import { roles } from "./roles";

export const ROLE_CHANGE_INTENT = "change-role";

/** The longest uid the users service accepts (its MAX_UID). */
const MAX_UID = 255;

export const RoleChangeSchema = z.object({
  intent: z.literal(ROLE_CHANGE_INTENT),
  uid: z.string().trim().min(1).max(MAX_UID),
  role: z.enum(roles),
});

export type RoleChange = z.infer<typeof RoleChangeSchema>;

/**
 * A submitted form, parsed. A role outside the three is told apart from a form that is missing
 * fields, so the screen can say which (both change nothing).
 */
export function parseRoleChange(
  form: FormData,
): { ok: true; change: RoleChange } | { ok: false; reason: "invalid-role" | "bad-request" } {
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === "string" ? entry : undefined;
  };
  const parsed = RoleChangeSchema.safeParse({ intent: value("intent"), uid: value("uid"), role: value("role") });
  if (parsed.success) return { ok: true, change: parsed.data };
  const onlyRole = parsed.error.issues.every((issue) => issue.path[0] === "role");
  return { ok: false, reason: onlyRole && value("role") !== undefined ? "invalid-role" : "bad-request" };
}
