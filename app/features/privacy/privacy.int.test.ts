// Data-subject requests on PGlite and PostgreSQL: find everything held about an address, export it
// as a zip (data.json, slips, PDFs), erase it keeping what tax law needs, and record the request
// without keeping the address once it is closed.
import { eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { beforeEach, describe, expect, it } from "vitest";
import {
  contactMessages,
  mailOutbox,
  orderDocuments,
  orders,
  payments,
  privacyRequests,
  storedObjects,
  users,
} from "~/.server/db/schema";
import { createDatabaseStorage } from "~/.server/storage/database-storage.server";
import { sampleSnapshot } from "../../../tests/support/sample-document-snapshot";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { erasurePlan, eraseSubject } from "./privacy-erase.server";
import { exportZipStream } from "./privacy-export.server";
import { findSubjectData, phoneDigitsOf } from "./privacy-find.server";
import {
  closePrivacyRequest,
  createPrivacyRequest,
  getPrivacyRequest,
  logPrivacyAction,
  openPrivacyRequests,
  subjectHash,
} from "./privacy-requests.server";

const EMAIL = "somchai@example.co.th";
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return new Uint8Array(Buffer.concat(parts));
}

describe.each(databaseKinds)("privacy requests on %s", (kind) => {
  const database = suiteDatabase(kind);
  const db = () => database.db;
  const slips = () => createDatabaseStorage(database.db, "slips");
  let sequence = 0;

  beforeEach(async () => {
    // Issued documents are never deleted one by one (a trigger refuses it); a test starts afresh.
    await db().execute(
      sql`truncate order_documents, refunds, payments, orders, contact_messages, mail_outbox, privacy_requests cascade`,
    );
    await db().delete(storedObjects);
    await db().delete(users).where(eq(users.email, EMAIL));
  });

  async function order(options: { email?: string; phone?: string; paid: boolean; document?: boolean; slip?: boolean }) {
    sequence += 1;
    const reference = `SWS-2026-P${String(sequence).padStart(4, "0")}`;
    const [row] = await db()
      .insert(orders)
      .values({
        reference,
        idempotencyKey: `privacy-${kind}-${sequence}`,
        packageId: "starter",
        paymentOption: "full",
        subtotalSatang: 300_000,
        totalSatang: 300_000,
        amountDueNowSatang: 300_000,
        customerName: "Somchai Jaidee",
        customerEmail: options.email ?? "Somchai@Example.co.th",
        customerPhone: options.phone ?? "081-234-5678",
        customerCompany: "Jaidee Co.",
        requirements: "A shop for our rice crackers",
        analyticsClientId: "123.456",
        status: options.paid ? "completed" : "pending",
        paymentMethod: "bank_transfer",
      })
      .returning();
    if (!row) throw new Error("not inserted");
    const key = `${reference}-0011223344556677.png`;
    if (options.slip) await slips().put(key, png, "image/png");
    const [payment] = await db()
      .insert(payments)
      .values({
        orderId: row.id,
        method: "bank_transfer",
        amountSatang: 300_000,
        status: options.paid ? "succeeded" : "processing",
        slipPath: options.slip ? `slips/${key}` : null,
        slipContentType: options.slip ? "image/png" : null,
      })
      .returning();
    if (!payment) throw new Error("not inserted");
    if (options.document) {
      const number = `TI-2026-${String(sequence).padStart(5, "0")}`;
      await db()
        .insert(orderDocuments)
        .values({
          orderId: row.id,
          paymentId: payment.id,
          type: "tax_invoice",
          year: 2026,
          sequence,
          number,
          snapshot: sampleSnapshot("tax_invoice", { number, orderReference: reference }),
        });
    }
    await db().insert(mailOutbox).values({
      kind: "order-confirmation",
      reference,
      toAddress: row.customerEmail,
      subject: "Your order",
      textBody: "Dear Somchai",
    });
    return { id: row.id, reference, key };
  }

  async function message(email = EMAIL) {
    const [row] = await db()
      .insert(contactMessages)
      .values({ name: "Somchai", email, phone: "0812345678", message: "Please call me" })
      .returning();
    await db()
      .insert(mailOutbox)
      .values({
        kind: "contact-notification",
        reference: `contact:${row?.id}`,
        toAddress: "hello@agency.example",
        replyTo: email,
        subject: "New message",
        textBody: "Somchai wrote: Please call me",
      });
    return row?.id ?? 0;
  }

  const subject = { email: EMAIL, phoneDigits: null };
  const removeSlip = (path: string) => slips().delete(path.slice("slips/".length));

  it("finds messages, orders with payments, slips and documents, mail and the staff profile by address", async () => {
    await message();
    await message("someone-else@example.com");
    const invoiced = await order({ paid: true, document: true, slip: true });
    await order({ paid: false, email: "other@example.com", phone: "0899999999" });
    await db().insert(users).values({ uid: "privacy-staff", email: EMAIL, role: "editor" });

    const found = await findSubjectData(db(), subject);
    expect(found.messages.map((row) => row.email)).toEqual([EMAIL]);
    expect(found.orders.map((row) => row.reference)).toEqual([invoiced.reference]);
    expect(found.orders[0]?.payments[0]?.slipPath).toBe(`slips/${invoiced.key}`);
    expect(found.orders[0]?.documents).toHaveLength(1);
    // The order's confirmation and the agency's copy of the message (reply-to the person).
    expect(found.mail.map((mail) => mail.kind).sort()).toEqual(["contact-notification", "order-confirmation"]);
    expect(found.staff).toMatchObject({ uid: "privacy-staff", sessions: 0 });

    // A phone number widens the search, whatever way it is written.
    const byPhone = await findSubjectData(db(), { email: EMAIL, phoneDigits: phoneDigitsOf("089 999 9999") });
    expect(byPhone.orders).toHaveLength(2);
    await db().delete(users).where(eq(users.uid, "privacy-staff"));
  });

  it("exports one zip with data.json, the slip and the document PDF drawn when missing", async () => {
    await message();
    const invoiced = await order({ paid: true, document: true, slip: true });
    const found = await findSubjectData(db(), subject);
    const { documentPdfOf } = await import("~/features/checkout/documents/issue-document.server");
    const zip = await readAll(
      exportZipStream(found, {
        readSlip: async (path) => (await slips().get(path.slice("slips/".length)))?.bytes ?? null,
        documentPdf: (orderId, documentId) => documentPdfOf(db(), orderId, documentId),
      }),
    );
    const files = unzipSync(zip);
    const number = found.orders[0]?.documents[0]?.number ?? "";
    expect(Object.keys(files).sort()).toEqual([
      "data.json",
      `documents/${number}.pdf`,
      `slips/payment-${found.orders[0]?.payments[0]?.id}.png`,
    ]);
    expect(
      Buffer.from(files[`documents/${number}.pdf`] ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const json = JSON.parse(new TextDecoder().decode(files["data.json"]));
    expect(json.contactMessages).toEqual([expect.objectContaining({ email: EMAIL, message: "Please call me" })]);
    expect(json.orders).toEqual([expect.objectContaining({ reference: invoiced.reference, customerName: "Somchai Jaidee" })]);
    expect(json.files.omitted).toEqual([]);
  });

  it("erases what the law lets go and keeps the tax documents with the order facts they need", async () => {
    const messageId = await message();
    const invoiced = await order({ paid: true, document: true, slip: true });
    const unpaid = await order({ paid: false, slip: true });
    const found = await findSubjectData(db(), subject);
    const plan = erasurePlan(found);
    expect(plan).toMatchObject({
      deleteMessages: 1,
      deleteSlips: 2,
      deleteOrders: [unpaid.reference],
      anonymiseOrders: [invoiced.reference],
      kept: [{ reason: "taxDocuments", references: [invoiced.reference], documents: 1 }],
    });

    const result = await eraseSubject(db(), found, removeSlip);
    expect(result).toEqual({ messagesDeleted: 1, mailDeleted: 3, slipsDeleted: 2, ordersDeleted: 1, ordersAnonymised: 1 });
    expect(await db().select().from(contactMessages).where(eq(contactMessages.id, messageId))).toEqual([]);
    expect(await db().select().from(orders).where(eq(orders.id, unpaid.id))).toEqual([]);
    const [kept] = await db().select().from(orders).where(eq(orders.id, invoiced.id));
    expect(kept).toMatchObject({
      customerName: "",
      customerEmail: "",
      customerPhone: "",
      customerCompany: "",
      requirements: "",
      analyticsClientId: null,
      totalSatang: 300_000,
      status: "completed",
    });
    expect(kept?.personalDataErasedAt).toBeInstanceOf(Date);
    expect(await db().select().from(orderDocuments).where(eq(orderDocuments.orderId, invoiced.id))).toHaveLength(1);
    expect(await slips().has(invoiced.key)).toBe(false);
    expect(await db().select().from(mailOutbox)).toEqual([]);
    // Nothing is left to find.
    const again = await findSubjectData(db(), subject);
    expect([again.messages.length, again.orders.length, again.mail.length]).toEqual([0, 0, 0]);
  });

  it("records a request due in 30 days and keeps only the address's hash once it is closed", async () => {
    const received = new Date("2026-11-29T03:00:00Z");
    const id = await createPrivacyRequest(db(), {
      kind: "erasure",
      email: " Somchai@Example.co.th ",
      staffUid: "admin-1",
      note: "",
      now: received,
    });
    expect(await getPrivacyRequest(db(), id)).toMatchObject({
      status: "open",
      subjectEmail: EMAIL,
      subjectHash: subjectHash(EMAIL),
      dueAt: new Date("2026-12-29T03:00:00Z"),
      createdBy: "admin-1",
    });
    expect(await openPrivacyRequests(db())).toEqual({ open: 1, nextDue: new Date("2026-12-29T03:00:00Z") });
    expect(await logPrivacyAction(db(), id, { at: received.toISOString(), by: "admin-1", action: "exported" })).toBe(true);

    const closed = await closePrivacyRequest(db(), id, {
      status: "completed",
      staffUid: "admin-2",
      action: "erased",
      results: { erased: { messagesDeleted: 1 }, kept: [{ reason: "taxDocuments", orders: 1, documents: 1 }] },
    });
    expect(closed).toBe(true);
    const [row] = await db().select().from(privacyRequests).where(eq(privacyRequests.id, id));
    expect(row).toMatchObject({ status: "completed", subjectEmail: null, handledBy: "admin-2" });
    expect(JSON.stringify(row)).not.toContain("somchai@");
    expect((row?.outcome.log as { action: string }[]).map((entry) => entry.action)).toEqual(["received", "exported", "erased"]);
    expect(row?.outcome.erased).toEqual({ messagesDeleted: 1 });
    // Closed once: a second close or log changes nothing.
    expect(await closePrivacyRequest(db(), id, { status: "refused", staffUid: "admin-2", action: "refused" })).toBe(false);
    expect(await openPrivacyRequests(db())).toEqual({ open: 0, nextDue: null });
  });

  it("counts the 30 days from the day a request was received, when that was before today", async () => {
    const now = new Date("2026-11-29T03:00:00Z");
    const earlier = await createPrivacyRequest(db(), {
      kind: "access",
      email: EMAIL,
      staffUid: "admin-1",
      note: "",
      receivedOn: "2026-11-20",
      now,
    });
    // Midnight in Bangkok on 20 November, and 30 days on.
    expect(await getPrivacyRequest(db(), earlier)).toMatchObject({
      receivedAt: new Date("2026-11-19T17:00:00Z"),
      dueAt: new Date("2026-12-19T17:00:00Z"),
    });
    const today = await createPrivacyRequest(db(), {
      kind: "access",
      email: EMAIL,
      staffUid: "admin-1",
      note: "",
      receivedOn: "2026-11-29",
      now,
    });
    expect(await getPrivacyRequest(db(), today)).toMatchObject({ receivedAt: now, dueAt: new Date("2026-12-29T03:00:00Z") });
    for (const id of [earlier, today])
      await closePrivacyRequest(db(), id, { status: "refused", staffUid: "admin-1", action: "refused" });
  });
});
