import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listContentChanges } from "~/.server/content-audit.server";
import { onContentChange } from "~/.server/content-changes";
import { contentAudit, orders, packages, packageTranslations } from "~/.server/db/schema";
import { formDataOf } from "../../../tests/support/form-data";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import {
  createPackage,
  deletePackage,
  getPackageForEditing,
  listPackagesForAdmin,
  movePackage,
  packageFormValues,
  packageInput,
  savePackage,
} from "./packages-admin.server";
import { messagesT } from "~/i18n/messages";
import { formatPrice } from "~/lib/pricing";
import { postChangesFigures } from "./catalogue-admin.server";
import { catalogueMessages } from "./catalogue-admin-messages";
import { catalogueErrorText } from "./catalogue-form";
import { checkPackageForm, type PackageFormScope, packageFigureNames, packageLimits } from "./packages-schema";

const admin = { uid: "local:admin", email: "admin@example.com", isAdmin: true };
const editor = { uid: "local:editor", email: "editor@example.com", isAdmin: false };
const en = catalogueMessages.en.errors;
/** The field errors of a refused form (none when it was accepted). */
const errorsOf = (submission: { status?: string; error?: unknown }) =>
  submission.status === "success" ? undefined : submission.error;
const errorText = catalogueErrorText(messagesT(catalogueMessages, "en") as (key: string) => string, "en", packageLimits);

describe.each(databaseKinds)("the package screens' service on %s", (kind) => {
  const database = suiteDatabase(kind);
  let announced = 0;
  onContentChange(() => announced++);

  /** Premium's edit form as loaded, with these fields changed, read as the action reads it. */
  async function premiumForm(scope: PackageFormScope, changes: Record<string, string | null>) {
    const record = await getPackageForEditing(database.db, "premium");
    if (!record) throw new Error("premium is missing");
    return checkPackageForm(formDataOf(packageFormValues(record), changes), scope, errorText);
  }
  async function valid(scope: PackageFormScope, changes: Record<string, string | null>) {
    const parsed = await premiumForm(scope, changes);
    if (parsed.status !== "success") throw new Error(`invalid: ${JSON.stringify(parsed.error)}`);
    return parsed.value;
  }
  const audit = () => database.db.select().from(contentAudit).where(eq(contentAudit.area, "packages"));

  beforeEach(async () => {
    await database.db.delete(contentAudit);
    announced = 0;
  });

  it("lists the migration's packages in order, named in the reader's language", async () => {
    const list = await listPackagesForAdmin(database.db, "th");
    expect(list.map((row) => row.id)).toEqual(["starter", "ecommerce", "premium"]);
    expect(list[2]).toMatchObject({ name: "Premium", priceSatang: 1_590_000, featured: false, hidden: false });
  });

  it("lets an editor change the words in both languages, with one audit row and a cache announcement", async () => {
    const value = await valid("words", { "en.features": "Custom design\nTwo languages", "th.subtitle": "เว็บไซต์ใหม่" });
    expect(await savePackage(database.db, editor, "premium", packageInput(value))).toMatchObject({ ok: true, outcome: "saved" });
    const saved = await getPackageForEditing(database.db, "premium");
    expect(saved?.translations.en.features).toEqual(["Custom design", "Two languages"]);
    expect(saved?.translations.th.subtitle).toBe("เว็บไซต์ใหม่");
    expect(saved?.figures.priceSatang).toBe(1_590_000);
    const [entry] = await listContentChanges(database.db, { area: "packages" });
    expect(entry).toMatchObject({ actorEmail: editor.email, entityId: "premium", kind: "changed" });
    expect(entry?.changedFields).toEqual(["translations.en.features", "translations.th.subtitle"]);
    expect(announced).toBe(1);
  });

  it("refuses an editor's save that changes the price, and writes nothing", async () => {
    const record = await getPackageForEditing(database.db, "premium");
    const value = await valid("all", { priceThb: "9900", "en.title": "Cheap premium" });
    const outcome = await savePackage(database.db, editor, "premium", packageInput(value));
    expect(outcome).toMatchObject({ ok: false, status: 403, error: "errors.figuresForbidden" });
    expect(await getPackageForEditing(database.db, "premium")).toEqual(record);
    expect(await audit()).toEqual([]);
    expect(announced).toBe(0);
    // The action's check of the raw post, before the fields are read: same figures pass, a forged one does not.
    if (!record) throw new Error("premium is missing");
    const stored = packageFormValues(record);
    expect(postChangesFigures(formDataOf({ en: stored.en }), stored, packageFigureNames)).toBe(false);
    expect(postChangesFigures(formDataOf(stored), stored, packageFigureNames)).toBe(false);
    expect(postChangesFigures(formDataOf(stored, { priceThb: "9900" }), stored, packageFigureNames)).toBe(true);
    expect(postChangesFigures(formDataOf({ featured: "on" }), stored, packageFigureNames)).toBe(true);
  });

  it("lets an admin change the price, and audits it", async () => {
    const value = await valid("all", { priceThb: "16,900", priceUsd: "480" });
    expect(await savePackage(database.db, admin, "premium", packageInput(value))).toMatchObject({ ok: true });
    const [row] = await database.db.select().from(packages).where(eq(packages.id, "premium"));
    expect(row).toMatchObject({ priceSatang: 1_690_000, priceUsdCents: 48_000 });
    const [entry] = await listContentChanges(database.db, { area: "packages" });
    expect(entry?.changedFields).toEqual(["priceSatang", "priceUsdCents"]);
    await savePackage(database.db, admin, "premium", packageInput(await valid("all", { priceThb: "15900", priceUsd: "455" })));
  });

  it("refuses prices that are not whole, not positive or over the limit, naming the limit", async () => {
    const errors = async (changes: Record<string, string>) => errorsOf(await premiumForm("all", changes));
    expect(await errors({ priceThb: "1000001" })).toEqual({
      priceThb: [`The price can be at most ${formatPrice(100_000_000, "THB", "en-US")}.`],
    });
    expect(await errors({ priceThb: "15900.50" })).toEqual({ priceThb: [en.amountWhole] });
    expect(await errors({ priceThb: "0" })).toEqual({ priceThb: [en.amountPositive] });
    expect(await errors({ priceThb: "-5" })).toEqual({ priceThb: [en.amountPositive] });
    expect(await errors({ priceUsd: "30001" })).toEqual({ priceUsd: ["The price can be at most $30,000."] });
    expect(await errors({ deliveryMin: "10", deliveryMax: "5" })).toEqual({ deliveryMax: [en.deliveryOrder] });
    expect(await errors({ pageCount: "0" })).toEqual({ pageCount: ["Enter a number from 1 to 1,000."] });
    expect(await errors({ priceThb: "1000000" })).toBeUndefined();
  });

  it("refuses a save over a newer one (409) and keeps the newer", async () => {
    const stale = await valid("words", { "en.subtitle": "First" });
    await savePackage(database.db, admin, "premium", packageInput(await valid("all", { "en.subtitle": "Second" })));
    expect(await savePackage(database.db, editor, "premium", packageInput(stale))).toMatchObject({
      status: 409,
      error: "errors.conflict",
    });
    expect((await getPackageForEditing(database.db, "premium"))?.translations.en.subtitle).toBe("Second");
    expect(await audit()).toHaveLength(1);
  });

  it("says nothing changed when nothing did, and writes nothing", async () => {
    const before = await getPackageForEditing(database.db, "premium");
    expect(await savePackage(database.db, admin, "premium", packageInput(await valid("all", {})))).toMatchObject({
      ok: true,
      outcome: "unchanged",
    });
    expect(await getPackageForEditing(database.db, "premium")).toEqual(before);
    expect(await audit()).toEqual([]);
  });

  it("creates a package for admins only, with Thai left empty, and refuses a taken id", async () => {
    const form = {
      ...packageFormValues((await getPackageForEditing(database.db, "starter"))!),
      id: "landing-page",
      th: { title: "", subtitle: "", description: "", features: "" },
    };
    const parsed = checkPackageForm(formDataOf(form, { "en.title": "Landing page" }), "new", errorText);
    if (parsed.status !== "success") throw new Error(JSON.stringify(parsed.error));
    expect(await createPackage(database.db, editor, parsed.value)).toMatchObject({ status: 403, error: "errors.adminOnly" });
    expect(await createPackage(database.db, admin, parsed.value)).toMatchObject({ ok: true, outcome: "created" });
    const created = await getPackageForEditing(database.db, "landing-page");
    expect(created?.translations).toMatchObject({ en: { title: "Landing page" }, th: { title: "", features: [] } });
    expect(await createPackage(database.db, admin, parsed.value)).toMatchObject({
      status: 400,
      error: "errors.idTaken",
      field: "id",
    });
    const bad = checkPackageForm(formDataOf(form, { id: "Landing Page" }), "new", errorText);
    expect(errorsOf(bad)).toEqual({ id: [en.idFormat] });
    const [entry] = await listContentChanges(database.db, { area: "packages" });
    expect(entry).toMatchObject({ entityId: "landing-page", kind: "created" });
  });

  it("hides a package and moves it up, auditing each package whose place changes", async () => {
    expect(await savePackage(database.db, admin, "premium", packageInput(await valid("all", { hidden: "on" })))).toMatchObject({
      ok: true,
    });
    expect((await listPackagesForAdmin(database.db, "en")).find((row) => row.id === "premium")?.hidden).toBe(true);
    expect(await movePackage(database.db, editor, "premium", "up")).toMatchObject({ status: 403 });
    expect(await movePackage(database.db, admin, "premium", "up")).toMatchObject({ ok: true, outcome: "moved" });
    const order = (await listPackagesForAdmin(database.db, "en")).map((row) => row.id);
    expect(order.indexOf("premium")).toBeLessThan(order.indexOf("ecommerce"));
    const moved = await listContentChanges(database.db, { area: "packages" });
    expect(moved.slice(0, 2).map((entry) => entry.changedFields)).toEqual([["position"], ["position"]]);
    await movePackage(database.db, admin, "premium", "down");
    await savePackage(database.db, admin, "premium", packageInput(await valid("all", { hidden: null })));
  });

  it("refuses to delete a package an order used, and deletes one no order used", async () => {
    await database.db.insert(orders).values({
      reference: "SWS-2026-PKG01",
      idempotencyKey: "package-delete-test",
      packageId: "ecommerce",
      paymentOption: "full",
      subtotalSatang: 450_000,
      totalSatang: 450_000,
      amountDueNowSatang: 450_000,
      customerName: "Customer",
      customerEmail: "customer@example.com",
      customerPhone: "0812345678",
      paymentMethod: "bank_transfer",
    });
    expect(await deletePackage(database.db, admin, "ecommerce")).toMatchObject({
      status: 409,
      error: "errors.inUseOne",
      count: 1,
    });
    expect(await getPackageForEditing(database.db, "ecommerce")).not.toBeNull();
    expect(await deletePackage(database.db, editor, "landing-page")).toMatchObject({ status: 403 });
    expect(await deletePackage(database.db, admin, "landing-page")).toMatchObject({ ok: true, outcome: "deleted" });
    expect(await database.db.select().from(packageTranslations).where(eq(packageTranslations.packageId, "landing-page"))).toEqual(
      [],
    );
    const [entry] = await listContentChanges(database.db, { area: "packages" });
    expect(entry).toMatchObject({ entityId: "landing-page", kind: "deleted" });
    expect(await deletePackage(database.db, admin, "landing-page")).toMatchObject({ status: 404 });
  });
});
