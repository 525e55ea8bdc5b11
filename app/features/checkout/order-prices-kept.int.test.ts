// Orders keep their prices (ADR 088): an order placed at one price is asked for, reminded of,
// paid, receipted and documented at that price after the catalogue changes, as the admin's
// catalogue screen changes it; only a new order pays the new price.
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentChanged } from "~/.server/content-changes";
import { storageFor } from "~/.server/storage/storage-for.server";
import { addOns, mailOutbox, orderDocuments, orders, packages, payments } from "~/.server/db/schema";
import { testAgency } from "../../../tests/support/agency";
import { currentCatalogue } from "../../../tests/support/current-catalogue";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { requestBalance } from "./balance.server";
import type { CheckoutInput } from "./checkout-schema";
import type { OrderMailContext } from "./order-mail.server";
import { createOrder, reportPayment } from "./orders.server";
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
const input = (key: string): CheckoutInput => ({
  packageId: "ecommerce",
  option: "deposit",
  addOns: { extraPage: 2 },
  maintenancePlan: "",
  method: "bank_transfer",
  fullName: "Kanya Srisuk",
  email: "kanya@example.co.th",
  phone: "+66 89 765 4321",
  company: "",
  requirements: "An online shop for handmade soap, about 40 products.",
  idempotencyKey: key,
});

describe.each(databaseKinds)("orders keep their prices on %s", (kind) => {
  const database = suiteDatabase(kind);
  const db = () => database.db;
  /** Every mail about the order: its own, the balance's and the receipts. */
  const mailsOf = (reference: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.reference, [reference, `order:${reference}`]))
      .orderBy(asc(mailOutbox.id));
  const place = async (key: string) =>
    createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: input(`${kind}-${key}-0123456789`),
      language: "en",
      allowedMethods: ["bank_transfer"],
      mailContext,
    });

  it("asks for, receipts and documents the balance at the order's prices after a price change", async () => {
    // 4,500 + 2 × 590 = 5,680 baht; a 50% deposit of 2,840.
    const { order } = await place("before");
    expect(order).toMatchObject({ totalSatang: 568_000, amountDueNowSatang: 284_000, balanceDueSatang: 284_000 });
    await confirmOrderPayment(db(), { orderId: order.id, staffUid: "admin-1", agency: testAgency });

    // The admin raises the package and the extra page, as the catalogue screen does.
    await db().update(packages).set({ priceSatang: 5_200_00, updatedAt: new Date() }).where(eq(packages.id, "ecommerce"));
    await db().update(addOns).set({ priceSatang: 790_00, updatedAt: new Date() }).where(eq(addOns.id, "extraPage"));
    contentChanged();

    await requestBalance(db(), { orderId: order.id, staffUid: "admin-1", mail: balanceMail });
    const request = (await mailsOf(order.reference)).find((row) => row.kind === "balance-request");
    expect(request?.textBody).toContain("2,840");

    await reportPayment(db(), {
      reference: order.reference,
      method: "bank_transfer",
      slips: storageFor({ dataDir: "/nonexistent", databaseUrl: "postgres://configured" }, db(), "slips"),
      mailContext: { notificationEmail: "orders@siamweb.example", adminUrl: "https://siamweb.example/admin/payments" },
    });
    const balancePayment = (await db().select().from(payments).where(eq(payments.orderId, order.id))).find(
      (row) => row.purpose === "balance",
    );
    expect(balancePayment?.amountSatang).toBe(284_000);
    const outcome = await decidePayment(db(), {
      orderId: order.id,
      staffUid: "admin-1",
      decision: { intent: "confirm" },
      agency: testAgency,
      balanceMail: async () => balanceMail,
    });
    expect(outcome).toEqual({ ok: true, done: "confirmed" });

    const [paid] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ balanceStatus: "paid", totalSatang: 568_000, subtotalSatang: 568_000 });
    expect(paid?.addOns).toEqual([{ id: "extraPage", quantity: 2, unitSatang: 590_00, lineSatang: 1_180_00 }]);

    const documents = await db()
      .select()
      .from(orderDocuments)
      .where(eq(orderDocuments.orderId, order.id))
      .orderBy(asc(orderDocuments.id));
    expect(documents.map((document) => document.snapshot.purpose)).toEqual(["deposit", "balance"]);
    expect(documents.map((document) => document.snapshot.totalSatang)).toEqual([284_000, 284_000]);
    // The balance document names the order's total, 5,680 baht, not today's prices.
    const balanceLine = documents[1]?.snapshot.lines[0]?.description.en ?? "";
    expect(balanceLine).toContain("E-Commerce website package");
    expect(balanceLine).toContain("5,680");

    const receipts = (await mailsOf(order.reference)).map((row) => row.textBody).join("\n");
    expect(receipts).toContain("5,680");
    expect(receipts).not.toMatch(/5,200|7,280|6,780/);

    // A new order pays what the catalogue asks now: 5,200 + 2 × 790 = 6,780 baht.
    const { order: later } = await place("after");
    expect(later).toMatchObject({ totalSatang: 678_000, amountDueNowSatang: 339_000 });
    expect(later.addOns).toEqual([{ id: "extraPage", quantity: 2, unitSatang: 790_00, lineSatang: 1_580_00 }]);
  });
});
