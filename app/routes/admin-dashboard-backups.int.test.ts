// /admin/dashboard's backup line (ADR 105) on PGlite and PostgreSQL: an admin sees the last run's
// time in Bangkok, size and outcome, and a warning when backups are scheduled and none succeeded in
// 48 hours (or ever); an editor gets none of it; both languages.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { backupRuns, users } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import type { Language } from "~/i18n/config";
import { routeContext, settle, staffCookies, testEnv } from "../../tests/support/route-context";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import { loader } from "./admin-dashboard";

const SITE = "http://127.0.0.1:3996";
const HOUR = 60 * 60_000;
const bangkok = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Bangkok" });

describe.each(databaseKinds)("/admin/dashboard's backup line on %s", (kind) => {
  const database = suiteDatabase(kind);
  let scheduled: Env;
  let off: Env;
  let cookies: Record<"admin" | "editor", string>;

  beforeAll(async () => {
    scheduled = testEnv("dashboard-backups-", { SITE_URL: SITE, BACKUP_SCHEDULE: "03:00" });
    off = testEnv("dashboard-backups-", { SITE_URL: SITE });
  });
  beforeEach(async () => {
    await database.db.delete(backupRuns);
    await database.db.delete(users);
    cookies = await staffCookies(database.db, ["admin", "editor"] as const);
  });

  const get = async (who: "admin" | "editor", env = scheduled, language: Language = "en") =>
    (await settle(
      loader({
        request: new Request(`${SITE}/admin/dashboard`, { headers: { Cookie: cookies[who] } }),
        context: routeContext(env, database.db, { language }),
        params: {},
      } as never),
    )) as Awaited<ReturnType<typeof loader>>;

  const run = (hoursAgo: number, values: Partial<typeof backupRuns.$inferInsert> = {}) =>
    database.db.insert(backupRuns).values({
      trigger: "schedule",
      status: "succeeded",
      fileName: "siam-web-studio-20261128-200000.tar.gz",
      sizeBytes: 5 * 1024 * 1024,
      startedAt: new Date(Date.now() - hoursAgo * HOUR),
      finishedAt: new Date(Date.now() - hoursAgo * HOUR + 60_000),
      ...values,
    });

  it("warns an admin when backups are scheduled and none was ever made, and says so quietly when they are off", async () => {
    expect((await get("admin")).backups).toEqual({ scheduled: true, last: null, warning: "never" });
    expect((await get("admin", off)).backups).toEqual({ scheduled: false, last: null, warning: null });
  });

  it("shows the last run's Bangkok time, size and outcome, warning once the last success is 48 hours old", async () => {
    const recent = new Date(Date.now() - 47 * HOUR);
    await run(47, { startedAt: recent });
    const fresh = (await get("admin")).backups;
    expect(fresh).toMatchObject({
      warning: null,
      last: { outcome: "succeeded", size: "5.0 MB", trigger: "schedule", reason: null },
    });
    expect(fresh?.last?.when).toBe(bangkok("en-US").format(recent));

    await database.db.delete(backupRuns);
    await run(49);
    const failedAt = new Date(Date.now() - HOUR);
    await run(1, {
      startedAt: failedAt,
      status: "failed",
      sizeBytes: 2048,
      commandExitCode: 3,
      error: "BACKUP_COMMAND exited with status 3",
    });
    expect((await get("admin")).backups).toMatchObject({
      warning: "stale",
      last: { outcome: "failed", size: "2.0 KB", reason: "BACKUP_COMMAND exited with status 3" },
    });
    const thai = (await get("admin", scheduled, "th")).backups;
    expect(thai?.last?.when).toBe(bangkok("th-TH").format(failedAt));
    expect(thai?.last?.when).not.toBe(bangkok("en-US").format(failedAt));
  });

  it("gives an editor no backup line", async () => {
    await run(1);
    expect((await get("editor")).backups).toBeNull();
  });
});
