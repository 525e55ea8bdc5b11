import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/client";
import { sessions, userRoles, users } from "~/.server/db/schema";
import { createSession, SESSION_DEFAULTS } from "~/.server/sessions.server";
import { databaseKinds, openMigratedTestDatabase, suiteDatabase } from "../../../tests/support/test-database";
import { type Role, roles } from "./roles";
import { userCatalogue, type UserErrorCode, userErrorMessages } from "./user-errors";
import { changeRole } from "./role-changes.server";
import { getSignedInUser, getUser, identityUid, listUsers, recordSignIn, type SignInIdentity } from "./users.server";

/** Opening a second PGlite inside a test takes as long as a hook may (WebAssembly start-up). */
const OPENS_A_DATABASE = 30_000;

const ADMIN_EMAILS = ["Boss@Example.com", " owner@example.com "];
const noAdmins = { adminEmails: [] };

const identity = (name: string, extra: Partial<SignInIdentity> = {}): SignInIdentity => ({
  uid: identityUid("https://accounts.google.com", `sub-${name}`),
  email: `${name}@example.com`,
  displayName: `${name[0]?.toUpperCase()}${name.slice(1)} Tester`,
  photoURL: `https://lh3.googleusercontent.com/a/${name}`,
  emailVerified: true,
  ...extra,
});

async function expectUserError(promise: Promise<unknown>, code: UserErrorCode) {
  await expect(promise).rejects.toMatchObject({ name: "UserError", code, message: userErrorMessages[code] });
}

/** Text of a query that both drivers answer with { rows }. */
async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The database's clock to the microsecond, as text (a JS Date keeps only milliseconds). */
async function databaseNow(db: Db): Promise<string> {
  const [row] = await queryRows<{ now: string }>(db, sql`select clock_timestamp()::text as now`);
  if (!row) throw new Error("no clock");
  return row.now;
}

/** A user's timestamps to the microsecond, from the database itself. */
async function stamps(db: Db, uid: string) {
  const [row] = await queryRows<{ createdAt: string; lastLogin: string; updatedAt: string }>(
    db,
    sql`select created_at::text as "createdAt", last_login::text as "lastLogin", updated_at::text as "updatedAt"
        from users where uid = ${uid}`,
  );
  if (!row) throw new Error(`no user ${uid}`);
  return row;
}

/** True when the database orders the timestamps as given (a <= b <= c ...). */
async function inOrder(db: Db, ...values: string[]) {
  const checks = values.slice(1).map((value, i) => sql`${values[i]}::timestamptz <= ${value}::timestamptz`);
  const [result] = await queryRows<{ ok: boolean }>(db, sql`select ${sql.join(checks, sql` and `)} as ok`);
  return result?.ok;
}

const allUsers = (db: Db) => db.select().from(users).orderBy(asc(users.uid));

async function roleOf(db: Db, uid: string): Promise<Role | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.uid, uid));
  return row?.role;
}

async function setRole(db: Db, uid: string, role: Role) {
  await db.update(users).set({ role }).where(eq(users.uid, uid));
}

describe("identityUid", () => {
  it("is a fixed-length URL-safe id, the same for the same issuer and subject", () => {
    const uid = identityUid("https://accounts.google.com", "1234567890");
    expect(uid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(identityUid("https://accounts.google.com", "1234567890")).toBe(uid);
    expect(identityUid("accounts.google.com", "1234567890")).toBe(uid);
    expect(identityUid("https://accounts.google.com/", "1234567890")).toBe(uid);
  });

  it("differs when the issuer or the subject differs, including where they join", () => {
    const ids = new Set([
      identityUid("https://accounts.google.com", "1"),
      identityUid("https://accounts.google.com", "2"),
      identityUid("local", "1"),
      identityUid("local1", "x"),
      identityUid("local", "1x"),
    ]);
    expect(ids.size).toBe(5);
  });

  it("refuses an empty issuer or subject", () => {
    expect(() => identityUid("", "1")).toThrow(expect.objectContaining({ code: "invalid-identity" }));
    expect(() => identityUid("local", "")).toThrow(expect.objectContaining({ code: "invalid-identity" }));
  });

  it("names the same roles as the database's check constraint", () => {
    expect([...userRoles]).toEqual([...roles]);
  });
});

describe.each(databaseKinds)("users service on %s", (kind) => {
  const database = suiteDatabase(kind);
  let db: Db;

  beforeAll(() => {
    db = database.db;
  });
  beforeEach(async () => {
    await db.delete(users);
  });

  describe("sign-in", () => {
    it("creates the profile on first sign-in as pending, with the database's time in all three timestamps", async () => {
      const before = await databaseNow(db);
      const profile = await recordSignIn(db, identity("anna"), { adminEmails: ADMIN_EMAILS });
      const afterwards = await databaseNow(db);
      expect(profile).toEqual({
        uid: identity("anna").uid,
        email: "anna@example.com",
        displayName: "Anna Tester",
        photoURL: "https://lh3.googleusercontent.com/a/anna",
        emailVerified: true,
        role: "pending",
        createdAt: profile.createdAt,
        lastLogin: profile.createdAt,
        updatedAt: profile.createdAt,
      });
      const stored = await stamps(db, profile.uid);
      expect(stored.lastLogin).toBe(stored.createdAt);
      expect(stored.updatedAt).toBe(stored.createdAt);
      expect(await inOrder(db, before, stored.createdAt, afterwards)).toBe(true);
      expect(await getUser(db, profile.uid)).toEqual(profile);
    });

    it("updates last login and the identity's fields on every sign-in, and keeps role, creation and update times", async () => {
      const first = await recordSignIn(db, identity("ben"), noAdmins);
      await setRole(db, first.uid, "editor");
      const before = await stamps(db, first.uid);
      const second = await recordSignIn(
        db,
        identity("ben", {
          email: "Ben.New@Example.com",
          displayName: "  Benjamin  ",
          photoURL: null,
          emailVerified: false,
        }),
        noAdmins,
      );
      const afterwards = await stamps(db, first.uid);
      expect(second).toMatchObject({
        uid: first.uid,
        email: "ben.new@example.com",
        displayName: "Benjamin",
        photoURL: null,
        emailVerified: false,
        role: "editor",
        createdAt: first.createdAt,
      });
      expect(afterwards.createdAt).toBe(before.createdAt);
      expect(afterwards.updatedAt).toBe(before.updatedAt);
      expect(afterwards.lastLogin > before.lastLogin).toBe(true);
      expect(await inOrder(db, before.lastLogin, afterwards.lastLogin)).toBe(true);
      expect(await db.select().from(users)).toHaveLength(1);
    });

    it("makes a verified e-mail from ADMIN_EMAILS admin at first sign-in, whatever its case", async () => {
      const boss = await recordSignIn(db, identity("boss", { email: "BOSS@example.COM" }), { adminEmails: ADMIN_EMAILS });
      const owner = await recordSignIn(db, identity("owner"), { adminEmails: ADMIN_EMAILS });
      expect(boss).toMatchObject({ email: "boss@example.com", role: "admin" });
      expect(owner.role).toBe("admin");
      const stored = await stamps(db, boss.uid);
      expect(stored.updatedAt).toBe(stored.createdAt);
    });

    it("promotes an existing user whose e-mail is added to ADMIN_EMAILS at their next sign-in, and moves updatedAt", async () => {
      const first = await recordSignIn(db, identity("boss"), noAdmins);
      expect(first.role).toBe("pending");
      const before = await stamps(db, first.uid);
      const again = await recordSignIn(db, identity("boss"), { adminEmails: ADMIN_EMAILS });
      expect(again.role).toBe("admin");
      const afterwards = await stamps(db, first.uid);
      expect(afterwards.updatedAt).toBe(afterwards.lastLogin);
      expect(afterwards.updatedAt > before.updatedAt).toBe(true);

      // Already admin: signing in again does not count as a role change.
      await recordSignIn(db, identity("boss"), { adminEmails: ADMIN_EMAILS });
      expect((await stamps(db, first.uid)).updatedAt).toBe(afterwards.updatedAt);
    });

    it("restores admin at sign-in to a listed e-mail that was demoted, since the list is the operator's word", async () => {
      const boss = await recordSignIn(db, identity("boss"), { adminEmails: ADMIN_EMAILS });
      await setRole(db, boss.uid, "editor");
      expect((await recordSignIn(db, identity("boss"), { adminEmails: ADMIN_EMAILS })).role).toBe("admin");
    });

    it("never grants admin to an unverified e-mail, and never lowers a role", async () => {
      const boss = await recordSignIn(db, identity("boss", { emailVerified: false }), { adminEmails: ADMIN_EMAILS });
      expect(boss.role).toBe("pending");
      await setRole(db, boss.uid, "editor");
      expect((await recordSignIn(db, identity("boss", { emailVerified: false }), { adminEmails: ADMIN_EMAILS })).role).toBe(
        "editor",
      );
      const anna = await recordSignIn(db, identity("anna"), noAdmins);
      await setRole(db, anna.uid, "admin");
      expect((await recordSignIn(db, identity("anna"), noAdmins)).role).toBe("admin");
    });

    it("refuses a second identity with an e-mail another profile owns, and changes nothing", async () => {
      await recordSignIn(db, identity("anna"), noAdmins);
      const before = await allUsers(db);
      await expectUserError(
        recordSignIn(db, identity("anna", { uid: identityUid("local", "anna"), email: "ANNA@example.com" }), {
          adminEmails: ["anna@example.com"],
        }),
        "email-in-use",
      );
      expect(await allUsers(db)).toEqual(before);
    });

    it("refuses identities without a usable id or e-mail, and changes nothing", async () => {
      await recordSignIn(db, identity("anna"), noAdmins);
      const before = await allUsers(db);
      const bad: Partial<SignInIdentity>[] = [
        { uid: "" },
        { uid: "x".repeat(256) },
        { uid: "nul\u0000uid" },
        { email: "" },
        { email: "not-an-email" },
        { email: "two words@example.com" },
        { email: `${"x".repeat(320)}@example.com` },
        { email: "nul\u0000@example.com" },
        { displayName: "bad \ud800 name" },
        { emailVerified: "yes" as unknown as boolean },
      ];
      for (const fields of bad) {
        await expectUserError(recordSignIn(db, identity("zed", fields), noAdmins), "invalid-identity");
      }
      expect(await allUsers(db)).toEqual(before);
    });

    it("keeps only web addresses as photos, and long names cut to 200 characters", async () => {
      for (const photoURL of ["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/x.png", "not a url", ""]) {
        expect((await recordSignIn(db, identity("anna", { photoURL }), noAdmins)).photoURL, photoURL).toBeNull();
      }
      const named = await recordSignIn(
        db,
        identity("anna", { displayName: "ก".repeat(500), photoURL: "http://localhost:3000/a.png" }),
        noAdmins,
      );
      expect(named.displayName).toBe("ก".repeat(200));
      expect(named.photoURL).toBe("http://localhost:3000/a.png");
      expect((await recordSignIn(db, identity("anna", { displayName: null }), noAdmins)).displayName).toBe("");
    });
  });

  describe("reading", () => {
    it("answers an unknown or impossible uid with null", async () => {
      for (const uid of ["nobody", "", "x".repeat(1_000), "nul\u0000", "'; drop table users; --"]) {
        expect(await getUser(db, uid)).toBeNull();
      }
    });

    it("lists pending users first, oldest first, then everyone else by creation, with the pending count", async () => {
      const signIn = async (name: string, createdAt: string, role: Role) => {
        const profile = await recordSignIn(db, identity(name), noAdmins);
        await db
          .update(users)
          .set({ role, createdAt: new Date(createdAt) })
          .where(eq(users.uid, profile.uid));
        return profile.uid;
      };
      const admin = await signIn("admin", "2026-01-01T00:00:00Z", "admin");
      const editor = await signIn("editor", "2026-01-02T00:00:00Z", "editor");
      const newer = await signIn("newer", "2026-01-05T00:00:00Z", "pending");
      const older = await signIn("older", "2026-01-03T00:00:00Z", "pending");
      const oldest = await signIn("oldest", "2025-12-31T00:00:00Z", "editor");
      const list = await listUsers(db);
      expect(list.pendingCount).toBe(2);
      expect(list.users.map((user) => user.uid)).toEqual([older, newer, oldest, admin, editor]);
      expect(list.users[0]).toMatchObject({ email: "older@example.com", role: "pending" });
    });

    it("gives an empty list with no users", async () => {
      expect(await listUsers(db)).toEqual({ users: [], pendingCount: 0 });
    });
  });

  describe("role changes", () => {
    let admin: string;
    let editor: string;
    let pending: string;

    beforeEach(async () => {
      admin = (await recordSignIn(db, identity("boss"), { adminEmails: ADMIN_EMAILS })).uid;
      editor = (await recordSignIn(db, identity("ed"), noAdmins)).uid;
      await setRole(db, editor, "editor");
      pending = (await recordSignIn(db, identity("penny"), noAdmins)).uid;
    });

    it("lets an admin approve a pending user, writing the role and updatedAt from the database clock", async () => {
      const before = await stamps(db, pending);
      const clockBefore = await databaseNow(db);
      const profile = await changeRole(db, { actorUid: admin, targetUid: pending, role: "editor" });
      const clockAfter = await databaseNow(db);
      expect(profile).toMatchObject({ uid: pending, role: "editor" });
      const afterwards = await stamps(db, pending);
      expect(afterwards.createdAt).toBe(before.createdAt);
      expect(afterwards.lastLogin).toBe(before.lastLogin);
      expect(await inOrder(db, clockBefore, afterwards.updatedAt, clockAfter)).toBe(true);
      expect(await roleOf(db, pending)).toBe("editor");
    });

    it("lets an admin make another user admin, and demote an editor to pending", async () => {
      expect((await changeRole(db, { actorUid: admin, targetUid: pending, role: "admin" })).role).toBe("admin");
      expect((await changeRole(db, { actorUid: admin, targetUid: editor, role: "pending" })).role).toBe("pending");
    });

    it("refuses editors, pending and unknown actors with insufficient-permissions, before writing anything", async () => {
      const before = await allUsers(db);
      for (const actorUid of [editor, pending, "nobody", "", "nul\u0000"]) {
        for (const role of ["admin", "editor", "pending", "superuser"]) {
          for (const targetUid of [pending, editor, admin, actorUid, "nobody"]) {
            await expectUserError(changeRole(db, { actorUid, targetUid, role }), "insufficient-permissions");
          }
        }
      }
      expect(await allUsers(db)).toEqual(before);
    });

    it("refuses a role outside the three with invalid-role, and changes nothing", async () => {
      const before = await allUsers(db);
      for (const role of [
        "superuser",
        "",
        "Admin",
        "ADMIN",
        " admin",
        "admin\u0000",
        null,
        undefined,
        1,
        ["admin"],
        { role: "admin" },
      ]) {
        await expectUserError(changeRole(db, { actorUid: admin, targetUid: pending, role }), "invalid-role");
      }
      expect(await allUsers(db)).toEqual(before);
    });

    it("refuses a uid that does not exist with user-not-found, and changes nothing", async () => {
      const before = await allUsers(db);
      for (const targetUid of ["nobody", "", "x".repeat(1_000), "nul\u0000", `${pending} `, "'; drop table users; --"]) {
        await expectUserError(changeRole(db, { actorUid: admin, targetUid, role: "editor" }), "user-not-found");
      }
      expect(await allUsers(db)).toEqual(before);
    });

    it("does not let the last admin give up the admin role", async () => {
      const before = await allUsers(db);
      for (const role of ["editor", "pending"] as const) {
        await expectUserError(changeRole(db, { actorUid: admin, targetUid: admin, role }), "last-admin");
      }
      expect(await allUsers(db)).toEqual(before);
      // Keeping the role is not a demotion.
      expect((await changeRole(db, { actorUid: admin, targetUid: admin, role: "admin" })).role).toBe("admin");
    });

    it("lets an admin step down while another admin remains", async () => {
      await changeRole(db, { actorUid: admin, targetUid: editor, role: "admin" });
      expect((await changeRole(db, { actorUid: admin, targetUid: admin, role: "editor" })).role).toBe("editor");
      // The one left is now the last admin.
      await expectUserError(changeRole(db, { actorUid: editor, targetUid: editor, role: "pending" }), "last-admin");
      // And the former admin can no longer change roles.
      await expectUserError(changeRole(db, { actorUid: admin, targetUid: pending, role: "editor" }), "insufficient-permissions");
    });

    it("leaves one admin when two admins demote each other at the same moment", { timeout: 30_000 }, async () => {
      const second = editor;
      for (let round = 0; round < 10; round += 1) {
        await setRole(db, admin, "admin");
        await setRole(db, second, "admin");
        const results = await Promise.allSettled([
          changeRole(db, { actorUid: admin, targetUid: second, role: "editor" }),
          changeRole(db, { actorUid: second, targetUid: admin, role: "editor" }),
        ]);
        expect(
          results.filter((result) => result.status === "fulfilled"),
          `round ${round}`,
        ).toHaveLength(1);
        const rejected = results.find((result) => result.status === "rejected");
        expect(rejected?.reason).toMatchObject({ code: "insufficient-permissions" });
        const admins = await db.select({ uid: users.uid }).from(users).where(eq(users.role, "admin"));
        expect(admins, `round ${round}`).toHaveLength(1);
      }
    });

    it("keeps one admin when both wait behind a third transaction and then run together", async () => {
      // Holding the admin rows makes both changes start and queue before either can decide.
      await setRole(db, editor, "admin");
      let release!: () => void;
      let locked!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holding = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`select uid from users where role = 'admin' order by uid for update`);
        locked();
        await gate;
      });
      await holding;
      const changes = Promise.allSettled([
        changeRole(db, { actorUid: admin, targetUid: editor, role: "pending" }),
        changeRole(db, { actorUid: editor, targetUid: admin, role: "pending" }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await holder;
      const results = await changes;
      expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
      expect(await db.select().from(users).where(eq(users.role, "admin"))).toHaveLength(1);
    });

    it("takes effect on the signed-in user's next request, with no cached role", async () => {
      const { token } = await createSession(db, pending, SESSION_DEFAULTS);
      const read = () => getSignedInUser(db, token, { idleMs: SESSION_DEFAULTS.idleMs });
      expect((await read())?.user.role).toBe("pending");
      await changeRole(db, { actorUid: admin, targetUid: pending, role: "editor" });
      expect((await read())?.user.role).toBe("editor");
      await changeRole(db, { actorUid: admin, targetUid: pending, role: "pending" });
      expect((await read())?.user).toMatchObject({ uid: pending, role: "pending" });
      expect(await getSignedInUser(db, "forged", { idleMs: SESSION_DEFAULTS.idleMs })).toBeNull();
      await db.delete(sessions);
    });
  });

  it(
    "reports failures of the database as the catalogue's errors",
    async () => {
      const broken = await openMigratedTestDatabase(kind);
      await broken.dispose();
      await expectUserError(getUser(broken.db, "anyone"), "profile-load-failed");
      await expectUserError(listUsers(broken.db), "users-load-failed");
      await expectUserError(recordSignIn(broken.db, identity("anna"), noAdmins), "profile-load-failed");
      const failure = changeRole(broken.db, { actorUid: "a", targetUid: "b", role: "editor" });
      await expectUserError(failure, "role-update-failed");
      await expect(failure).rejects.toMatchObject({ catalogueKey: "roleUpdateFailed" });
      expect(userCatalogue.roleUpdateFailed).toBe("Failed to update user role. Please try again.");
    },
    OPENS_A_DATABASE,
  );
});
