import { inArray } from "drizzle-orm";
import { onContentChange } from "~/.server/content-changes";
import type { Db } from "~/.server/db/client";
import { settings } from "~/.server/db/schema";
import {
  type AgencySettings,
  AgencySettingsSchema,
  IntegrationSettingsSchema,
  type PaymentSettings,
  PaymentSettingsSchema,
  type SettingsByGroup,
  type SettingsGroup,
  settingsGroups,
  type SiteSettings,
  withAddedDefaults,
} from "./settings-schema";
import { type InvoicingSettings, InvoicingSettingsSchema } from "./invoicing-settings-schema";

export type { InvoicingSettings };

const CACHE_MS = 30_000;
let cache: { value: SettingsByGroup; at: number; db: Db } | undefined;

/**
 * Every page reads these, so all groups are read in one query and cached in-process for a short
 * time; a save anywhere empties it (this instance at once, the others through the change relay).
 */
async function readAll(db: Db, now: number): Promise<SettingsByGroup> {
  if (cache && cache.db === db && now - cache.at < CACHE_MS) return cache.value;
  const value = await readFromDatabase(db);
  cache = { value, at: now, db };
  return value;
}

async function readFromDatabase(db: Db): Promise<SettingsByGroup> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...settingsGroups]));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const stored = (group: SettingsGroup) => withAddedDefaults(group, byKey.get(group));
  const value: SettingsByGroup = {
    agency: AgencySettingsSchema.parse(stored("agency")),
    payments: PaymentSettingsSchema.parse(stored("payments")),
    invoicing: InvoicingSettingsSchema.parse(stored("invoicing")),
    integrations: IntegrationSettingsSchema.parse(stored("integrations")),
  };
  return value;
}

/** Drops the internal notification address: what may go to every browser. */
export function publicAgency(agency: AgencySettings): SiteSettings["agency"] {
  const { notificationEmail: _internal, ...rest } = agency;
  return rest;
}

/** The settings every public page reads (the root loader sends them to the browser). */
export async function getSiteSettings(db: Db, now = Date.now()): Promise<SiteSettings> {
  const all = await readAll(db, now);
  return { agency: publicAgency(all.agency), integrations: all.integrations };
}

/** The agency's details including where contact messages and orders go (server only). */
export async function getAgencySettings(db: Db, now = Date.now()): Promise<AgencySettings> {
  return (await readAll(db, now)).agency;
}

/** The address that receives contact messages and order notifications. */
export async function getNotificationEmail(db: Db, now = Date.now()): Promise<string> {
  return (await readAll(db, now)).agency.notificationEmail;
}

/** Bank-transfer details, PromptPay id and the payment methods on offer (server only). */
export async function getPaymentSettings(db: Db, now = Date.now()): Promise<PaymentSettings> {
  return (await readAll(db, now)).payments;
}

/**
 * The agency's tax details for receipts and tax invoices (server only): whether it is VAT-registered,
 * whether the prices include VAT, the registered name ("" = the agency's name), tax id and branch.
 */
export async function getInvoicingSettings(db: Db, now = Date.now()): Promise<InvoicingSettings> {
  return (await readAll(db, now)).invoicing;
}

/** The days after a balance request on which a reminder is sent, increasing (e.g. [3, 7]; [] for none). */
export async function getBalanceReminderDays(db: Db, now = Date.now()): Promise<number[]> {
  return (await readAll(db, now)).payments.balanceReminderDays;
}

/**
 * Every group. The admin screen asks for `fresh` values: a form filled from another instance's
 * cached copy could otherwise save stale values over a newer save.
 */
export async function getAllSettings(db: Db, options: { fresh?: boolean; now?: number } = {}): Promise<SettingsByGroup> {
  return options.fresh ? readFromDatabase(db) : readAll(db, options.now ?? Date.now());
}

export function invalidateSiteSettings() {
  cache = undefined;
}

// A change announced by this or another instance (a settings save anywhere) empties the cache.
onContentChange(invalidateSiteSettings);
