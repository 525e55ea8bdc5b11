// Refunds end to end below the browser (ADR 102), on PGlite and PostgreSQL: offline refunds of
// transfers recorded by staff, Stripe refunds through the real stripe-node client against the
// local fake Stripe (its Refunds API and refund webhooks), credit notes numbered gap-free with
// their PDF read back by pdftotext, and every refusal changing nothing.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAgencyContact } from "../../../tests/support/agency";
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from "../../../tests/support/fake-stripe";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { mailOutbox, orderDocuments, orderEvents, orders, payments, refunds, users } from "~/.server/db/schema";
import { type Env, parseEnv } from "~/.server/env";
import { messagesT } from "~/i18n/messages";
import { adminPaymentMessages } from "./admin-messages";
import type { AgencyContact } from "./admin-receipt-mail.server";
import { confirmOrderPayment, decidePayment } from "./payment-decisions.server";
import { isRefundError, refundPayment, refundPreview } from "./refunds.server";
import { startCardPayment } from "./stripe.server";
import { handleStripeWebhook } from "./stripe-webhooks.server";

const workDir = mkdtempSync(path.join(tmpdir(), "refunds-int-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
let files = 0;
function pdfText(pdf: Buffer): string {
  const file = path.join(workDir, `${++files}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

const vatAgency: AgencyContact = {
  ...testAgencyContact,
  seller: { ...testAgencyContact.seller, vatRegistered: true, taxId: "0105556012345", branch: "00000" },
};
const admin = { uid: "refund-admin", role: "admin" };

describe.each(databaseKinds)("refunds on %s", (kind) => {
  let database: TestDatabase;
  let fake: FakeStripe;
  let env: Env;
  let sequence = 0;

  beforeAll(async () => {
    [database, fake] = await Promise.all([openMigratedTestDatabase(kind), startFakeStripe()]);
    env = parseEnv({
      DATA_DIR: workDir,
      SITE_URL: "https://www.siamweb.example",
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    });
    await database.db.insert(users).values([
      { uid: admin.uid, email: "boss@example.com", displayName: "Khun Boss", role: "admin" },
      { uid: "refund-editor", email: "editor@example.com", displayName: "Editor", role: "editor" },
    ]);
  });
  afterAll(async () => {
    await Promise.all([database.dispose(), fake.close()]);
  });

  async function insertOrder(values: Partial<typeof orders.$inferInsert> = {}) {
    sequence += 1;
    const [row] = await database.db
      .insert(orders)
      .values({
        reference: `SWS-2026-R${String(sequence).padStart(4, "0")}`,
        idempotencyKey: `refunds-${kind}-${sequence}`,
        packageId: "starter",
        paymentOption: "full",
        subtotalSatang: 300_000,
        discountSatang: 0,
        totalSatang: 300_000,
        amountDueNowSatang: 300_000,
        balanceDueSatang: 0,
        customerName: "Somchai Jaidee",
        customerEmail: "somchai@example.co.th",
        customerPhone: "0812345678",
        language: "th",
        paymentMethod: "bank_transfer",
        ...values,
      })
      .returning();
    if (!row) throw new Error("not inserted");
    return row;
  }

  /** A bank-transfer order confirmed by staff: completed, its document issued. */
  async function paidTransfer(agency: AgencyContact = vatAgency) {
    const order = await insertOrder();
    const { paymentId } = await confirmOrderPayment(database.db, {
      orderId: order.id,
      staffUid: admin.uid,
      agency: async () => agency,
    });
    return { order, paymentId };
  }

  const webhook = (event: { payload: string; signature: string }) =>
    handleStripeWebhook(database.db, env, { payload: event.payload, signature: event.signature, agency: async () => vatAgency });

  /** A card order paid at the fake Stripe (the webhook confirmed it). */
  async function paidCard(language: "en" | "th" = "en") {
    const order = await insertOrder({ paymentMethod: "card", language });
    const { paymentId } = await startCardPayment(database.db, env, { reference: order.reference, language });
    const sessionId = [...fake.sessions.keys()].at(-1) ?? "";
    for (const event of fake.completeSession(sessionId, "paid")) expect((await webhook(event)).status).toBe(200);
    return { order, paymentId };
  }

  const refund = (orderId: number, paymentId: number, amountSatang: number, staff = admin, reason = "Project cancelled") =>
    refundPayment(database.db, env, { orderId, paymentId, amountSatang, reason, staff, agency: async () => vatAgency });
  const paymentRow = async (id: number) => (await database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
  const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const eventsOf = (orderId: number) =>
    database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  const creditNotesOf = (orderId: number) =>
    database.db
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.type, "credit_note")))
      .orderBy(asc(orderDocuments.id));
  const refundMails = (reference: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.reference, reference), eq(mailOutbox.kind, "refund")))
      .orderBy(asc(mailOutbox.id));
  /** Everything a refused refund must leave as it was. */
  const stateOf = async (orderId: number, paymentId: number) => ({
    order: (await orderRow(orderId)).status,
    refunded: (await paymentRow(paymentId)).refundedSatang,
    refunds: (await database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).length,
    events: (await eventsOf(orderId)).length,
    notes: (await creditNotesOf(orderId)).length,
    mails: (await database.db.select().from(mailOutbox)).length,
  });

  it("records a partial then a full offline refund, each with a credit note referring to the invoice", async () => {
    const { order, paymentId } = await paidTransfer();
    const [invoice] = await database.db.select().from(orderDocuments).where(eq(orderDocuments.paymentId, paymentId));
    expect(invoice?.type).toBe("abbreviated_tax_invoice");

    expect(await refundPreview(database.db, { orderId: order.id, paymentId, amountSatang: 100_000, reason: "x" })).toMatchObject({
      method: "offline",
      creditNoteFor: invoice!.number,
      whole: false,
    });
    expect(await refund(order.id, paymentId, 100_000, admin, "Logo dropped from the order")).toMatchObject({
      outcome: "refunded",
    });
    expect((await paymentRow(paymentId)).refundedSatang).toBe(100_000);
    expect((await orderRow(order.id)).status).toBe("completed");
    const [first] = await creditNotesOf(order.id);
    expect(first?.number).toMatch(/^CN-\d{4}-\d{5}$/);
    expect(first?.snapshot.creditNote).toEqual({
      invoice: { number: invoice!.number, issuedAt: invoice!.issuedAt.toISOString(), totalSatang: 300_000 },
      refundedSatang: 100_000,
      creditedBeforeSatang: 0,
      reason: "Logo dropped from the order",
    });
    // VAT as the abbreviated invoice shows it: a line of its own, the lines adding up to the refund.
    expect(first?.snapshot.totalSatang).toBe(100_000);
    expect(first?.snapshot.lines.reduce((sum, line) => sum + line.amountSatang, 0)).toBe(100_000);
    expect(first?.snapshot.lines[1]?.amountSatang).toBe(6_542);

    const text = pdfText(first!.pdf!);
    expect(text).toContain("ใบลดหนี้");
    expect(text).toContain("Credit note");
    expect(text).toContain(`Credit note for tax invoice No. ${invoice!.number}`);
    expect(text).toContain(`ลดหนี้ตามใบกำกับภาษีเลขที่ ${invoice!.number}`);
    expect(text).toContain("Logo dropped from the order");
    expect(text).toContain("2,000.00"); // the correct value: 3,000 less 1,000

    const [event] = (await eventsOf(order.id)).filter((row) => row.kind === "refund_succeeded");
    expect(event).toMatchObject({ actor: admin.uid, details: { amountSatang: 100_000, paymentId, documents: [first!.number] } });
    const [mail] = await refundMails(order.reference);
    expect(mail?.toAddress).toBe("somchai@example.co.th");
    expect(mail?.subject).toBe(`การคืนเงินสำหรับคำสั่งซื้อ ${order.reference}`);
    expect(mail?.textBody).toContain("฿1,000.00");
    expect(mail?.textBody).toContain(first!.number);

    // The rest: everything paid is back, the order becomes refunded, a second credit note follows.
    expect(await refundPreview(database.db, { orderId: order.id, paymentId, amountSatang: 200_000, reason: "x" })).toMatchObject({
      whole: true,
    });
    expect(await refund(order.id, paymentId, 200_000)).toMatchObject({ outcome: "refunded" });
    expect((await paymentRow(paymentId)).refundedSatang).toBe(300_000);
    expect((await orderRow(order.id)).status).toBe("refunded");
    const [, second] = await creditNotesOf(order.id);
    expect(second?.snapshot.creditNote).toMatchObject({ refundedSatang: 200_000, creditedBeforeSatang: 100_000 });
    expect(second?.sequence).toBe(first!.sequence + 1);
    expect((await refundMails(order.reference)).at(-1)?.textBody).toContain("ได้รับคืนครบแล้ว");
  });

  it("refuses a refund over what is left with a translated error, and changes nothing", async () => {
    const { order, paymentId } = await paidTransfer();
    await refund(order.id, paymentId, 250_000);
    const before = await stateOf(order.id, paymentId);
    const outcome = await decidePayment(database.db, {
      orderId: order.id,
      staffUid: admin.uid,
      staffRole: "admin",
      decision: { intent: "refund", paymentId, amount: 50_001, reason: "Too much" },
      agency: async () => vatAgency,
      balanceMail: async () => {
        throw new Error("not used");
      },
      stripe: env,
    });
    expect(outcome).toEqual({ ok: false, status: 409, error: "tooMuch" });
    expect(messagesT(adminPaymentMessages, "en")("errors.tooMuch")).toBe(
      "That is more than can still be refunded on this payment. Nothing was refunded.",
    );
    expect(messagesT(adminPaymentMessages, "th")("errors.tooMuch")).toBe("จำนวนนี้มากกว่ายอดที่ยังคืนได้ของการชำระเงินนี้ ไม่มีการคืนเงิน");
    expect(await stateOf(order.id, paymentId)).toEqual(before);
    await expect(
      refundPreview(database.db, { orderId: order.id, paymentId, amountSatang: 50_001, reason: "x" }),
    ).rejects.toSatisfy((error) => isRefundError(error) && error.code === "tooMuch");
  });

  it("lets only one of two racing refunds through when together they exceed the payment", async () => {
    const { order, paymentId } = await paidTransfer();
    const results = await Promise.allSettled([refund(order.id, paymentId, 200_000), refund(order.id, paymentId, 200_000)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected");
    expect(isRefundError(refused?.reason) && refused.reason.code).toBe("tooMuch");
    expect((await paymentRow(paymentId)).refundedSatang).toBe(200_000);
    expect(await creditNotesOf(order.id)).toHaveLength(1);
  });

  it("refuses an editor, whatever the screen let through", async () => {
    const { order, paymentId } = await paidTransfer();
    const before = await stateOf(order.id, paymentId);
    await expect(refund(order.id, paymentId, 1_000, { uid: "refund-editor", role: "editor" })).rejects.toSatisfy(
      (error) => isRefundError(error) && error.code === "forbidden",
    );
    const outcome = await decidePayment(database.db, {
      orderId: order.id,
      staffUid: "refund-editor",
      staffRole: "editor",
      decision: { intent: "refund", paymentId, amount: 1_000, reason: "x" },
      agency: async () => vatAgency,
      balanceMail: async () => {
        throw new Error("not used");
      },
      stripe: env,
    });
    expect(outcome).toEqual({ ok: false, status: 403, error: "forbidden" });
    expect(await stateOf(order.id, paymentId)).toEqual(before);
  });

  it("refunds a card payment through Stripe at once, and a plain receipt gets no credit note", async () => {
    fake.setRefundStatus("succeeded");
    const { order, paymentId } = await paidCard();
    const intentId = (await paymentRow(paymentId)).stripePaymentIntentId;
    expect(intentId).toMatch(/^pi_/);
    fake.requests.length = 0;
    // This webhook's agency is VAT-registered, so the card payment has a tax invoice; a receipt
    // case is the offline one below.
    const { outcome, refundId } = await refund(order.id, paymentId, 300_000);
    expect(outcome).toBe("refunded");
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/v1/refunds",
        idempotencyKey: `refund-${refundId}-create`,
        params: expect.objectContaining({ payment_intent: intentId, amount: "300000" }),
      }),
    ]);
    const [row] = await database.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(row).toMatchObject({ status: "succeeded", method: "stripe", stripeRefundId: expect.stringMatching(/^re_/) });
    expect((await orderRow(order.id)).status).toBe("refunded");
    expect((await eventsOf(order.id)).map((event) => event.kind)).toEqual(["refund_requested", "refund_succeeded"]);
    // Stripe's later webhooks about the same refund change nothing more.
    for (const event of fake.refundEvents(row!.stripeRefundId!)) {
      expect(await webhook(event)).toEqual({ status: 200, outcome: "duplicate" });
    }
    expect((await paymentRow(paymentId)).refundedSatang).toBe(300_000);

    const receipt = await paidTransfer(testAgencyContact);
    expect(await refund(receipt.order.id, receipt.paymentId, 300_000)).toMatchObject({ outcome: "refunded" });
    expect(await creditNotesOf(receipt.order.id)).toEqual([]);
    expect((await refundMails(receipt.order.reference))[0]?.textBody).not.toContain("CN-");
  });

  it("keeps a Stripe refund pending until its webhook says succeeded, processed once", async () => {
    fake.setRefundStatus("pending");
    const { order, paymentId } = await paidCard("th");
    const { outcome, refundId } = await refund(order.id, paymentId, 120_000, admin, "Partial refund");
    expect(outcome).toBe("refundPending");
    const [pending] = await database.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(pending?.status).toBe("pending");
    expect((await paymentRow(paymentId)).refundedSatang).toBe(0);
    // The pending amount is reserved: no second refund may take it.
    await expect(refund(order.id, paymentId, 180_001)).rejects.toSatisfy(
      (error) => isRefundError(error) && error.code === "tooMuch",
    );

    const events = fake.settleRefund(pending!.stripeRefundId!, "succeeded");
    expect(events.map((event) => event.type)).toEqual(["refund.updated", "charge.refunded"]);
    expect(await webhook(events[0]!)).toEqual({ status: 200, outcome: "processed" });
    expect(await webhook(events[0]!)).toEqual({ status: 200, outcome: "duplicate" });
    expect(await webhook(events[1]!)).toEqual({ status: 200, outcome: "duplicate" });
    expect((await paymentRow(paymentId)).refundedSatang).toBe(120_000);
    expect((await orderRow(order.id)).status).toBe("completed");
    const succeeded = (await eventsOf(order.id)).filter((event) => event.kind === "refund_succeeded");
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]?.actor).toBeNull();
    expect(await creditNotesOf(order.id)).toHaveLength(1);
    expect(await refundMails(order.reference)).toHaveLength(1);
  });

  it("records a failed Stripe refund without moving any money", async () => {
    fake.setRefundStatus("pending");
    const { order, paymentId } = await paidCard();
    const { refundId } = await refund(order.id, paymentId, 300_000);
    const [pending] = await database.db.select().from(refunds).where(eq(refunds.id, refundId));
    const events = fake.settleRefund(pending!.stripeRefundId!, "failed");
    for (const event of events) expect((await webhook(event)).status).toBe(200);
    const [failed] = await database.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(failed).toMatchObject({ status: "failed", failureReason: "expired_or_canceled_card" });
    expect((await paymentRow(paymentId)).refundedSatang).toBe(0);
    expect((await orderRow(order.id)).status).toBe("completed");
    expect((await eventsOf(order.id)).map((event) => event.kind)).toEqual(["refund_requested", "refund_failed"]);
    expect(await creditNotesOf(order.id)).toEqual([]);
    expect(await refundMails(order.reference)).toEqual([]);
    // The amount is free again.
    fake.setRefundStatus("succeeded");
    expect(await refund(order.id, paymentId, 300_000)).toMatchObject({ outcome: "refunded" });
  });

  it("numbers credit notes in their own series without gaps, refused refunds included", async () => {
    const notes = await database.db
      .select({ year: orderDocuments.year, sequence: orderDocuments.sequence, number: orderDocuments.number })
      .from(orderDocuments)
      .where(eq(orderDocuments.type, "credit_note"))
      .orderBy(asc(orderDocuments.sequence));
    expect(notes.length).toBeGreaterThanOrEqual(5);
    expect(notes.map((note) => note.sequence)).toEqual(notes.map((_, index) => index + 1));
    for (const note of notes) expect(note.number).toBe(`CN-${note.year}-${String(note.sequence).padStart(5, "0")}`);
  });
});
