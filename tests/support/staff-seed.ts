// Gives an e2e database its editor before the server starts (tests/support/staff.ts explains the
// accounts). The row has the uid the built-in provider's sign-in will compute for that e-mail, so
// the first real sign-in finds it and keeps its role (sign-in never lowers a role).
import { sql } from "drizzle-orm";
import type { Db } from "../../app/.server/db/client";
import { users } from "../../app/.server/db/schema";
import { LOCAL_IDP_UID_ISSUER } from "../../app/.server/oidc-identity.server";
import { identityUid } from "../../app/features/users/users.server";
import { subjectFor } from "../../server/local-idp/provider";
import { STAFF_ACCOUNTS } from "./staff";

/** The profile id a sign-in through the built-in provider gives this e-mail. */
export function localIdpUid(email: string): string {
  return identityUid(LOCAL_IDP_UID_ISSUER, subjectFor(email));
}

export async function seedStaffAccounts(db: Db): Promise<void> {
  const { email, name } = STAFF_ACCOUNTS.editor;
  await db
    .insert(users)
    .values({ uid: localIdpUid(email), email, displayName: name, emailVerified: true, role: "editor" })
    .onConflictDoUpdate({ target: users.uid, set: { role: "editor", updatedAt: sql`now()` } });
}
