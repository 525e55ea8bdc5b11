import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import type { Db } from "./db/client";
import { sessions, users } from "./db/schema";
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  purgeExpiredSessions,
  readSession,
  rotateSession,
  SESSION_DEFAULTS,
  sessionId,
} from "./sessions.server";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const timeouts = { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR };
const t0 = new Date("2026-03-02T02:00:00.000Z");
const after = (ms: number) => new Date(t0.getTime() + ms);

async function addUser(db: Db, uid: string) {
  await db.insert(users).values({ uid, email: `${uid}@example.com`, emailVerified: true });
}

const rowOf = async (db: Db, token: string) => {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionId(token)));
  return row;
};

describe.each(databaseKinds)("sessions on %s", (kind) => {
  const database = suiteDatabase(kind);
  let db: Db;

  beforeAll(async () => {
    db = database.db;
    await addUser(db, "alice");
    await addUser(db, "bob");
  });
  beforeEach(async () => {
    await db.delete(sessions);
  });

  it("defaults to a two-hour idle and twelve-hour absolute time-out", () => {
    expect(SESSION_DEFAULTS).toEqual({ idleMs: 2 * HOUR, absoluteMs: 12 * HOUR });
  });

  it("gives the browser a random 256-bit token and stores only its SHA-256", async () => {
    const first = await createSession(db, "alice", { ...timeouts, now: t0, userAgent: "Firefox", ip: "203.0.113.7" });
    const second = await createSession(db, "alice", { ...timeouts, now: t0 });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.token, "base64url")).toHaveLength(32);
    expect(second.token).not.toBe(first.token);
    expect(first.expiresAt).toEqual(after(12 * HOUR));

    const rows = await db.select().from(sessions);
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify((await db.execute(sql`select * from sessions`)) as unknown as { rows: unknown[] });
    for (const { token } of [first, second]) {
      expect(stored).not.toContain(token);
      expect(await rowOf(db, token)).toBeDefined();
    }
    expect(await rowOf(db, first.token)).toEqual({
      id: createHash("sha256").update(first.token).digest("hex"),
      userUid: "alice",
      createdAt: t0,
      lastSeenAt: t0,
      expiresAt: after(12 * HOUR),
      userAgent: "Firefox",
      ip: "203.0.113.7",
    });
  });

  it("reads a live session and answers its user", async () => {
    const { token } = await createSession(db, "alice", { ...timeouts, now: t0 });
    expect(await readSession(db, token, { idleMs: timeouts.idleMs, now: after(10 * SECOND) })).toEqual({
      uid: "alice",
      createdAt: t0,
      lastSeenAt: t0,
      expiresAt: after(12 * HOUR),
      idleExpiresAt: after(2 * HOUR),
    });
  });

  it("uses the database clock when no time is given", async () => {
    const { token, expiresAt } = await createSession(db, "bob", timeouts);
    const session = await readSession(db, token, { idleMs: timeouts.idleMs });
    expect(session?.uid).toBe("bob");
    expect(expiresAt.getTime() - (session?.createdAt.getTime() ?? 0)).toBe(12 * HOUR);
    expect(Math.abs((session?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(MINUTE);
  });

  it("ends a session after two idle hours, counted from the last request", async () => {
    const { token } = await createSession(db, "alice", { ...timeouts, now: t0 });
    const read = (at: Date) => readSession(db, token, { idleMs: timeouts.idleMs, now: at });
    expect(await read(after(2 * HOUR - 1))).not.toBeNull();
    // That read refreshed last_seen_at, so the idle clock starts again from it.
    expect((await rowOf(db, token))?.lastSeenAt).toEqual(after(2 * HOUR - 1));
    expect(await read(after(4 * HOUR - 2))).not.toBeNull();
    expect(await read(after(6 * HOUR - 2))).toBeNull();

    const other = await createSession(db, "alice", { ...timeouts, now: t0 });
    expect(await readSession(db, other.token, { idleMs: timeouts.idleMs, now: after(2 * HOUR) })).toBeNull();
  });

  it("writes last_seen_at at most once a minute", async () => {
    const { token } = await createSession(db, "alice", { ...timeouts, now: t0 });
    const read = (at: Date) => readSession(db, token, { idleMs: timeouts.idleMs, now: at });
    await read(after(30 * SECOND));
    expect((await rowOf(db, token))?.lastSeenAt).toEqual(t0);
    await read(after(MINUTE - 1));
    expect((await rowOf(db, token))?.lastSeenAt).toEqual(t0);
    expect((await read(after(MINUTE)))?.lastSeenAt).toEqual(after(MINUTE));
    expect((await rowOf(db, token))?.lastSeenAt).toEqual(after(MINUTE));
    await read(after(MINUTE + 59 * SECOND));
    expect((await rowOf(db, token))?.lastSeenAt).toEqual(after(MINUTE));
    // A request carrying an earlier clock never moves last_seen_at back.
    await read(after(30 * SECOND));
    expect((await rowOf(db, token))?.lastSeenAt).toEqual(after(MINUTE));
  });

  it("ends a session at its absolute expiry however busy it is", async () => {
    const { token } = await createSession(db, "alice", { ...timeouts, now: t0 });
    for (let hour = 1; hour < 12; hour += 1) {
      expect(await readSession(db, token, { idleMs: timeouts.idleMs, now: after(hour * HOUR) }), `hour ${hour}`).not.toBeNull();
    }
    const late = await readSession(db, token, { idleMs: timeouts.idleMs, now: after(12 * HOUR - 1) });
    expect(late?.idleExpiresAt).toEqual(after(12 * HOUR));
    expect(await readSession(db, token, { idleMs: timeouts.idleMs, now: after(12 * HOUR) })).toBeNull();
  });

  it("answers unknown, forged and malformed tokens with null and writes nothing", async () => {
    const { token } = await createSession(db, "alice", { ...timeouts, now: t0 });
    const before = await db.select().from(sessions);
    const forged = [
      randomBytes(32).toString("base64url"),
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      sessionId(token),
      token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
      `${token} `,
      `${token}=`,
      token.slice(0, 42),
      `${token}\u0000`,
      "",
      "x".repeat(10_000),
      "'; delete from sessions; --",
      null,
      undefined,
      42,
      { token },
    ];
    for (const candidate of forged) {
      expect(await readSession(db, candidate, { idleMs: timeouts.idleMs, now: after(MINUTE * 5) })).toBeNull();
    }
    expect(await deleteSession(db, sessionId(token))).toBe(false);
    expect(await db.select().from(sessions)).toEqual(before);
  });

  it("rotates at sign-in: the old token stops working and the new one works", async () => {
    const old = await createSession(db, "bob", { ...timeouts, now: t0 });
    const fresh = await rotateSession(db, old.token, "alice", { ...timeouts, now: after(HOUR) });
    expect(fresh.token).not.toBe(old.token);
    expect(fresh.expiresAt).toEqual(after(13 * HOUR));
    expect(await readSession(db, old.token, { idleMs: timeouts.idleMs, now: after(HOUR) })).toBeNull();
    expect(await rowOf(db, old.token)).toBeUndefined();
    expect((await readSession(db, fresh.token, { idleMs: timeouts.idleMs, now: after(HOUR) }))?.uid).toBe("alice");
  });

  it("rotates without an old session, or with a forged one, by only creating the new session", async () => {
    const other = await createSession(db, "bob", { ...timeouts, now: t0 });
    for (const oldToken of [undefined, null, "", "forged", randomBytes(32).toString("base64url")]) {
      const fresh = await rotateSession(db, oldToken, "alice", { ...timeouts, now: t0 });
      expect((await readSession(db, fresh.token, { idleMs: timeouts.idleMs, now: t0 }))?.uid).toBe("alice");
    }
    expect(await readSession(db, other.token, { idleMs: timeouts.idleMs, now: t0 })).not.toBeNull();
    expect(await db.select().from(sessions)).toHaveLength(6);
  });

  it("deletes one session at sign-out, and all of a user's sessions on demand", async () => {
    const a1 = await createSession(db, "alice", { ...timeouts, now: t0 });
    const a2 = await createSession(db, "alice", { ...timeouts, now: t0 });
    const b1 = await createSession(db, "bob", { ...timeouts, now: t0 });
    const read = (token: string) => readSession(db, token, { idleMs: timeouts.idleMs, now: t0 });

    expect(await deleteSession(db, a1.token)).toBe(true);
    expect(await deleteSession(db, a1.token)).toBe(false);
    expect(await read(a1.token)).toBeNull();
    expect(await read(a2.token)).not.toBeNull();

    const a3 = await createSession(db, "alice", { ...timeouts, now: t0 });
    expect(await deleteUserSessions(db, "alice")).toBe(2);
    expect(await read(a2.token)).toBeNull();
    expect(await read(a3.token)).toBeNull();
    expect(await read(b1.token)).not.toBeNull();
    expect(await deleteUserSessions(db, "nobody")).toBe(0);
  });

  it("purges sessions past their idle or absolute expiry and keeps the rest", async () => {
    const idle = await createSession(db, "alice", { ...timeouts, now: t0 });
    const busy = await createSession(db, "alice", { ...timeouts, now: t0 });
    const young = await createSession(db, "bob", { ...timeouts, now: after(11 * HOUR) });
    for (let hour = 1; hour <= 11; hour += 1) {
      await readSession(db, busy.token, { idleMs: timeouts.idleMs, now: after(hour * HOUR) });
    }
    expect(await purgeExpiredSessions(db, { idleMs: timeouts.idleMs, now: after(11 * HOUR + MINUTE) })).toBe(1);
    expect(await rowOf(db, idle.token)).toBeUndefined();
    expect(await rowOf(db, busy.token)).toBeDefined();
    expect(await purgeExpiredSessions(db, { idleMs: timeouts.idleMs, now: after(12 * HOUR) })).toBe(1);
    expect(await rowOf(db, busy.token)).toBeUndefined();
    expect(await rowOf(db, young.token)).toBeDefined();
  });

  it("keeps at most 512 characters of user agent and 64 of address", async () => {
    const { token } = await createSession(db, "bob", {
      ...timeouts,
      now: t0,
      userAgent: "A".repeat(5_000),
      ip: "1".repeat(500),
    });
    const row = await rowOf(db, token);
    expect(row?.userAgent).toHaveLength(512);
    expect(row?.ip).toHaveLength(64);
  });

  it("refuses a session for an unknown user and rejects time-outs that are not positive", async () => {
    await expect(createSession(db, "nobody", { ...timeouts, now: t0 })).rejects.toThrow();
    await expect(createSession(db, "alice", { idleMs: HOUR, absoluteMs: 0 })).rejects.toThrow(RangeError);
    await expect(readSession(db, randomBytes(32).toString("base64url"), { idleMs: Number.NaN })).rejects.toThrow(RangeError);
    expect(await db.select().from(sessions)).toEqual([]);
  });

  it("deletes a user's sessions with the user", async () => {
    await addUser(db, "carol");
    const { token } = await createSession(db, "carol", { ...timeouts, now: t0 });
    await db.delete(users).where(eq(users.uid, "carol"));
    expect(await rowOf(db, token)).toBeUndefined();
  });
});
