// The trail of role changes on PGlite and PostgreSQL: every change, by whichever door it came
// (the Users screen, the operator's command, ADMIN_EMAILS at sign-in), is one row with who, whose,
// from and to, written with the change itself; refused and empty changes leave no row; two admins
// changing one person at once leave a trail that matches what was stored.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { roleAudit, users } from "~/.server/db/schema";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { listRoleChanges } from "./role-audit.server";
import { changeRole, setRoleByEmail } from "./role-changes.server";
import { recordSignIn } from "./users.server";

describe.each(databaseKinds)("role change audit on %s", (kind) => {
  const database = suiteDatabase(kind);
  const db = () => database.db;

  beforeEach(async () => {
    await db().delete(roleAudit);
    await db().delete(users);
    await db()
      .insert(users)
      .values([
        { uid: "test:boss", email: "boss@example.com", role: "admin" },
        { uid: "test:second", email: "second@example.com", role: "admin" },
        { uid: "test:malee", email: "malee@example.com", role: "pending" },
      ]);
  });
  const roleOf = async (uid: string) => (await db().select().from(users).where(eq(users.uid, uid)))[0]?.role;

  it("records who changed whose role, from and to, newest first", async () => {
    await changeRole(db(), { actorUid: "test:boss", targetUid: "test:malee", role: "editor" });
    await changeRole(db(), { actorUid: "test:second", targetUid: "test:malee", role: "admin" });
    const trail = await listRoleChanges(db());
    expect(
      trail.map(({ actorKind, actorEmail, targetEmail, from, to }) => ({ actorKind, actorEmail, targetEmail, from, to })),
    ).toEqual([
      { actorKind: "admin", actorEmail: "second@example.com", targetEmail: "malee@example.com", from: "editor", to: "admin" },
      { actorKind: "admin", actorEmail: "boss@example.com", targetEmail: "malee@example.com", from: "pending", to: "editor" },
    ]);
    expect(Date.parse(trail[0]?.changedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("records nothing for a change to the same role, or one that was refused", async () => {
    await changeRole(db(), { actorUid: "test:boss", targetUid: "test:malee", role: "pending" });
    await expect(changeRole(db(), { actorUid: "test:malee", targetUid: "test:boss", role: "pending" })).rejects.toMatchObject({
      code: "insufficient-permissions",
    });
    await expect(changeRole(db(), { actorUid: "test:boss", targetUid: "test:malee", role: "owner" })).rejects.toMatchObject({
      code: "invalid-role",
    });
    expect(await listRoleChanges(db())).toEqual([]);
  });

  it("records the operator's command and ADMIN_EMAILS at sign-in as such", async () => {
    await setRoleByEmail(db(), "MALEE@example.com", "editor");
    const identity = { uid: "google:77", email: "owner@example.com", displayName: "Owner", photoURL: null, emailVerified: true };
    await recordSignIn(db(), identity, { adminEmails: ["owner@example.com"] });
    // Signing in again as an admin already is no change.
    await recordSignIn(db(), identity, { adminEmails: ["owner@example.com"] });
    const trail = await listRoleChanges(db());
    expect(
      trail.map(({ actorKind, actorEmail, targetEmail, from, to }) => ({ actorKind, actorEmail, targetEmail, from, to })),
    ).toEqual([
      { actorKind: "admin-emails", actorEmail: null, targetEmail: "owner@example.com", from: null, to: "admin" },
      { actorKind: "command", actorEmail: null, targetEmail: "malee@example.com", from: "pending", to: "editor" },
    ]);
  });

  it("keeps a trail that matches what was stored when two admins change one person at once", async () => {
    for (let round = 0; round < 5; round++) {
      await db().update(users).set({ role: "pending" }).where(eq(users.uid, "test:malee"));
      await db().delete(roleAudit);
      await Promise.all([
        changeRole(db(), { actorUid: "test:boss", targetUid: "test:malee", role: "editor" }),
        changeRole(db(), { actorUid: "test:second", targetUid: "test:malee", role: "admin" }),
      ]);
      const trail = (await listRoleChanges(db())).reverse();
      expect(trail).toHaveLength(2);
      // Each change starts from what the one before it left, and the last one is what is stored.
      expect(trail[0]?.from).toBe("pending");
      expect(trail[1]?.from).toBe(trail[0]?.to);
      expect(await roleOf("test:malee")).toBe(trail[1]?.to);
    }
  });
});
