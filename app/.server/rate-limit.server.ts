// Fixed-window rate limits kept in the database, so they hold across server instances and restarts.
// One statement per hit: an upsert that counts and returns the window's total.
import { lt, sql } from "drizzle-orm";
import { addressGroup } from "./address-group";
import type { Db } from "./db/client";
import { rateLimits } from "./db/schema";

export interface RateLimitRule {
  /**
   * What is limited, e.g. "contact" or "auth"; combined with the subject (an IP address, an IPv6
   * one counted by its /64: address-group.ts).
   */
  scope: string;
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/** Counts one hit of `subject` against `rule`; refused hits count too, so a flood stays refused. */
export async function hitRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${rule.scope}:${addressGroup(subject)}`, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  if (count <= rule.limit) return { allowed: true, remaining: rule.limit - count };
  const retryAfterMs = windowStart.getTime() + rule.windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

/** Deletes the counters of windows that ended before `before` (run from a periodic job). */
export async function purgeRateLimits(db: Db, before: Date): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.windowStart, before)).returning({ key: rateLimits.key });
  return deleted.length;
}
