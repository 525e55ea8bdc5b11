// VAT added on top (ADR 097), from the stored invoicing settings to the documents: an order placed
// while a VAT-registered agency's prices exclude VAT stores the VAT and amounts that add up, and
// keeps them when the setting changes later; its balance is asked for, paid and documented at
// the amounts it was placed with.
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { storageFor } from "~/.server/storage/storage-for.server";
import { mailOutbox, orderDocuments, orders, payments } from "~/.server/db/schema";
import { localeFor } from "~/i18n/config";
import { formatMoney } from "~/lib/pricing";
import { testAgencyContact, testSeller } from "../../../tests/support/agency";
import { currentCatalogue } from "../../../tests/support/current-catalogue";
import { saveInvoicingSettings, testVatTaxId, vatOnTopNow } from "../../../tests/support/invoicing-settings";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { requestBalance } from "./balance.server";
import type { CheckoutInput } from "./checkout-schema";
import type { OrderMailContext } from "./order-mail.server";
import { createOrder, reportPayment, toOrderView } from "./orders.server";
import { confirmOrderPayment, decidePayment } from "./payment-decisions.server";

const mailContext = (reference: string): OrderMailContext => ({
  agencyName: "Siam Web Studio",
  notificationEmail: "orders@siamweb.example",
  orderUrl: `https://siamweb.example/order-confirmation?ref=${reference}&t=x`,
  adminUrl: "https://siamweb.example/admin/payments",
  bank: { bankName: "Kasikornbank", accountName: "Siam Web Studio", accountNumber: "123-4-56789-0", branch: "Siam Square" },
});
const balanceMail = {
  agencyName: "Siam Web Studio",
  notificationEmail: "orders@siamweb.example",
  orderUrl: (ref: string) => `https://siamweb.example/order-confirmation?ref=${ref}&t=x`,
};
const vatSeller = { ...testSeller, vatRegistered: true, taxId: testVatTaxId, branch: "00000" };
const vatAgency = async () => ({ ...testAgencyContact, seller: vatSeller });
const baht = (satang: number) => formatMoney(satang, "THB", localeFor("en"));

const input = (key: string, option: "full" | "deposit"): CheckoutInput => ({
  packageId: "ecommerce",
  option,
  addOns: { extraPage: 2 },
  maintenancePlan: "",
  method: "bank_transfer",
  fullName: "Kanya Srisuk",
  email: "kanya@example.co.th",
  phone: "+66 89 765 4321",
  company: "",
  requirements: "An online shop for handmade soap.",
  idempotencyKey: key,
});

describe.each(databaseKinds)("VAT added on top on %s", (kind) => {
  const database = suiteDatabase(kind);
  const db = () => database.db;

  /** Saves the invoicing group as an admin does on /admin/settings. */
  const setPricesIncludeVat = (pricesIncludeVat: boolean) =>
    saveInvoicingSettings(db(), { vatRegistered: true, taxId: testVatTaxId, pricesIncludeVat });

  const customerMail = async (reference: string) =>
    (
      await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.reference, `order:${reference}`))
    ).find((row) => row.kind === "order-customer");

  /** Places an order as the /checkout action does: the setting read at that moment decides the VAT. */
  const place = async (key: string, option: "full" | "deposit") =>
    createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      vatOnTop: await vatOnTopNow(db()),
      input: input(`${kind}-${key}-0123456789`, option),
      language: "en",
      allowedMethods: ["bank_transfer"],
      mailContext,
    });

  it("stores the VAT and amounts that add up, and shows the VAT line in the customer's mail", async () => {
    await setPricesIncludeVat(false);
    // 4,500 + 2 × 590 = 5,680 baht; 5% off is 5,396; 7% VAT on that is 377.72; 5,773.72 in all.
    const { order, payment } = await place("full", "full");
    expect(order).toMatchObject({
      subtotalSatang: 568_000,
      discountSatang: 28_400,
      vatSatang: 37_772,
      totalSatang: 577_372,
      amountDueNowSatang: 577_372,
      balanceDueSatang: 0,
    });
    expect(payment.amountSatang).toBe(577_372);
    expect(toOrderView(order, payment)).toMatchObject({ vatSatang: 37_772, totalSatang: 577_372, dueNowSatang: 577_372 });
    const mail = await customerMail(order.reference);
    expect(mail?.textBody).toContain(`VAT 7%: ${baht(37_772)}`);
    expect(mail?.textBody).toContain(`Total: ${baht(577_372)}`);

    // The database refuses amounts that do not add up.
    await expect(db().update(orders).set({ vatSatang: 37_000 }).where(eq(orders.id, order.id))).rejects.toThrow();
  });

  it("places orders as before, without VAT, while the prices include VAT", async () => {
    await setPricesIncludeVat(true);
    const { order } = await place("included", "full");
    expect(order).toMatchObject({ subtotalSatang: 568_000, discountSatang: 28_400, vatSatang: 0, totalSatang: 539_600 });
    const mail = await customerMail(order.reference);
    expect(mail?.textBody).toContain(`Total: ${baht(539_600)}`);
    expect(mail?.textBody).not.toContain("VAT");
  });

  it("keeps the VAT an order was placed with when the setting changes: its total, balance and documents", async () => {
    await setPricesIncludeVat(false);
    // 5,680 + 397.60 VAT = 6,077.60 baht; a deposit of 3,038.80 and a balance of 3,038.80.
    const { order } = await place("deposit", "deposit");
    expect(order).toMatchObject({
      vatSatang: 39_760,
      totalSatang: 607_760,
      amountDueNowSatang: 303_880,
      balanceDueSatang: 303_880,
    });
    await confirmOrderPayment(db(), { orderId: order.id, staffUid: "admin-1", agency: vatAgency });

    // The admin says the prices include VAT from now on.
    await setPricesIncludeVat(true);
    expect(await vatOnTopNow(db())).toBe(false);

    await requestBalance(db(), { orderId: order.id, staffUid: "admin-1", mail: balanceMail });
    const request = (
      await db().select().from(mailOutbox).where(eq(mailOutbox.reference, order.reference)).orderBy(asc(mailOutbox.id))
    ).find((row) => row.kind === "balance-request");
    expect(request?.textBody).toContain(baht(303_880));

    await reportPayment(db(), {
      reference: order.reference,
      method: "bank_transfer",
      slips: storageFor({ dataDir: "/nonexistent", databaseUrl: "postgres://configured" }, db(), "slips"),
      mailContext: { notificationEmail: "orders@siamweb.example", adminUrl: "https://siamweb.example/admin/payments" },
    });
    const balancePayment = (await db().select().from(payments).where(eq(payments.orderId, order.id))).find(
      (row) => row.purpose === "balance",
    );
    expect(balancePayment?.amountSatang).toBe(303_880);
    const outcome = await decidePayment(db(), {
      orderId: order.id,
      staffUid: "admin-1",
      decision: { intent: "confirm" },
      agency: vatAgency,
      balanceMail: async () => balanceMail,
    });
    expect(outcome).toEqual({ ok: true, done: "confirmed" });

    const [paid] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ balanceStatus: "paid", vatSatang: 39_760, totalSatang: 607_760, balanceDueSatang: 303_880 });
    const documents = await db()
      .select()
      .from(orderDocuments)
      .where(eq(orderDocuments.orderId, order.id))
      .orderBy(asc(orderDocuments.id));
    // No tax details at checkout: abbreviated tax invoices, in their own series, for what was paid.
    expect(documents.map((document) => document.type)).toEqual(["abbreviated_tax_invoice", "abbreviated_tax_invoice"]);
    expect(documents.map((document) => document.number)).toEqual([
      expect.stringMatching(/^AT-\d{4}-00001$/),
      expect.stringMatching(/^AT-\d{4}-00002$/),
    ]);
    expect(documents.map((document) => document.snapshot.totalSatang)).toEqual([303_880, 303_880]);
    // The balance's line names the order's total with its VAT.
    expect(documents[1]?.snapshot.lines[0]?.description.en).toContain(baht(607_760));

    // A new order follows the new setting.
    const { order: later } = await place("after", "deposit");
    expect(later).toMatchObject({ vatSatang: 0, totalSatang: 568_000, amountDueNowSatang: 284_000 });
  });
});
