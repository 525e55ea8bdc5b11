import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dropCachedContent } from "~/.server/content-changes";
import { settings } from "~/.server/db/schema";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import {
  getAgencySettings,
  getBalanceReminderDays,
  getInvoicingSettings,
  getNotificationEmail,
  getPaymentSettings,
  getSiteSettings,
  invalidateSiteSettings,
} from "./settings.server";

describe.each(databaseKinds)("site settings on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
  });
  afterAll(async () => {
    invalidateSiteSettings();
    await database?.dispose();
  });
  beforeEach(() => invalidateSiteSettings());

  const renameAgency = async (name: string) => {
    const [row] = await database.db.select().from(settings).where(eq(settings.key, "agency"));
    await database.db
      .update(settings)
      .set({ value: { ...(row?.value as object), name } })
      .where(eq(settings.key, "agency"));
  };

  it("returns the agency's default details seeded by the migration", async () => {
    const site = await getSiteSettings(database.db);
    expect(site.agency).toMatchObject({
      name: "Siam Web Studio",
      phone: "+66 81 234 5678",
      email: "hello@siamwebstudio.com",
    });
    expect(site.agency.address.en).toMatch(/Bangkok/);
    expect(site.agency.address.th).toMatch(/กรุงเทพ/);
    expect(site.agency.social.facebook).toMatch(/^https:\/\//);
    expect(site.integrations).toEqual({ gaMeasurementId: "", captchaSiteKey: "" });
    expect(site.agency.businessHours).toEqual([
      { fromDay: 1, toDay: 5, opens: { hour: 9, minute: 0 }, closes: { hour: 18, minute: 0 } },
      { fromDay: 6, toDay: 6, opens: { hour: 10, minute: 0 }, closes: { hour: 16, minute: 0 } },
    ]);
    expect(site.agency.social.others).toEqual([]);
  });

  it("keeps the notification address and the payment details off the settings sent to every page", async () => {
    const site = await getSiteSettings(database.db);
    expect(site.agency).not.toHaveProperty("notificationEmail");
    expect(site).not.toHaveProperty("payments");
    expect(await getNotificationEmail(database.db)).toBe("hello@siamwebstudio.com");
    expect((await getAgencySettings(database.db)).notificationEmail).toBe("hello@siamwebstudio.com");
  });

  it("returns the migrations' payment settings: no details and only card on, with the reminder days it predates as their default", async () => {
    // Migration 0020 empties 0008's placeholders: a site has no payment details until an admin saves them.
    expect(await getBalanceReminderDays(database.db)).toEqual([3, 7]);
    expect(await getPaymentSettings(database.db)).toEqual({
      balanceReminderDays: [3, 7],
      bankName: "",
      accountName: "",
      accountNumber: "",
      branch: "",
      promptPayId: "",
      methods: { card: true, promptPay: false, bankTransfer: false },
    });
  });

  it("reads the invoicing settings, never saved yet, as not VAT-registered with prices including VAT", async () => {
    expect(await getInvoicingSettings(database.db)).toEqual({
      vatRegistered: false,
      pricesIncludeVat: true,
      legalName: "",
      taxId: "",
      branch: "00000",
    });
  });

  it("keeps serving the cached settings until they are invalidated", async () => {
    const now = Date.now();
    await getSiteSettings(database.db, now);
    await renameAgency("Renamed Studio");
    try {
      expect((await getSiteSettings(database.db, now + 1_000)).agency.name).toBe("Siam Web Studio");
      invalidateSiteSettings();
      expect((await getSiteSettings(database.db, now + 1_000)).agency.name).toBe("Renamed Studio");
    } finally {
      await renameAgency("Siam Web Studio");
    }
  });

  it("reads the settings again after a change announced by any instance (the change relay)", async () => {
    const now = Date.now();
    await getSiteSettings(database.db, now);
    await renameAgency("Announced Studio");
    try {
      dropCachedContent();
      expect((await getSiteSettings(database.db, now + 1_000)).agency.name).toBe("Announced Studio");
    } finally {
      await renameAgency("Siam Web Studio");
    }
  });

  it("reads the settings again once the cache is 30 seconds old", async () => {
    const now = Date.now();
    await getSiteSettings(database.db, now);
    await renameAgency("Later Studio");
    try {
      expect((await getSiteSettings(database.db, now + 29_999)).agency.name).toBe("Siam Web Studio");
      expect((await getSiteSettings(database.db, now + 30_000)).agency.name).toBe("Later Studio");
    } finally {
      await renameAgency("Siam Web Studio");
    }
  });
});
