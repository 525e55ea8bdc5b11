// The invoicing settings as the admin's settings screen saves them and the /checkout action reads
// them, for checkout tests that follow an order from the setting to its documents (ADR 097).
import type { Db } from "~/.server/db/client";
import { addsVatOnTop } from "~/features/checkout/order-pricing";
import type { InvoicingSettings } from "~/features/settings/invoicing-settings-schema";
import { loadSettingsForEditing, saveSettings } from "~/features/settings/settings-admin.server";
import { getInvoicingSettings } from "~/features/settings/settings.server";

/** A valid tax id (check digit included) for a VAT-registered test agency. */
export const testVatTaxId = "0105536000011";

/** Saves the invoicing group with `changes`, as an admin does on /admin/settings. */
export async function saveInvoicingSettings(db: Db, changes: Partial<InvoicingSettings>): Promise<void> {
  const { revision, settings } = await loadSettingsForEditing(db);
  const invoicing = { ...settings.invoicing, ...changes };
  const saved = await saveSettings(db, { uid: "admin-1", email: "admin@siamweb.example" }, { ...settings, invoicing }, revision);
  if (saved.status === "conflict") throw new Error("The invoicing settings were not saved: conflict");
}

/** Whether an order placed now gets VAT on top: what the /checkout action passes to placeOrder. */
export async function vatOnTopNow(db: Db): Promise<boolean> {
  return addsVatOnTop(await getInvoicingSettings(db));
}
