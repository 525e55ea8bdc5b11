// /logout on the server, through the route's own action, on PGlite and on PostgreSQL: a sign-out
// ends the session and clears the cookie; a failure answers the one reply shape with the
// catalogue's words for the whole form and leaves the session as it was.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sessions, users } from "~/.server/db/schema";
import type { Db } from "~/.server/db/client";
import type { Env } from "~/.server/env";
import type { Language } from "~/i18n/config";
import { commonMessages } from "~/i18n/resources";
import {
  type DataAnswer,
  redirectTarget,
  routeContext,
  settle,
  staffCookies,
  statusOf,
  testEnv,
  unreachableDb,
} from "../../tests/support/route-context";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import { action } from "./logout";

const SITE = "http://127.0.0.1:3995";

describe.each(databaseKinds)("/logout on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  let cookie: string;

  beforeAll(() => {
    env = testEnv("logout-route-", { SITE_URL: SITE });
  });
  beforeEach(async () => {
    await database.db.delete(sessions);
    await database.db.delete(users);
    ({ editor: cookie } = await staffCookies(database.db, ["editor"] as const));
  });

  const post = (options: { db?: Db; method?: string; language?: Language } = {}) =>
    settle(
      action({
        request: new Request(`${SITE}/logout`, {
          method: options.method ?? "POST",
          headers: { Origin: SITE, Cookie: cookie },
          body: new FormData(),
        }),
        context: routeContext(env, options.db ?? database.db, { language: options.language }),
        params: {},
      } as never),
    );

  it("ends the session, clears the cookie and goes to /login", async () => {
    const answer = await post();
    expect(redirectTarget(answer)).toBe("/login");
    expect((answer as Response).headers.get("Set-Cookie")).toMatch(/^session=; .*Max-Age=0/);
    expect(await database.db.select().from(sessions)).toEqual([]);
  });

  it("says the sign-out failed, for the whole form, when the session cannot be ended", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const [language, words] of [
      ["en", commonMessages.en.auth.errors.signOutFailed],
      ["th", commonMessages.th.auth.errors.signOutFailed],
    ] as const) {
      const answer = (await post({ db: unreachableDb(), language })) as DataAnswer;
      expect(statusOf(answer)).toBe(500);
      expect(answer.data).toMatchObject({ result: { status: "error", error: { "": [words] } } });
    }
    expect(logged.mock.calls).toEqual([
      ["Sign-out failed", "connection refused"],
      ["Sign-out failed", "connection refused"],
    ]);
    expect(await database.db.select().from(sessions)).toHaveLength(1);
  });

  it("refuses any method but POST in the same words", async () => {
    const answer = (await post({ method: "PUT" })) as DataAnswer;
    expect(statusOf(answer)).toBe(405);
    expect(answer.data).toMatchObject({ result: { error: { "": [commonMessages.en.auth.errors.signOutFailed] } } });
    expect(await database.db.select().from(sessions)).toHaveLength(1);
  });
});
