// Sample payment details are demo content (ADR 098): written by the seed only, marked `sample`,
// offered only while sample content is on, cleared by an admin's save; migration 0020 removes the
// old placeholders from sites that never replaced them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "~/.server/db/client";
import { settings, settingsAudit } from "~/.server/db/schema";
import { availableMethods, methodsAwaitingDetails } from "~/features/checkout/checkout.server";
import { saveSettings } from "~/features/settings/settings-admin.server";
import { getAllSettings, getPaymentSettings, invalidateSiteSettings } from "~/features/settings/settings.server";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import { seedSampleContent } from "./index";
import { samplePaymentDetails, seedSamplePaymentDetails } from "./sample-payments";

const admin = { uid: "local:admin", email: "admin@example.com" };
/** A local install (sample content on) and a production one (off), both with Stripe configured. */
const withSamples = { stripe: { enabled: true }, seedSampleContent: true } as never;
const withoutSamples = { stripe: { enabled: true }, seedSampleContent: false } as never;

const emptyDetails = { bankName: "", accountName: "", accountNumber: "", branch: "", promptPayId: "" };
const realDetails = {
  bankName: "Bangkok Bank",
  accountName: "Siam Web Studio Co., Ltd.",
  accountNumber: "987-6-54321-0",
  branch: "Silom",
  promptPayId: "0899999999",
};
const placeholders = {
  ...samplePaymentDetails,
  methods: { card: true, promptPay: true, bankTransfer: true },
};

describe.each(databaseKinds)("sample payment details on %s", (kind) => {
  const database = suiteDatabase(kind);
  let migrated: unknown;

  const storedPayments = async () => {
    const [row] = await database.db.select({ value: settings.value }).from(settings).where(eq(settings.key, "payments"));
    return row?.value as Record<string, unknown>;
  };
  const setPayments = (value: object) => database.db.update(settings).set({ value }).where(eq(settings.key, "payments"));
  const runMigration0020 = async () => {
    const file = readFileSync(path.join(migrationsFolder, "0020_sample-payment-details.sql"), "utf8");
    for (const statement of file.split("--> statement-breakpoint")) await database.db.execute(sql.raw(statement));
    invalidateSiteSettings();
  };

  beforeAll(async () => {
    migrated = await storedPayments();
  });
  beforeEach(async () => {
    await setPayments(migrated as object);
    await database.db.delete(settingsAudit);
    invalidateSiteSettings();
  });
  afterAll(() => invalidateSiteSettings());

  it("a migrated site without sample content has no details and offers neither PromptPay nor bank transfer", async () => {
    const payments = await getPaymentSettings(database.db);
    expect(payments).toMatchObject({ ...emptyDetails, methods: { card: true, promptPay: false, bankTransfer: false } });
    expect(payments.sample).toBeUndefined();
    expect(availableMethods(payments, withSamples)).toEqual(["card"]);
    expect(methodsAwaitingDetails(payments, withoutSamples)).toEqual(["promptpay", "bank_transfer"]);
  });

  it("the sample content seed writes the sample details, marked, and they are offered only with sample content on", async () => {
    await seedSampleContent(database.db);
    invalidateSiteSettings();
    const payments = await getPaymentSettings(database.db);
    expect(payments).toMatchObject({ ...samplePaymentDetails, sample: true, methods: { promptPay: true, bankTransfer: true } });
    expect(availableMethods(payments, withSamples)).toEqual(["promptpay", "bank_transfer", "card"]);
    expect(methodsAwaitingDetails(payments, withSamples)).toEqual([]);
    // A production server (sample content off) never offers the made-up account.
    expect(availableMethods(payments, withoutSamples)).toEqual(["card"]);
    expect(methodsAwaitingDetails(payments, withoutSamples)).toEqual(["promptpay", "bank_transfer"]);
  });

  it("re-running the seed changes nothing", async () => {
    expect(await seedSamplePaymentDetails(database.db)).toBe(true);
    const first = await storedPayments();
    expect(await seedSamplePaymentDetails(database.db)).toBe(false);
    expect(await storedPayments()).toEqual(first);
  });

  it("an admin's save of other settings keeps the mark; saving real details clears it, and the seed leaves them alone", async () => {
    await seedSamplePaymentDetails(database.db);
    invalidateSiteSettings();
    const before = await getAllSettings(database.db, { fresh: true });
    const { sample: _mark, ...sent } = before.payments;
    // The form never sends the mark: an untouched payments group is still the samples.
    await saveSettings(database.db, admin, { ...before, agency: { ...before.agency, phone: "02 555 0101" }, payments: sent }, 0);
    expect(await storedPayments()).toMatchObject({ sample: true });

    const revision = (await database.db.select({ id: settingsAudit.id }).from(settingsAudit)).length;
    await saveSettings(database.db, admin, { ...before, payments: { ...sent, ...realDetails } }, revision);
    const saved = await storedPayments();
    expect(saved).toMatchObject(realDetails);
    expect(saved).not.toHaveProperty("sample");
    invalidateSiteSettings();
    expect(availableMethods(await getPaymentSettings(database.db), withoutSamples)).toEqual([
      "promptpay",
      "bank_transfer",
      "card",
    ]);

    expect(await seedSamplePaymentDetails(database.db)).toBe(false);
    expect(await storedPayments()).toEqual(saved);
  });

  it("the seed does not bring samples back once an admin has saved the payment settings, even emptied", async () => {
    // An admin saved the payments group with no details (its audit entry is what the seed looks for).
    await database.db
      .insert(settingsAudit)
      .values({ actorUid: admin.uid, actorEmail: admin.email, group: "payments", before: {}, after: {} });
    expect(await seedSamplePaymentDetails(database.db)).toBe(false);
    expect(await storedPayments()).toMatchObject(emptyDetails);
  });

  it("migration 0020 empties the details where they are still 0008's placeholders and takes their methods off offer", async () => {
    await setPayments({ ...placeholders, balanceReminderDays: [2, 5] });
    for (let run = 0; run < 2; run++) await runMigration0020();
    expect(await storedPayments()).toEqual({
      ...emptyDetails,
      methods: { card: true, promptPay: false, bankTransfer: false },
      balanceReminderDays: [2, 5],
    });
    expect(availableMethods(await getPaymentSettings(database.db), withSamples)).toEqual(["card"]);
  });

  it("migration 0020 leaves real details untouched, and empties only the part still a placeholder", async () => {
    const real = { ...realDetails, methods: { card: false, promptPay: true, bankTransfer: true } };
    await setPayments(real);
    await runMigration0020();
    expect(await storedPayments()).toEqual(real);

    // The agency replaced the bank account but not the PromptPay id.
    const mixed = { ...placeholders, ...realDetails, promptPayId: samplePaymentDetails.promptPayId };
    await setPayments(mixed);
    await runMigration0020();
    expect(await storedPayments()).toEqual({
      ...mixed,
      promptPayId: "",
      methods: { card: true, promptPay: false, bankTransfer: true },
    });
  });

  it("migration 0020 keeps one method on where only the placeholders were offered", async () => {
    await setPayments({ ...placeholders, methods: { card: false, promptPay: true, bankTransfer: true } });
    await runMigration0020();
    // A stored group must keep one method on; card shows only with Stripe configured.
    expect((await storedPayments()).methods).toEqual({ card: true, promptPay: false, bankTransfer: false });
    expect(availableMethods(await getPaymentSettings(database.db), { stripe: { enabled: false } } as never)).toEqual([]);
  });
});
