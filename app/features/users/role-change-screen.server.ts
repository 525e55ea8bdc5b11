// The Users screen's role change as one use-case: who may send the form at all, the change itself,
// and what each refusal is called and answered with (HTTP status), so the route only reads the
// form and replies.
import type { Db } from "~/.server/db/client";
import type { EarlyCheck } from "~/.server/forms.server";
import { logger } from "~/.server/logger";
import type { RoleChange, RoleChangeSuccess } from "./role-change-schema";
import { changeRole } from "./role-changes.server";
import { canEnterAdmin, isAdmin, type Role } from "./roles";
import { isUserError, type UserErrorCode } from "./user-errors";
import type { RoleChangeFailure } from "./users-messages";

/** A refusal the screen explains in the row (below 500); anything else is role-update-failed. */
const statusFor: Partial<Record<UserErrorCode, number>> = {
  "insufficient-permissions": 403,
  "invalid-role": 400,
  "user-not-found": 404,
  "last-admin": 409,
};

const reasonKey = (reason: RoleChangeFailure) => `errors.reasons.${reason}` as const;

/**
 * The permission comes before the fields, as in the service: a non-admin learns nothing about the
 * form (readForm's early check, which drops the fields' errors).
 */
export function adminOnlyRoleForm(actorRole: Role, t: (key: ReturnType<typeof reasonKey>) => string): () => EarlyCheck {
  return () => (isAdmin(actorRole) ? null : { refuse: t(reasonKey("insufficient-permissions")), status: 403 });
}

export type RoleChangeOutcome =
  | { ok: true; success: RoleChangeSuccess; leaveTo: string | null }
  | { ok: false; status: number; messageKey: ReturnType<typeof reasonKey> };

export async function changeRoleOnScreen(db: Db, actorUid: string, change: RoleChange): Promise<RoleChangeOutcome> {
  try {
    const updated = await changeRole(db, { actorUid, targetUid: change.uid, role: change.role });
    const self = updated.uid === actorUid;
    // Their own profile changed: without the role for this screen (or the admin area) they leave it.
    const leaveTo = !self ? null : !canEnterAdmin(updated.role) ? "/login" : !isAdmin(updated.role) ? "/admin/dashboard" : null;
    return {
      ok: true,
      success: { uid: change.uid, name: updated.displayName || updated.email, role: updated.role, self },
      leaveTo,
    };
  } catch (error) {
    const status = isUserError(error) ? statusFor[error.code] : undefined;
    if (isUserError(error) && status) return { ok: false, status, messageKey: reasonKey(error.code as RoleChangeFailure) };
    logger.error("A role change failed", error instanceof Error ? error.message : String(error));
    return { ok: false, status: 500, messageKey: reasonKey("role-update-failed") };
  }
}
