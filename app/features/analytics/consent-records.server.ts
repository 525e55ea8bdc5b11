// Analytics consent choices recorded on the server (ADR 111), so the agency can prove consent: the
// choice, the privacy policy version, the time and the random id in the visitor's cookie. Nothing
// else about the visitor is stored; the retention job deletes a record after its period.
import { randomBytes } from "node:crypto";
import { asc, lt } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { type ConsentChoice, consentRecords } from "~/.server/db/schema";
import { monthsBefore, type RetentionRun } from "~/lib/retention";

/** The first-party cookie holding the visitor's random id (HttpOnly: scripts never need it). */
export const CONSENT_ID_COOKIE = "consent_id";
/** As long as a record is kept, so later choices share the id of the first. */
const CONSENT_ID_MAX_AGE_SECONDS = 24 * 31 * 24 * 60 * 60;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The id in the Cookie header when it is one this site issued (22 base64url characters), else null. */
export function consentIdFromCookies(header: string | null): string | null {
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== CONSENT_ID_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return ID_PATTERN.test(value) ? value : null;
  }
  return null;
}

export function newConsentId(): string {
  return randomBytes(16).toString("base64url");
}

export function consentIdCookie(id: string, secure: boolean): string {
  return `${CONSENT_ID_COOKIE}=${id}; Max-Age=${CONSENT_ID_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export async function recordConsent(
  db: Db,
  input: { anonymousId: string; choice: ConsentChoice; policyVersion: string; now?: Date },
): Promise<void> {
  await db.insert(consentRecords).values({
    anonymousId: input.anonymousId,
    choice: input.choice,
    policyVersion: input.policyVersion,
    recordedAt: input.now ?? new Date(),
  });
}

/** Records older than `months` are deleted; answers their ids (or, on a dry run, would be). */
export async function deleteOldConsentRecords(
  db: Db,
  { now, dryRun = false, months }: RetentionRun & { months: number },
): Promise<string[]> {
  const where = lt(consentRecords.recordedAt, monthsBefore(now, months));
  const column = { id: consentRecords.id };
  const rows = dryRun
    ? await db.select(column).from(consentRecords).where(where).orderBy(asc(consentRecords.id))
    : await db.delete(consentRecords).where(where).returning(column);
  return rows.map((row) => String(row.id)).sort((a, b) => Number(a) - Number(b));
}
