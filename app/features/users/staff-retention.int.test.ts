// Staff accounts after access ends, on PGlite and PostgreSQL, with a fixed clock.
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "~/.server/db/schema";
import { createSession, SESSION_DEFAULTS } from "~/.server/sessions.server";
import { daysBefore } from "~/lib/retention";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { deleteFormerStaffAccounts } from "./staff-retention.server";
import { changeRole } from "./role-changes.server";

describe.each(databaseKinds)("staff account retention on %s", (kind) => {
  const database = suiteDatabase(kind);

  it("deletes an account 90 days after its access ended, not a minute sooner, and never one with a role", async () => {
    const now = new Date("2030-06-15T00:00:00Z");
    const cutOff = daysBefore(now, 90);
    const minute = 60_000;
    const person = (uid: string, role: "pending" | "editor" | "admin", updatedAt: Date) => ({
      uid,
      email: `${uid}@example.com`,
      displayName: uid,
      role,
      createdAt: new Date("2029-01-01T00:00:00Z"),
      lastLogin: updatedAt,
      updatedAt,
    });
    await database.db
      .insert(users)
      .values([
        person("former-past", "pending", new Date(cutOff.getTime() - minute)),
        person("former-inside", "pending", new Date(cutOff.getTime() + minute)),
        person("editor-old", "editor", new Date("2020-01-01T00:00:00Z")),
        person("admin-old", "admin", new Date("2020-01-01T00:00:00Z")),
      ]);
    await createSession(database.db, "former-past", { ...SESSION_DEFAULTS, now: new Date(cutOff.getTime() - minute) });

    expect(await deleteFormerStaffAccounts(database.db, { now, days: 90, dryRun: true })).toEqual(["former-past"]);
    expect(await database.db.$count(users)).toBe(4);

    expect(await deleteFormerStaffAccounts(database.db, { now, days: 90 })).toEqual(["former-past"]);
    const left = await database.db.select({ uid: users.uid }).from(users).orderBy(asc(users.uid));
    expect(left.map((row) => row.uid)).toEqual(["admin-old", "editor-old", "former-inside"]);
    expect(await database.db.$count(sessions)).toBe(0);
    expect(await deleteFormerStaffAccounts(database.db, { now, days: 90 })).toEqual([]);
  });

  it("counts from the role change that ended access", async () => {
    await changeRole(database.db, { actorUid: "admin-old", targetUid: "editor-old", role: "pending" });
    // The database clock set updated_at: 89 days later the account stays, 91 days later it goes.
    const day = 24 * 60 * 60_000;
    expect(
      await deleteFormerStaffAccounts(database.db, { now: new Date(Date.now() + 89 * day), days: 90, dryRun: true }),
    ).not.toContain("editor-old");
    expect(await deleteFormerStaffAccounts(database.db, { now: new Date(Date.now() + 91 * day), days: 90 })).toContain(
      "editor-old",
    );
  });
});
