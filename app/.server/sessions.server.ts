// Staff sessions in PostgreSQL: a random 256-bit token lives only in the browser's cookie; the
// database keeps its SHA-256, so reading the table (a backup, a leaked dump) gives nothing that
// can be sent back as a cookie. Expiry is both absolute (stored) and idle (last_seen_at + idle).
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { sessions } from "./db/schema";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Defaults for staff (ADR 014): two hours without a request signs out a forgotten tab; twelve
 * hours covers a working day and ends overnight, so a stolen cookie is worth one day at most.
 * Signing in again is one click while the Google session lasts.
 */
export const SESSION_DEFAULTS = {
  idleMs: 2 * HOUR,
  absoluteMs: 12 * HOUR,
} as const;

/** last_seen_at is written at most this often, so a busy page is not one UPDATE per request. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;

/** 32 random bytes in base64url: exactly 43 characters from this alphabet. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const MAX_USER_AGENT = 512;
const MAX_IP = 64;

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

export interface CreateSessionOptions extends SessionTimeouts {
  /** The clock to use; the database's own `now()` when not given, so every instance agrees. */
  now?: Date;
  userAgent?: string | null;
  ip?: string | null;
}

export interface ReadSessionOptions {
  idleMs: number;
  now?: Date;
}

export interface NewSession {
  /** The cookie's value. Never store or log it. */
  token: string;
  /** The absolute expiry: a good cookie Expires. */
  expiresAt: Date;
}

export interface ActiveSession {
  uid: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  /** When this session ends if no request comes: min(last seen + idle, absolute expiry). */
  idleExpiresAt: Date;
}

/** The database id of a token: its SHA-256 in hex. */
export function sessionId(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

function isToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

/** A timestamp in SQL: the given instant, or the database's clock. */
function clock(now: Date | undefined): SQL {
  return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
}

/** A duration in milliseconds as an SQL interval. */
function interval(ms: number): SQL {
  if (!Number.isFinite(ms) || ms <= 0) throw new RangeError(`Session time-out must be a positive number of ms, got ${ms}`);
  return sql`(${Math.round(ms)}::double precision * interval '1 millisecond')`;
}

function clip(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  return value.slice(0, max);
}

/** Starts a session for a user who has just signed in. */
export async function createSession(db: Db, uid: string, options: CreateSessionOptions): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const at = clock(options.now);
  const [row] = await db
    .insert(sessions)
    .values({
      id: sessionId(token),
      userUid: uid,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: sql`${at} + ${interval(options.absoluteMs)}`,
      userAgent: clip(options.userAgent, MAX_USER_AGENT),
      ip: clip(options.ip, MAX_IP),
    })
    .returning({ expiresAt: sessions.expiresAt });
  if (!row) throw new Error("The session was not created");
  return { token, expiresAt: row.expiresAt };
}

/**
 * The session a cookie names, or null when the token is missing, malformed, unknown, or expired by
 * absolute or idle time. An expired row is left for purgeExpiredSessions. Refreshes last_seen_at
 * when it is at least a minute old.
 */
export async function readSession(db: Db, token: unknown, options: ReadSessionOptions): Promise<ActiveSession | null> {
  if (!isToken(token)) return null;
  const id = sessionId(token);
  const at = clock(options.now);
  const idle = interval(options.idleMs);
  const [row] = await db
    .select({
      uid: sessions.userUid,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      stale: sql<boolean>`${sessions.lastSeenAt} <= ${at} - ${interval(SESSION_TOUCH_INTERVAL_MS)}`,
    })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, at), gt(sessions.lastSeenAt, sql`${at} - ${idle}`)));
  if (!row) return null;
  let lastSeenAt = row.lastSeenAt;
  if (row.stale) {
    // Guarded by the old value, so concurrent requests write it once; a later clock never goes back.
    const [touched] = await db
      .update(sessions)
      .set({ lastSeenAt: at })
      .where(and(eq(sessions.id, id), lte(sessions.lastSeenAt, sql`${at} - ${interval(SESSION_TOUCH_INTERVAL_MS)}`)))
      .returning({ lastSeenAt: sessions.lastSeenAt });
    lastSeenAt = touched?.lastSeenAt ?? lastSeenAt;
  }
  const idleEnds = new Date(lastSeenAt.getTime() + options.idleMs);
  return {
    uid: row.uid,
    createdAt: row.createdAt,
    lastSeenAt,
    expiresAt: row.expiresAt,
    idleExpiresAt: idleEnds < row.expiresAt ? idleEnds : row.expiresAt,
  };
}

/**
 * Sign-in: the old session (if the browser had one) ends and a new token is issued, so a token
 * planted in the browser before sign-in (session fixation) never becomes a signed-in session.
 */
export async function rotateSession(db: Db, oldToken: unknown, uid: string, options: CreateSessionOptions): Promise<NewSession> {
  return db.transaction(async (tx) => {
    if (isToken(oldToken)) await tx.delete(sessions).where(eq(sessions.id, sessionId(oldToken)));
    return createSession(tx, uid, options);
  });
}

/** Sign-out. True when a session was deleted. */
export async function deleteSession(db: Db, token: unknown): Promise<boolean> {
  if (!isToken(token)) return false;
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.id, sessionId(token)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Signs a user out everywhere (for example after their role is withdrawn). Returns how many. */
export async function deleteUserSessions(db: Db, uid: string): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userUid, uid)).returning({ id: sessions.id });
  return deleted.length;
}

/** Deletes sessions past their absolute or idle expiry; for a periodic job. Returns how many. */
export async function purgeExpiredSessions(db: Db, options: ReadSessionOptions): Promise<number> {
  const at = clock(options.now);
  const deleted = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, at), lte(sessions.lastSeenAt, sql`${at} - ${interval(options.idleMs)}`)))
    .returning({ id: sessions.id });
  return deleted.length;
}
