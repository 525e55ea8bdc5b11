// /admin/users on the server, through the route's own loader and action, on PGlite and on
// PostgreSQL: who may read and change roles, bad input (a role outside the three, an unknown uid,
// missing fields) refused in the one reply shape with nothing changed and never a 500, the
// own-role change that leaves the screen, and expired, unknown and unreadable sessions.
import { asc } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import {
  type DataAnswer,
  redirectTarget,
  routeContext,
  sessionCookie,
  settle,
  staffCookies,
  statusOf,
  testEnv,
  UNKNOWN_SESSION_COOKIE,
  unreachableDb,
} from "../../tests/support/route-context";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import { usersMessages } from "~/features/users/users-messages";
import { action, loader } from "./admin-users";

const reasons = usersMessages.en.errors.reasons;
/** The one reply shape's messages: the form's own and each field's. */
const messagesOf = (answer: DataAnswer) => (answer.data as { result: { error?: Record<string, string[]> } }).result.error;

const SITE = "http://127.0.0.1:3997";
type Who = "admin" | "secondAdmin" | "editor" | "pending";
const people: Record<Who, { uid: string; email: string; role: "admin" | "editor" | "pending" }> = {
  admin: { uid: "test:admin", email: "admin@example.com", role: "admin" },
  secondAdmin: { uid: "test:admin2", email: "admin2@example.com", role: "admin" },
  editor: { uid: "test:editor", email: "editor@example.com", role: "editor" },
  pending: { uid: "test:pending", email: "pending@example.com", role: "pending" },
};

describe.each(databaseKinds)("/admin/users on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  const cookies = {} as Record<Who | "expired" | "unknown", string>;

  beforeAll(() => {
    env = testEnv("users-route-", { SITE_URL: SITE });
  });
  beforeEach(async () => {
    await database.db.delete(users);
    Object.assign(cookies, await staffCookies(database.db, people));
    // A session that ended 13 hours ago (absolute time-out 12 hours).
    cookies.expired = await sessionCookie(database.db, people.admin.uid, new Date(Date.now() - 13 * 3_600_000));
    cookies.unknown = UNKNOWN_SESSION_COOKIE;
  });

  const context = (db: Db = database.db) => routeContext(env, db);
  const get = (who: keyof typeof cookies | null, db?: Db) =>
    settle(
      loader({
        request: new Request(`${SITE}/admin/users`, { headers: who ? { Cookie: cookies[who] } : {} }),
        context: context(db),
        params: {},
      } as never),
    );
  const post = (
    who: keyof typeof cookies | null,
    form: Record<string, string>,
    headers: Record<string, string> = { Origin: SITE },
  ) =>
    settle(
      action({
        request: new Request(`${SITE}/admin/users`, {
          method: "POST",
          headers: { ...headers, ...(who ? { Cookie: cookies[who] } : {}) },
          body: new URLSearchParams(form),
        }),
        context: context(),
        params: {},
      } as never),
    );
  const rows = () => database.db.select().from(users).orderBy(asc(users.uid));

  describe("the list", () => {
    it("sends visitors, pending users, expired and unknown sessions to /login", async () => {
      for (const who of [null, "pending", "expired", "unknown"] as const) {
        expect(redirectTarget(await get(who)), String(who)).toBe("/login");
      }
    });

    it("answers an editor with a 403 the screen explains", async () => {
      const answer = (await get("editor")) as DataAnswer;
      expect(statusOf(answer)).toBe(403);
      expect(answer.data).toEqual({ forbidden: "admin-only" });
    });

    it("gives an admin every user, pending first, with the count", async () => {
      const answer = (await get("admin")) as Awaited<ReturnType<typeof loader>>;
      expect(answer.pendingCount).toBe(1);
      expect(answer.users[0]?.email).toBe("pending@example.com");
      expect(answer.users.map((user) => user.email).sort()).toEqual(
        Object.values(people)
          .map((p) => p.email)
          .sort(),
      );
      expect(answer.currentUid).toBe(people.admin.uid);
    });

    it("answers an unreadable profile with the catalogue's 503, not a 500 or a redirect", async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const answer = (await get("admin", unreachableDb())) as DataAnswer;
      expect(statusOf(answer)).toBe(503);
      expect(answer.data).toEqual({ authError: "profileLoadFailed" });
      expect(logged).toHaveBeenCalledWith("The signed-in profile could not be read", "connection refused");
    });
  });

  describe("role changes", () => {
    it("lets an admin approve a pending user", async () => {
      const answer = (await post("admin", { intent: "change-role", uid: people.pending.uid, role: "editor" })) as DataAnswer;
      expect(statusOf(answer)).toBe(200);
      expect(answer.data).toMatchObject({
        result: { status: "success" },
        success: { uid: people.pending.uid, name: people.pending.email, role: "editor", self: false },
      });
      expect((await rows()).find((row) => row.uid === people.pending.uid)?.role).toBe("editor");
    });

    it("shows the change on the screen's trail: when, who, whose, from and to", async () => {
      await post("admin", { intent: "change-role", uid: people.pending.uid, role: "editor" });
      const answer = (await get("admin")) as Awaited<ReturnType<typeof loader>>;
      expect(answer.roleChanges[0]).toMatchObject({
        actorKind: "admin",
        actorEmail: people.admin.email,
        targetEmail: people.pending.email,
        from: "pending",
        to: "editor",
      });
    });

    it("refuses bad input with a clear reason and changes nothing", async () => {
      const before = await rows();
      const cases: Array<[Record<string, string>, number, Record<string, string[]>]> = [
        [{ intent: "change-role", uid: people.pending.uid, role: "owner" }, 400, { role: [reasons["invalid-role"]] }],
        [{ intent: "change-role", uid: people.pending.uid, role: "" }, 400, { role: [reasons["invalid-role"]] }],
        [{ intent: "change-role", uid: "no-such-user", role: "editor" }, 404, { "": [reasons["user-not-found"]] }],
        [{ intent: "change-role", role: "editor" }, 400, { uid: [reasons["bad-request"]] }],
        [{ intent: "change-role", uid: people.pending.uid }, 400, { role: [reasons["bad-request"]] }],
        [{ uid: people.pending.uid, role: "editor" }, 400, { intent: [reasons["bad-request"]] }],
        [{ intent: "change-role", uid: "x".repeat(300), role: "editor" }, 400, { uid: [reasons["bad-request"]] }],
        [{}, 400, { intent: [reasons["bad-request"]], uid: [reasons["bad-request"]], role: [reasons["bad-request"]] }],
      ];
      for (const [form, status, errors] of cases) {
        const answer = (await post("admin", form)) as DataAnswer;
        expect(statusOf(answer), JSON.stringify(form)).toBe(status);
        expect(messagesOf(answer), JSON.stringify(form)).toEqual(errors);
      }
      expect(await rows()).toEqual(before);
    });

    it("refuses editors with insufficient-permissions before anything is read or written", async () => {
      const before = await rows();
      const forms: Record<string, string>[] = [
        { intent: "change-role", uid: people.editor.uid, role: "admin" },
        { intent: "change-role", uid: people.pending.uid, role: "owner" },
        { intent: "change-role" },
      ];
      for (const form of forms) {
        const answer = (await post("editor", form)) as DataAnswer;
        expect(statusOf(answer)).toBe(403);
        // Only the refusal: nothing about the form's fields.
        expect(messagesOf(answer)).toEqual({ "": [reasons["insufficient-permissions"]] });
      }
      expect(await rows()).toEqual(before);
    });

    it("sends visitors, pending users and expired sessions to /login, changing nothing", async () => {
      const before = await rows();
      for (const who of [null, "pending", "expired", "unknown"] as const) {
        const answer = await post(who, { intent: "change-role", uid: people.pending.uid, role: "admin" });
        expect(redirectTarget(answer), String(who)).toBe("/login");
      }
      expect(await rows()).toEqual(before);
    });

    it("refuses a body that is not a form as an incomplete request", async () => {
      const answer = (await settle(
        action({
          request: new Request(`${SITE}/admin/users`, {
            method: "POST",
            headers: { Origin: SITE, Cookie: cookies.admin, "Content-Type": "multipart/form-data; boundary=none" },
            body: "not a form",
          }),
          context: context(),
          params: {},
        } as never),
      )) as DataAnswer;
      expect(statusOf(answer)).toBe(400);
      expect(messagesOf(answer)).toEqual({ "": [reasons["bad-request"]] });
    });

    it("keeps the last admin: demoting yourself as the only admin is refused", async () => {
      await post("admin", { intent: "change-role", uid: people.secondAdmin.uid, role: "editor" });
      const answer = (await post("admin", { intent: "change-role", uid: people.admin.uid, role: "editor" })) as DataAnswer;
      expect(statusOf(answer)).toBe(409);
      expect(messagesOf(answer)).toEqual({ "": [reasons["last-admin"]] });
      expect((await rows()).find((row) => row.uid === people.admin.uid)?.role).toBe("admin");
    });

    it("sends an admin who made themselves an editor to the dashboard, and one who made themselves pending to /login", async () => {
      const toEditor = await post("admin", { intent: "change-role", uid: people.admin.uid, role: "editor" });
      expect(redirectTarget(toEditor)).toBe("/admin/dashboard");
      expect(await post("secondAdmin", { intent: "change-role", uid: people.editor.uid, role: "admin" })).toMatchObject({
        data: { success: { role: "admin" } },
      });
      const toPending = await post("secondAdmin", { intent: "change-role", uid: people.secondAdmin.uid, role: "pending" });
      expect(redirectTarget(toPending)).toBe("/login");
      const roles = Object.fromEntries((await rows()).map((row) => [row.uid, row.role]));
      expect(roles).toMatchObject({ "test:admin": "editor", "test:admin2": "pending", "test:editor": "admin" });
    });
  });
});
