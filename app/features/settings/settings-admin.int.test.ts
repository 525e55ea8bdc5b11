import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "~/.server/db/client";
import { settings, settingsAudit } from "~/.server/db/schema";
import { formDataOf } from "../../../tests/support/form-data";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import {
  auditTrail,
  getSettingsRevision,
  listSettingsAudit,
  loadSettingsForEditing,
  saveSettings,
} from "./settings-admin.server";
import { checkSettingsForm, settingsToFormValues } from "./settings-form";
import type { SettingsByGroup } from "./settings-schema";
import {
  getAllSettings,
  getBalanceReminderDays,
  getInvoicingSettings,
  getPaymentSettings,
  getSiteSettings,
  invalidateSiteSettings,
} from "./settings.server";

const admin = { uid: "local:admin", email: "admin@example.com" };
const other = { uid: "local:other", email: "other-admin@example.com" };

describe.each(databaseKinds)("saving the settings on %s", (kind) => {
  const database = suiteDatabase(kind);
  let original: SettingsByGroup;

  beforeAll(async () => {
    original = await getAllSettings(database.db);
  });
  afterAll(async () => {
    invalidateSiteSettings();
  });
  beforeEach(async () => {
    // Each case starts from the migration's defaults and an empty trail.
    for (const [key, value] of Object.entries(original)) {
      await database.db.update(settings).set({ value }).where(eq(settings.key, key));
    }
    // The invoicing group is never stored until a save: it starts as its defaults.
    await database.db.delete(settings).where(eq(settings.key, "invoicing"));
    await database.db.delete(settingsAudit);
    invalidateSiteSettings();
  });

  /** The form filled with the stored settings and these changes, as the action reads it. */
  const check = (changes: Record<string, string>) =>
    checkSettingsForm(formDataOf(settingsToFormValues(original, 0), changes), (key) => key);
  const withChanges = (changes: Record<string, string>) => {
    const parsed = check(changes);
    if (parsed.status !== "success") throw new Error(`invalid: ${JSON.stringify(parsed.error)}`);
    const { agency, payments, invoicing, integrations } = parsed.value;
    return { agency, payments, invoicing, integrations };
  };

  it("saves a changed group, shows it at once and records who changed what, before and after", async () => {
    await getSiteSettings(database.db); // warm the cache: the save must drop it
    const revision = await getSettingsRevision(database.db);
    const next = withChanges({ "agency.phone": "02 123 4567", "payments.promptPayId": "1-1017-00230-70-8" });
    const startedAt = Date.now();

    expect(await saveSettings(database.db, admin, next, revision)).toEqual({
      status: "saved",
      changed: ["agency", "payments"],
    });

    expect((await getSiteSettings(database.db)).agency.phone).toBe("02 123 4567");
    expect((await getPaymentSettings(database.db)).promptPayId).toBe("1101700230708");
    const [entry] = await auditTrail(database.db, "agency");
    expect(entry).toMatchObject({ actorUid: admin.uid, actorEmail: admin.email, group: "agency" });
    expect((entry?.before as SettingsByGroup["agency"]).phone).toBe("+66 81 234 5678");
    expect((entry?.after as SettingsByGroup["agency"]).phone).toBe("02 123 4567");
    // Set by the database clock (same machine here), not sent by the caller.
    expect(Math.abs((entry?.changedAt.getTime() ?? 0) - startedAt)).toBeLessThan(5_000);
    expect(await auditTrail(database.db, "integrations")).toEqual([]);

    const listed = await listSettingsAudit(database.db);
    expect(listed.map(({ group, changedFields, actorEmail }) => ({ group, changedFields, actorEmail }))).toEqual(
      expect.arrayContaining([
        { group: "agency", changedFields: ["phone"], actorEmail: admin.email },
        { group: "payments", changedFields: ["promptPayId"], actorEmail: admin.email },
      ]),
    );
  });

  it("writes nothing and records nothing when nothing changed", async () => {
    const result = await saveSettings(database.db, admin, original, await getSettingsRevision(database.db));
    expect(result).toEqual({ status: "unchanged" });
    expect(await listSettingsAudit(database.db)).toEqual([]);
  });

  it("saves the invoicing section and the reminder days, and reads them back as saved", async () => {
    const revision = await getSettingsRevision(database.db);
    const next = withChanges({
      "invoicing.vatRegistered": "on",
      "invoicing.legalName": "Siam Web Studio Co., Ltd.",
      "invoicing.taxId": "0-1055-36000-01-1",
      "invoicing.branchKind": "branch",
      "invoicing.branchNumber": "00003",
      "payments.balanceReminderDays": "5, 10, 20",
    });
    expect(await saveSettings(database.db, admin, next, revision)).toEqual({
      status: "saved",
      changed: ["payments", "invoicing"],
    });
    expect(await getInvoicingSettings(database.db)).toEqual({
      vatRegistered: true,
      pricesIncludeVat: true,
      legalName: "Siam Web Studio Co., Ltd.",
      taxId: "0105536000011",
      branch: "00003",
    });
    expect(await getBalanceReminderDays(database.db)).toEqual([5, 10, 20]);
    // The trail names only what the admin changed, not the fields that were defaults before.
    const listed = await listSettingsAudit(database.db);
    expect(listed.map(({ group, changedFields }) => ({ group, changedFields }))).toEqual(
      expect.arrayContaining([
        { group: "payments", changedFields: ["balanceReminderDays"] },
        { group: "invoicing", changedFields: ["branch", "legalName", "taxId", "vatRegistered"] },
      ]),
    );
  });

  it("reads rows stored before the invoicing group and the reminder days as their defaults, and an untouched form saves nothing", async () => {
    const { balanceReminderDays: _days, ...olderPayments } = original.payments;
    await database.db.update(settings).set({ value: olderPayments }).where(eq(settings.key, "payments"));
    invalidateSiteSettings();
    expect(await getBalanceReminderDays(database.db)).toEqual([3, 7]);
    expect(await getInvoicingSettings(database.db)).toEqual({
      vatRegistered: false,
      pricesIncludeVat: true,
      legalName: "",
      taxId: "",
      branch: "00000",
    });
    const loaded = await loadSettingsForEditing(database.db);
    const untouched = checkSettingsForm(formDataOf(settingsToFormValues(loaded.settings, loaded.revision)), (key) => key);
    if (untouched.status !== "success") throw new Error(JSON.stringify(untouched.error));
    const { agency, payments, invoicing, integrations } = untouched.value;
    expect(await saveSettings(database.db, admin, { agency, payments, invoicing, integrations }, loaded.revision)).toEqual({
      status: "unchanged",
    });
  });

  it("refuses to overwrite a save made after the form was loaded", async () => {
    const loaded = await getSettingsRevision(database.db);
    await saveSettings(database.db, other, withChanges({ "agency.name": "Other Studio" }), loaded);
    const result = await saveSettings(database.db, admin, withChanges({ "agency.phone": "02 999 9999" }), loaded);
    expect(result).toEqual({ status: "conflict" });
    const agency = (await getAllSettings(database.db)).agency;
    expect(agency).toMatchObject({ name: "Other Studio", phone: "+66 81 234 5678" });
    expect(await listSettingsAudit(database.db)).toHaveLength(1);
  });

  it("saves no group at all when one of them is invalid", async () => {
    const parsed = check({ "agency.phone": "02 123 4567", "payments.accountNumber": "12" });
    expect(parsed.status).toBe("error");
    expect(parsed.status === "error" && parsed.error).toEqual({ "payments.accountNumber": ["errors.bankAccountNumber"] });
    // The action stops here; the stored settings are untouched.
    invalidateSiteSettings();
    expect(await getAllSettings(database.db)).toEqual(original);
  });

  it("rolls the whole save back when a write fails half-way", async () => {
    const revision = await getSettingsRevision(database.db);
    const next = withChanges({ "agency.phone": "02 123 4567", "payments.branch": "Silom" });
    // A constraint added for this case refuses the payments audit entry: the second group's write fails.
    await database.db.execute(sql`alter table settings_audit add constraint test_no_payments check ("group" <> 'payments')`);
    try {
      await expect(saveSettings(database.db, admin, next, revision)).rejects.toThrow();
    } finally {
      await database.db.execute(sql`alter table settings_audit drop constraint test_no_payments`);
    }
    invalidateSiteSettings();
    expect((await getAllSettings(database.db)).agency.phone).toBe("+66 81 234 5678");
    expect(await listSettingsAudit(database.db)).toEqual([]);
  });

  it("the defaults migration adds the new fields but keeps what an admin saved, and can run again", async () => {
    // An agency row as it was before the migration, with an admin's own phone number.
    const { notificationEmail: _n, businessHours: _b, social, ...older } = original.agency;
    const { others: _o, ...olderSocial } = social;
    await database.db
      .update(settings)
      .set({ value: { ...older, phone: "02 555 0000", email: "team@example.co.th", social: olderSocial } })
      .where(eq(settings.key, "agency"));
    await database.db
      .update(settings)
      .set({ value: { gaMeasurementId: "G-KEEPME1" } })
      .where(eq(settings.key, "integrations"));
    await database.db.delete(settings).where(eq(settings.key, "payments"));

    // 0020 follows 0008 on every site: together they leave no payment details.
    const files = ["0008_settings-defaults.sql", "0020_sample-payment-details.sql"].map((name) =>
      readFileSync(path.join(migrationsFolder, name), "utf8"),
    );
    for (let run = 0; run < 2; run++) {
      for (const file of files) {
        for (const statement of file.split("--> statement-breakpoint")) await database.db.execute(sql.raw(statement));
      }
    }

    invalidateSiteSettings();
    const after = await getAllSettings(database.db);
    expect(after.agency).toMatchObject({
      phone: "02 555 0000",
      email: "team@example.co.th",
      notificationEmail: "team@example.co.th",
      businessHours: original.agency.businessHours,
      social: { ...olderSocial, others: [] },
    });
    expect(after.integrations).toEqual({ gaMeasurementId: "G-KEEPME1", captchaSiteKey: "" });
    expect(after.payments).toEqual(original.payments);
  });
});
