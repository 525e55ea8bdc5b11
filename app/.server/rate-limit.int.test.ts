import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { hitRateLimit, purgeRateLimits } from "./rate-limit.server";

const rule = { scope: "contact", limit: 3, windowMs: 10 * 60_000 };
const t0 = new Date("2026-05-01T10:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describe.each(databaseKinds)("rate limits on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it("allows the limit, then refuses with the seconds left in the window", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(database.db, rule, "10.0.0.1", at(i * 1000)));
    expect(results.slice(0, 3)).toEqual([
      { allowed: true, remaining: 2 },
      { allowed: true, remaining: 1 },
      { allowed: true, remaining: 0 },
    ]);
    expect(results[3]).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 - 3 });
  });

  it("counts each subject and scope apart, and starts afresh in the next window", async () => {
    expect((await hitRateLimit(database.db, rule, "10.0.0.2", at(5000))).allowed).toBe(true);
    expect((await hitRateLimit(database.db, { ...rule, scope: "auth" }, "10.0.0.1", at(5000))).allowed).toBe(true);
    expect(await hitRateLimit(database.db, rule, "10.0.0.1", at(rule.windowMs))).toEqual({ allowed: true, remaining: 2 });
  });

  it("counts the addresses of one IPv6 /64 together, and IPv4 addresses one by one", async () => {
    const v6 = { ...rule, scope: "ipv6" };
    const hits = ["2001:db8:7:1::1", "2001:db8:7:1::2", "2001:db8:7:1:ffff::9"];
    for (const address of hits) expect((await hitRateLimit(database.db, v6, address, at(1000))).allowed).toBe(true);
    expect((await hitRateLimit(database.db, v6, "2001:db8:7:1::abcd", at(1000))).allowed).toBe(false);
    expect((await hitRateLimit(database.db, v6, "2001:db8:7:2::1", at(1000))).allowed).toBe(true);
    const v4 = { ...rule, scope: "ipv4" };
    for (const address of ["10.1.0.1", "10.1.0.1", "::ffff:10.1.0.1"]) {
      expect((await hitRateLimit(database.db, v4, address, at(1000))).allowed).toBe(true);
    }
    expect((await hitRateLimit(database.db, v4, "10.1.0.1", at(1000))).allowed).toBe(false);
    expect((await hitRateLimit(database.db, v4, "10.1.0.2", at(1000))).allowed).toBe(true);
  });

  it("counts concurrent hits exactly", async () => {
    const subject = "10.0.0.9";
    const results = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(database.db, rule, subject, at(1000))));
    expect(results.filter((result) => result.allowed)).toHaveLength(rule.limit);
  });

  it("purges the counters of finished windows only", async () => {
    const purged = await purgeRateLimits(database.db, at(rule.windowMs));
    expect(purged).toBeGreaterThan(0);
    expect(await hitRateLimit(database.db, rule, "10.0.0.1", at(rule.windowMs))).toEqual({ allowed: true, remaining: 1 });
  });
});
