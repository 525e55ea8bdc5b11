// /admin/messages/:id's actions on the server, through the route's own action, on PGlite and on
// PostgreSQL: mark read and unread answer the one reply shape with what they did, a delete goes
// back to the dashboard, and a refusal carries the catalogue's words; editors never change a message.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, users } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import { contactAdminMessages } from "~/features/contact/contact-admin-messages";
import {
  type DataAnswer,
  redirectTarget,
  routeContext,
  settle,
  staffCookies,
  statusOf,
  testEnv,
} from "../../tests/support/route-context";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import { action } from "./admin-message";

const SITE = "http://127.0.0.1:3994";
const errors = contactAdminMessages.en.errors;

describe.each(databaseKinds)("/admin/messages/:id actions on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  let cookies: Record<"admin" | "editor", string>;
  let id: number;

  beforeAll(() => {
    env = testEnv("message-route-", { SITE_URL: SITE });
  });
  beforeEach(async () => {
    await database.db.delete(contactMessages);
    await database.db.delete(users);
    cookies = await staffCookies(database.db, ["admin", "editor"] as const);
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name: "Somchai", email: "somchai@example.com", message: "A question", language: "en" })
      .returning();
    id = row?.id ?? 0;
  });

  const post = (form: Record<string, string>, options: { who?: "admin" | "editor"; id?: string } = {}) =>
    settle(
      action({
        request: new Request(`${SITE}/admin/messages/${options.id ?? id}`, {
          method: "POST",
          headers: { Origin: SITE, Cookie: cookies[options.who ?? "admin"] },
          body: new URLSearchParams(form),
        }),
        context: routeContext(env, database.db),
        params: { id: options.id ?? String(id) },
      } as never),
    );
  const readAt = async () =>
    (await database.db.select({ readAt: contactMessages.readAt }).from(contactMessages).where(eq(contactMessages.id, id)))[0]
      ?.readAt;

  it("marks a message read, then unread, and says so", async () => {
    expect(await post({ intent: "read" })).toMatchObject({
      data: { result: { status: "success" }, success: { notice: "markedRead" } },
    });
    expect(await readAt()).not.toBeNull();
    expect(await post({ intent: "unread" })).toMatchObject({ data: { success: { notice: "markedUnread" } } });
    expect(await readAt()).toBeNull();
  });

  it("deletes a message and goes back to the dashboard", async () => {
    expect(redirectTarget(await post({ intent: "delete" }))).toBe("/admin/dashboard?deleted=1");
    expect(await database.db.select().from(contactMessages)).toEqual([]);
  });

  it("refuses an unknown action and a message that is gone in the catalogue's words", async () => {
    const unknown = (await post({ intent: "archive" })) as DataAnswer;
    expect(statusOf(unknown)).toBe(400);
    expect(unknown.data).toMatchObject({ result: { error: { intent: [errors.unknownAction] } } });
    for (const missing of [String(id + 1000), "abc"]) {
      const gone = (await post({ intent: "read" }, { id: missing })) as DataAnswer;
      expect(statusOf(gone)).toBe(404);
      expect(gone.data).toMatchObject({ result: { error: { "": [errors.notFound] } } });
    }
    expect(await readAt()).toBeNull();
  });

  it("never lets an editor change a message", async () => {
    expect(statusOf(await post({ intent: "delete" }, { who: "editor" }))).toBe(403);
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);
  });
});
