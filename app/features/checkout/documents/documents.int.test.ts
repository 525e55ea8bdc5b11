// Issued documents as the tax rules want them: numbered per type and Bangkok year without gaps
// (a rolled-back confirmation gives its number back), a VAT-registered agency's full tax invoice
// for a buyer who gave tax details and abbreviated tax invoice for one who did not (ADR 097),
// never changed once issued, and corrected only by a new document that names the old one.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAgencyContact, testSeller } from "../../../../tests/support/agency";
import { databaseKinds, suiteDatabase } from "../../../../tests/support/test-database";
import { mailOutbox, orderDocuments, orders, payments } from "~/.server/db/schema";
import { decidePayment } from "../payment-decisions.server";
import { documentNumber, issueCorrection, issuePaymentDocument, vatIncluded } from "./issue-document.server";

const vatSeller = { ...testSeller, vatRegistered: true, taxId: "0105566012345", branch: "00000" };
const taxBuyer = { name: "บริษัท ลูกค้าดี จำกัด", address: "1 ถนนสีลม กรุงเทพฯ 10500", taxId: "0105561009876", branch: "00001" };

describe.each(databaseKinds)("receipts and tax invoices on %s", (kind) => {
  const database = suiteDatabase(kind);
  let sequence = 0;

  async function paidOrder(values: Partial<typeof orders.$inferInsert> = {}) {
    sequence += 1;
    const [order] = await database.db
      .insert(orders)
      .values({
        reference: `SWS-2026-D${String(sequence).padStart(4, "0")}`,
        idempotencyKey: `documents-${kind}-${sequence}`,
        packageId: "starter",
        paymentOption: "full",
        addOns: [{ id: "domain", quantity: 2, unitSatang: 45_000, lineSatang: 90_000 }],
        subtotalSatang: 1_080_000,
        discountSatang: 54_000,
        totalSatang: 1_026_000,
        amountDueNowSatang: 1_026_000,
        balanceDueSatang: 0,
        customerName: "Somchai Jaidee",
        customerEmail: "somchai@example.co.th",
        customerPhone: "0812345678",
        paymentMethod: "promptpay",
        status: "completed",
        ...values,
      })
      .returning();
    const [payment] = await database.db
      .insert(payments)
      .values({ orderId: order!.id, method: "promptpay", amountSatang: 1_026_000, status: "succeeded", confirmedAt: new Date() })
      .returning();
    return { order: order!, payment: payment! };
  }

  it("numbers each type per Bangkok year, and a rolled-back issue gives its number back", async () => {
    const first = await paidOrder();
    const issuedAt = new Date("2026-12-31T16:30:00Z"); // 23:30 in Bangkok
    const a = await issuePaymentDocument(database.db, { ...first, seller: testSeller, now: issuedAt });
    expect(a.number).toBe(documentNumber("receipt", 2026, 1));

    const second = await paidOrder();
    await expect(
      database.db.transaction(async (tx) => {
        await issuePaymentDocument(tx, { ...second, seller: testSeller, now: issuedAt });
        throw new Error("the confirmation failed after issuing");
      }),
    ).rejects.toThrow("the confirmation failed");
    const b = await issuePaymentDocument(database.db, { ...second, seller: testSeller, now: issuedAt });
    expect(b.number).toBe("RC-2026-00002");

    // 00:30 on 1 January in Bangkok: a new year, a new count; tax invoices and abbreviated tax
    // invoices each count on their own.
    const third = await paidOrder();
    const c = await issuePaymentDocument(database.db, { ...third, seller: testSeller, now: new Date("2026-12-31T17:30:00Z") });
    expect(c.number).toBe("RC-2027-00001");
    const fourth = await paidOrder({ taxInvoiceBuyer: taxBuyer });
    const d = await issuePaymentDocument(database.db, { ...fourth, seller: vatSeller, now: issuedAt });
    expect(d.number).toBe("TI-2026-00001");
    const fifth = await paidOrder();
    const e = await issuePaymentDocument(database.db, { ...fifth, seller: vatSeller, now: issuedAt });
    expect(e.number).toBe("AT-2026-00001");
    const sixth = await paidOrder();
    expect((await issuePaymentDocument(database.db, { ...sixth, seller: vatSeller, now: issuedAt })).number).toBe(
      "AT-2026-00002",
    );
    const seventh = await paidOrder({ taxInvoiceBuyer: taxBuyer });
    expect((await issuePaymentDocument(database.db, { ...seventh, seller: vatSeller, now: issuedAt })).number).toBe(
      "TI-2026-00002",
    );

    // Asked again for the same payment: the same document.
    expect((await issuePaymentDocument(database.db, { ...first, seller: testSeller })).number).toBe(a.number);
  });

  it.runIf(kind === "postgres")("confirmations at once take consecutive numbers, none lost or shared", async () => {
    const paid = await Promise.all(Array.from({ length: 8 }, () => paidOrder()));
    const now = new Date("2026-06-01T05:00:00Z");
    const issued = await Promise.all(
      paid.map((row) => database.db.transaction((tx) => issuePaymentDocument(tx, { ...row, seller: vatSeller, now }))),
    );
    const numbers = issued.map((document) => document.sequence).sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
  });

  it("issues a tax invoice with VAT shown and the buyer's tax details when the agency is VAT-registered", async () => {
    const buyer = { name: "บริษัท ลูกค้าดี จำกัด", address: "1 ถนนสีลม กรุงเทพฯ 10500", taxId: "0105561009876", branch: "00001" };
    const row = await paidOrder({ taxInvoiceBuyer: buyer });
    const document = await issuePaymentDocument(database.db, { ...row, seller: vatSeller });
    expect(document.type).toBe("tax_invoice");
    expect(document.snapshot.seller).toMatchObject({ taxId: "0105566012345", branch: "00000" });
    expect(document.snapshot.buyer).toMatchObject(buyer);
    expect(document.snapshot.vat).toEqual({ ratePercent: 7, baseSatang: 958_879, vatSatang: 67_121 });
    // The lines add up to the amount paid: package, add-on, discount.
    expect(document.snapshot.lines.reduce((sum, line) => sum + line.amountSatang, 0)).toBe(1_026_000);
    expect(vatIncluded(107_00)).toEqual({ ratePercent: 7, baseSatang: 100_00, vatSatang: 7_00 });
  });

  it("issues an abbreviated tax invoice, never a full one with a blank address, when the buyer gave no tax details", async () => {
    const row = await paidOrder();
    const document = await issuePaymentDocument(database.db, { ...row, seller: vatSeller });
    expect(document.type).toBe("abbreviated_tax_invoice");
    expect(document.number).toMatch(/^AT-\d{4}-\d{5}$/);
    expect(document.snapshot.seller).toMatchObject({ name: vatSeller.name, taxId: "0105566012345", branch: "00000" });
    expect(document.snapshot.buyer).toEqual({ name: "Somchai Jaidee", address: "", email: "somchai@example.co.th" });
    // The price is shown with VAT included, not apart: no base and VAT block.
    expect(document.snapshot.vat).toBeUndefined();
    expect(document.snapshot.lines.reduce((sum, line) => sum + line.amountSatang, 0)).toBe(1_026_000);
    const plain = await issuePaymentDocument(database.db, { ...(await paidOrder()), seller: testSeller });
    expect(plain.type).toBe("receipt");
  });

  it("documents an order with VAT added on top: a line on the abbreviated invoice, the VAT block on the full one", async () => {
    // 10,800 - 540 = 10,260 baht before VAT; 7% is 718.20; 10,978.20 paid.
    const onTop = { vatSatang: 71_820, totalSatang: 1_097_820, amountDueNowSatang: 1_097_820 };
    const abbreviated = await paidOrder(onTop);
    const [payment] = await database.db
      .update(payments)
      .set({ amountSatang: 1_097_820 })
      .where(eq(payments.id, abbreviated.payment.id))
      .returning();
    const short = await issuePaymentDocument(database.db, { order: abbreviated.order, payment: payment!, seller: vatSeller });
    expect(short.type).toBe("abbreviated_tax_invoice");
    expect(short.snapshot.totalSatang).toBe(1_097_820);
    expect(short.snapshot.lines.at(-1)).toEqual({ description: { en: "VAT 7%", th: "ภาษีมูลค่าเพิ่ม 7%" }, amountSatang: 71_820 });
    expect(short.snapshot.lines.reduce((sum, line) => sum + line.amountSatang, 0)).toBe(1_097_820);

    const full = await paidOrder({ ...onTop, taxInvoiceBuyer: taxBuyer });
    const [fullPayment] = await database.db
      .update(payments)
      .set({ amountSatang: 1_097_820 })
      .where(eq(payments.id, full.payment.id))
      .returning();
    const invoice = await issuePaymentDocument(database.db, { order: full.order, payment: fullPayment!, seller: vatSeller });
    expect(invoice.type).toBe("tax_invoice");
    expect(invoice.snapshot.buyer).toMatchObject(taxBuyer);
    // The lines are the prices before VAT; the block shows exactly the VAT the order added.
    expect(invoice.snapshot.vat).toEqual({ ratePercent: 7, baseSatang: 1_026_000, vatSatang: 71_820 });
    expect(invoice.snapshot.lines.reduce((sum, line) => sum + line.amountSatang, 0)).toBe(1_026_000);
  });

  it("never changes an issued document; a correction is a new one naming it", async () => {
    const row = await paidOrder();
    const original = await issuePaymentDocument(database.db, { ...row, seller: testSeller });
    await expect(
      database.db
        .update(orderDocuments)
        .set({ snapshot: { ...original.snapshot, totalSatang: 1 } })
        .where(eq(orderDocuments.id, original.id)),
    ).rejects.toThrow();
    await expect(database.db.delete(orderDocuments).where(eq(orderDocuments.id, original.id))).rejects.toThrow();
    await expect(database.db.delete(orders).where(eq(orders.id, row.order.id))).rejects.toThrow();
    await expect(database.db.execute(sql`update order_documents set pdf = null where id = ${original.id}`)).rejects.toThrow();

    const [renamed] = await database.db
      .update(orders)
      .set({ customerCompany: "Jaidee Trading" })
      .where(eq(orders.id, row.order.id))
      .returning();
    const correction = await issueCorrection(database.db, {
      original,
      order: renamed!,
      payment: row.payment,
      seller: testAgencyContact.seller,
      reason: "Buyer's company name",
      staffUid: "admin-1",
    });
    expect(correction.number).not.toBe(original.number);
    expect(correction.correctsId).toBe(original.id);
    expect(correction.snapshot.corrects).toMatchObject({ number: original.number, reason: "Buyer's company name" });
    expect(correction.snapshot.buyer.name).toBe("Jaidee Trading");
    const [kept] = await database.db.select().from(orderDocuments).where(eq(orderDocuments.id, original.id));
    expect(kept?.snapshot).toEqual(original.snapshot);
  });

  it("an admin's correction re-issues each payment's latest document with the fixed buyer, and mails them", async () => {
    const row = await paidOrder();
    const original = await issuePaymentDocument(database.db, { ...row, seller: vatSeller });
    const decide = (decision: Parameters<typeof decidePayment>[1]["decision"]) =>
      decidePayment(database.db, {
        orderId: row.order.id,
        staffUid: "admin-1",
        decision,
        agency: async () => ({ ...testAgencyContact, seller: vatSeller }),
        balanceMail: async () => ({ agencyName: "x", notificationEmail: "orders@siamweb.example", orderUrl: () => "" }),
      });
    const correction = {
      intent: "correct-documents" as const,
      reason: "Buyer's tax ID",
      buyerName: "บริษัท ลูกค้าดี จำกัด",
      buyerAddress: "1 ถนนสีลม กรุงเทพฯ 10500",
      buyerTaxId: "0105561009876",
      buyerBranch: "00002",
    };
    expect(await decide(correction)).toEqual({ ok: true, done: "corrected" });
    expect(await decide({ ...correction, reason: "Branch" })).toEqual({ ok: true, done: "corrected" });
    const chain = await database.db
      .select()
      .from(orderDocuments)
      .where(eq(orderDocuments.orderId, row.order.id))
      .orderBy(orderDocuments.id);
    expect(chain).toHaveLength(3);
    // The buyer's tax details turn the abbreviated tax invoice into full ones.
    expect(chain.map((document) => document.type)).toEqual(["abbreviated_tax_invoice", "tax_invoice", "tax_invoice"]);
    // Each correction names the one before it; the original is as it was.
    expect(chain[1]?.correctsId).toBe(original.id);
    expect(chain[2]?.correctsId).toBe(chain[1]?.id);
    expect(chain[2]?.snapshot.buyer).toMatchObject({ name: "บริษัท ลูกค้าดี จำกัด", taxId: "0105561009876", branch: "00002" });
    expect(chain[0]?.snapshot).toEqual(original.snapshot);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "document-correction"));
    expect(mails.at(-1)?.attachments?.map((file) => file.filename)).toEqual([`${chain[2]?.number}.pdf`]);

    const bare = await paidOrder();
    const refused = await decidePayment(database.db, {
      orderId: bare.order.id,
      staffUid: "admin-1",
      decision: correction,
      agency: async () => testAgencyContact,
      balanceMail: async () => ({ agencyName: "x", notificationEmail: "orders@siamweb.example", orderUrl: () => "" }),
    });
    expect(refused).toEqual({ ok: false, status: 409, error: "noDocuments" });
  });
});
