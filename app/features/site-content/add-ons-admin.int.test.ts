import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listContentChanges } from "~/.server/content-audit.server";
import { addOns, contentAudit, orders } from "~/.server/db/schema";
import { messagesT } from "~/i18n/messages";
import { formatPrice } from "~/lib/pricing";
import { formDataOf } from "../../../tests/support/form-data";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import {
  addOnFormValues,
  addOnInput,
  createAddOn,
  deleteAddOn,
  getAddOnForEditing,
  listAddOnsForAdmin,
  saveAddOn,
} from "./add-ons-admin.server";
import { type AddOnFormScope, addOnLimits, checkAddOnForm } from "./add-ons-schema";
import { catalogueMessages } from "./catalogue-admin-messages";
import { catalogueErrorText } from "./catalogue-form";

const admin = { uid: "local:admin", email: "admin@example.com", isAdmin: true };
const editor = { uid: "local:editor", email: "editor@example.com", isAdmin: false };
const errorText = catalogueErrorText(messagesT(catalogueMessages, "en") as (key: string) => string, "en", addOnLimits);

describe.each(databaseKinds)("the add-on screens' service on %s", (kind) => {
  const database = suiteDatabase(kind);

  async function form(id: string, scope: AddOnFormScope, changes: Record<string, string | null>) {
    const record = await getAddOnForEditing(database.db, id);
    if (!record) throw new Error(`${id} is missing`);
    return checkAddOnForm(formDataOf(addOnFormValues(record), changes), scope, errorText);
  }
  async function valid(id: string, scope: AddOnFormScope, changes: Record<string, string | null>) {
    const parsed = await form(id, scope, changes);
    if (parsed.status !== "success") throw new Error(`invalid: ${JSON.stringify(parsed.error)}`);
    return parsed.value;
  }

  beforeEach(async () => {
    await database.db.delete(contentAudit);
  });

  it("lets an editor change the words, refuses their price change, and audits only the first", async () => {
    const logo = await getAddOnForEditing(database.db, "logo");
    const forged = await valid("logo", "all", { priceThb: "1", "en.name": "Logo" });
    expect(await saveAddOn(database.db, editor, "logo", addOnInput(forged))).toMatchObject({
      status: 403,
      error: "errors.figuresForbidden",
    });
    expect(await getAddOnForEditing(database.db, "logo")).toEqual(logo);

    const words = await valid("logo", "words", { "th.description": "โลโก้ใหม่" });
    expect(await saveAddOn(database.db, editor, "logo", addOnInput(words))).toMatchObject({ ok: true, outcome: "saved" });
    expect((await getAddOnForEditing(database.db, "logo"))?.figures.priceSatang).toBe(199_000);
    const entries = await listContentChanges(database.db, { area: "addOns" });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entityId: "logo", changedFields: ["translations.th.description"] });
    // The revision moved on: the editor's first form is now stale.
    expect(await saveAddOn(database.db, admin, "logo", addOnInput(words))).toMatchObject({ status: 409 });
  });

  it("refuses a price over ฿100,000 or a quantity limit outside 1 to 100", async () => {
    const refused = await form("domain", "all", { priceThb: "100001", maxQuantity: "101" });
    expect(refused.status).not.toBe("success");
    expect(refused.status === "success" ? undefined : refused.error).toEqual({
      priceThb: [`The price can be at most ${formatPrice(10_000_000, "THB", "en-US")}.`],
      maxQuantity: ["Enter a number from 1 to 100."],
    });
    const value = await valid("domain", "all", { priceThb: "100000", maxQuantity: "100" });
    expect(await saveAddOn(database.db, admin, "domain", addOnInput(value))).toMatchObject({ ok: true });
    expect((await database.db.select().from(addOns).where(eq(addOns.id, "domain")))[0]).toMatchObject({
      priceSatang: 10_000_000,
      maxQuantity: 100,
    });
  });

  it("creates an add-on, and deletes it only while no order's lines name it", async () => {
    const parsed = checkAddOnForm(
      formDataOf({
        id: "hosting",
        en: { name: "Hosting", description: "" },
        priceThb: "2500",
        unit: "year",
        maxQuantity: "3",
        position: "9",
      }),
      "new",
      errorText,
    );
    if (parsed.status !== "success") throw new Error(JSON.stringify(parsed.error));
    expect(await createAddOn(database.db, editor, parsed.value)).toMatchObject({ status: 403 });
    expect(await createAddOn(database.db, admin, parsed.value)).toMatchObject({ ok: true, outcome: "created" });
    expect((await listAddOnsForAdmin(database.db, "th")).at(-1)).toMatchObject({ id: "hosting", name: "Hosting", unit: "year" });

    await database.db.insert(orders).values({
      reference: "SWS-2026-ADD01",
      idempotencyKey: "add-on-delete-test",
      packageId: "starter",
      addOns: [{ id: "hosting", quantity: 2, unitSatang: 250_000, lineSatang: 500_000 }] as never,
      paymentOption: "full",
      subtotalSatang: 800_000,
      totalSatang: 800_000,
      amountDueNowSatang: 800_000,
      customerName: "Customer",
      customerEmail: "customer@example.com",
      customerPhone: "0812345678",
      paymentMethod: "bank_transfer",
    });
    expect(await deleteAddOn(database.db, admin, "hosting")).toMatchObject({ status: 409, error: "errors.inUseOne" });
    expect(await getAddOnForEditing(database.db, "hosting")).not.toBeNull();
    await database.db.delete(orders).where(eq(orders.reference, "SWS-2026-ADD01"));
    expect(await deleteAddOn(database.db, editor, "hosting")).toMatchObject({ status: 403 });
    expect(await deleteAddOn(database.db, admin, "hosting")).toMatchObject({ ok: true, outcome: "deleted" });
    expect((await listContentChanges(database.db, { area: "addOns" })).map((entry) => entry.kind)).toEqual([
      "deleted",
      "created",
    ]);
  });
});
