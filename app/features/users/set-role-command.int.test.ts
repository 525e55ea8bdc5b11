import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { EXIT, parseSetRoleArgs, runSetRole, SET_ROLE_USAGE } from "./set-role-command.server";
import { identityUid, recordSignIn } from "./users.server";

describe("users:set-role arguments", () => {
  it("reads an e-mail and a role, with or without npm's `--`", () => {
    expect(parseSetRoleArgs(["anna@example.com", "admin"])).toEqual({ email: "anna@example.com", role: "admin" });
    expect(parseSetRoleArgs(["--", "anna@example.com", "Editor"])).toEqual({ email: "anna@example.com", role: "editor" });
  });

  it("answers a wrong call with the usage and exit code 2", () => {
    for (const argv of [[], ["anna@example.com"], ["anna@example.com", "admin", "extra"], ["--help"], ["-h", "x"]]) {
      expect(parseSetRoleArgs(argv)).toEqual({ exitCode: EXIT.usage, lines: [SET_ROLE_USAGE] });
    }
    expect(parseSetRoleArgs(["anna@example.com", "superuser"])).toEqual({
      exitCode: EXIT.usage,
      lines: ['"superuser" is not a role: use pending, editor, admin.', SET_ROLE_USAGE],
    });
    expect(parseSetRoleArgs(["anna", "admin"])).toEqual({
      exitCode: EXIT.usage,
      lines: ['"anna" is not an e-mail address.', SET_ROLE_USAGE],
    });
  });
});

describe.each(databaseKinds)("users:set-role on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  const uid = identityUid("local", "anna");
  const roleOf = async () => (await db.select({ role: users.role }).from(users).where(eq(users.uid, uid)))[0]?.role;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
    db = database.db;
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await db.delete(users);
    await recordSignIn(db, { uid, email: "anna@example.com", displayName: "Anna", emailVerified: true }, { adminEmails: [] });
  });

  it("sets the role of the user with that e-mail, whatever its case", async () => {
    expect(await runSetRole(db, { email: "Anna@Example.com", role: "admin" })).toEqual({
      exitCode: EXIT.ok,
      lines: ["anna@example.com is now admin."],
    });
    expect(await roleOf()).toBe("admin");
  });

  it("warns when no admin is left, and still does what the operator asked", async () => {
    await runSetRole(db, { email: "anna@example.com", role: "admin" });
    const result = await runSetRole(db, { email: "anna@example.com", role: "editor" });
    expect(result.exitCode).toBe(EXIT.ok);
    expect(result.lines).toEqual(["anna@example.com is now editor.", expect.stringMatching(/^Warning: no admin is left/)]);
    expect(await roleOf()).toBe("editor");
  });

  it("says so, with exit code 1, when no user has the e-mail, and changes nothing", async () => {
    expect(await runSetRole(db, { email: "nobody@example.com", role: "admin" })).toEqual({
      exitCode: EXIT.failed,
      lines: ["No user has the e-mail nobody@example.com. They must sign in once before a role can be set."],
    });
    expect(await roleOf()).toBe("pending");
  });
});
