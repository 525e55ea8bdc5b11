import { inArray } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { settings } from "~/.server/db/schema";
import {
  AgencySettingsSchema,
  IntegrationSettingsSchema,
  type SiteSettings,
} from "./settings-schema";

const CACHE_MS = 30_000;
let cache: { value: SiteSettings; at: number; db: Db } | undefined;

/**
 * Every page reads these, so they are cached in-process for a short time; writers call
 * invalidateSiteSettings() so a change shows at once on this instance.
 */
export async function getSiteSettings(db: Db, now = Date.now()): Promise<SiteSettings> {
  if (cache && cache.db === db && now - cache.at < CACHE_MS) return cache.value;
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, ["agency", "integrations"]));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const value: SiteSettings = {
    agency: AgencySettingsSchema.parse(byKey.get("agency")),
    integrations: IntegrationSettingsSchema.parse(byKey.get("integrations")),
  };
  cache = { value, at: now, db };
  return value;
}

export function invalidateSiteSettings() {
  cache = undefined;
}
