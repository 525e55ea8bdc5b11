import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listContentChanges } from "~/.server/content-audit.server";
import { contentAudit, maintenancePlans, orders } from "~/.server/db/schema";
import { messagesT } from "~/i18n/messages";
import { formatPrice } from "~/lib/pricing";
import { formDataOf } from "../../../tests/support/form-data";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { catalogueMessages } from "./catalogue-admin-messages";
import { catalogueErrorText } from "./catalogue-form";
import {
  createPlan,
  deletePlan,
  getPlanForEditing,
  listPlansForAdmin,
  movePlan,
  planFormValues,
  planInput,
  savePlan,
} from "./plans-admin.server";
import { checkPlanForm, type PlanFormScope, planLimits } from "./plans-schema";

const admin = { uid: "local:admin", email: "admin@example.com", isAdmin: true };
const editor = { uid: "local:editor", email: "editor@example.com", isAdmin: false };
const errorText = catalogueErrorText(messagesT(catalogueMessages, "th") as (key: string) => string, "th", planLimits);

describe.each(databaseKinds)("the maintenance plan screens' service on %s", (kind) => {
  const database = suiteDatabase(kind);

  async function form(id: string, scope: PlanFormScope, changes: Record<string, string | null>) {
    const record = await getPlanForEditing(database.db, id);
    if (!record) throw new Error(`${id} is missing`);
    return checkPlanForm(formDataOf(planFormValues(record), changes), scope, errorText);
  }
  async function valid(id: string, scope: PlanFormScope, changes: Record<string, string | null>) {
    const parsed = await form(id, scope, changes);
    if (parsed.status !== "success") throw new Error(`invalid: ${JSON.stringify(parsed.error)}`);
    return parsed.value;
  }

  beforeEach(async () => {
    await database.db.delete(contentAudit);
  });

  it("lets an editor change a plan's features, refuses their price change, and writes nothing then", async () => {
    const basic = await getPlanForEditing(database.db, "basic");
    const forged = await valid("basic", "all", { priceThb: "1" });
    expect(await savePlan(database.db, editor, "basic", planInput(forged))).toMatchObject({ status: 403 });
    expect(await getPlanForEditing(database.db, "basic")).toEqual(basic);
    expect(await listContentChanges(database.db, { area: "plans" })).toEqual([]);

    const words = await valid("basic", "words", { "th.features": "อัปเดตซอฟต์แวร์\nสำรองข้อมูล" });
    expect(await savePlan(database.db, editor, "basic", planInput(words))).toMatchObject({ ok: true, outcome: "saved" });
    expect((await getPlanForEditing(database.db, "basic"))?.translations.th.features).toEqual(["อัปเดตซอฟต์แวร์", "สำรองข้อมูล"]);
    expect(await listContentChanges(database.db, { area: "plans" })).toHaveLength(1);
  });

  it("refuses a monthly price over ฿100,000 with the limit in Thai", async () => {
    const refused = await form("basic", "all", { priceThb: "150000" });
    expect(refused.status === "success" ? undefined : refused.error).toEqual({
      priceThb: [`ราคาต้องไม่เกิน ${formatPrice(10_000_000, "THB", "th-TH")}`],
    });
    const value = await valid("professional", "all", { priceThb: "2,490" });
    expect(await savePlan(database.db, admin, "professional", planInput(value))).toMatchObject({ ok: true });
    const [row] = await database.db.select().from(maintenancePlans).where(eq(maintenancePlans.id, "professional"));
    expect(row?.monthlySatang).toBe(249_000);
  });

  it("refuses to delete a plan an order chose, and deletes a new one; moves for admins only", async () => {
    await database.db.insert(orders).values({
      reference: "SWS-2026-PLN01",
      idempotencyKey: "plan-delete-test",
      packageId: "starter",
      maintenancePlan: "enterprise",
      paymentOption: "full",
      subtotalSatang: 300_000,
      totalSatang: 300_000,
      amountDueNowSatang: 300_000,
      customerName: "Customer",
      customerEmail: "customer@example.com",
      customerPhone: "0812345678",
      paymentMethod: "bank_transfer",
    });
    expect(await deletePlan(database.db, admin, "enterprise")).toMatchObject({ status: 409, error: "errors.inUseOne", count: 1 });

    const parsed = checkPlanForm(
      formDataOf({
        id: "starter-care",
        en: { name: "Starter care", description: "", features: "Backups" },
        priceThb: "490",
        position: "0",
      }),
      "new",
      errorText,
    );
    if (parsed.status !== "success") throw new Error(JSON.stringify(parsed.error));
    expect(await createPlan(database.db, admin, parsed.value)).toMatchObject({ ok: true, outcome: "created" });
    expect((await listPlansForAdmin(database.db, "en"))[0]).toMatchObject({ id: "starter-care", priceSatang: 49_000 });
    expect(await movePlan(database.db, editor, "starter-care", "down")).toMatchObject({ status: 403 });
    expect(await movePlan(database.db, admin, "starter-care", "down")).toMatchObject({ ok: true, outcome: "moved" });
    expect((await listPlansForAdmin(database.db, "en")).map((row) => row.id).slice(0, 2)).toEqual(["basic", "starter-care"]);
    expect(await deletePlan(database.db, admin, "starter-care")).toMatchObject({ ok: true, outcome: "deleted" });
  });
});
