// Consent records on PGlite and PostgreSQL: each choice is stored with the policy version and the
// random id only, and the retention job deletes records past their period (and nothing younger).
import { asc, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { consentRecords } from "~/.server/db/schema";
import { monthsBefore } from "~/lib/retention";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { consentIdFromCookies, deleteOldConsentRecords, newConsentId, recordConsent } from "./consent-records.server";
import { recordedChoice } from "./consent";

const MINUTE = 60_000;

describe.each(databaseKinds)("consent records on %s", (kind) => {
  const database = suiteDatabase(kind);

  beforeEach(async () => {
    await database.db.execute(sql`truncate consent_records`);
  });

  it("stores a choice and its withdrawal under one random id, with the policy version and nothing else", async () => {
    const id = newConsentId();
    expect(consentIdFromCookies(`lang=th; consent_id=${id}`)).toBe(id);
    expect(consentIdFromCookies("consent_id=<script>")).toBeNull();
    await recordConsent(database.db, { anonymousId: id, choice: recordedChoice(null, "granted"), policyVersion: "2026-11-29" });
    await recordConsent(database.db, {
      anonymousId: id,
      choice: recordedChoice("granted", "denied"),
      policyVersion: "2026-11-29",
    });
    const rows = await database.db.select().from(consentRecords).orderBy(asc(consentRecords.id));
    expect(rows.map((row) => [row.anonymousId, row.choice, row.policyVersion])).toEqual([
      [id, "accepted", "2026-11-29"],
      [id, "withdrawn", "2026-11-29"],
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["anonymousId", "choice", "id", "policyVersion", "recordedAt"]);
    expect(recordedChoice(null, "denied")).toBe("rejected");
  });

  it("deletes records older than the period the policy states, and no younger ones", async () => {
    const now = new Date("2028-11-29T00:00:00Z");
    const cutOff = monthsBefore(now, 24);
    const record = (at: Date) =>
      recordConsent(database.db, { anonymousId: newConsentId(), choice: "rejected", policyVersion: "v", now: at });
    await record(new Date(cutOff.getTime() - MINUTE));
    await record(new Date(cutOff.getTime() + MINUTE));
    const [old] = await database.db.select().from(consentRecords).orderBy(asc(consentRecords.recordedAt));

    expect(await deleteOldConsentRecords(database.db, { now, months: 24, dryRun: true })).toEqual([String(old?.id)]);
    expect(await database.db.select().from(consentRecords)).toHaveLength(2);
    expect(await deleteOldConsentRecords(database.db, { now, months: 24 })).toEqual([String(old?.id)]);
    expect(await database.db.select().from(consentRecords)).toHaveLength(1);
    expect(await deleteOldConsentRecords(database.db, { now, months: 24 })).toEqual([]);
  });
});
