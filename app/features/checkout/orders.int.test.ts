// Ordering and offline payments below the browser, on PGlite and PostgreSQL: amounts from the
// pricing module only, one order per idempotency key, all-or-nothing writes, payment reports with
// slips, and logs that carry no personal data or amounts.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentCatalogue } from "../../../tests/support/current-catalogue";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { mailOutbox, orders, payments } from "~/.server/db/schema";
import { createLogger } from "~/lib/logger";
import { isCheckoutError } from "./checkout-errors";
import type { CheckoutInput } from "./checkout-schema";
import type { OrderMailContext } from "./order-mail.server";
import { createOrder, findOrder, findSlip, reportPayment, toOrderView } from "./orders.server";
import { storageFor } from "~/.server/storage/storage-for.server";
import { readSlip } from "./slips.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "checkout-int-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const mailContext = (reference: string): OrderMailContext => ({
  agencyName: "Siam Web Studio",
  notificationEmail: "orders@siamweb.example",
  orderUrl: `https://www.siamweb.example/order-confirmation?ref=${reference}&t=token`,
  adminUrl: "https://www.siamweb.example/admin/payments",
  bank: {
    bankName: "Kasikornbank",
    accountName: "Siam Web Studio Co., Ltd.",
    accountNumber: "123-4-56789-0",
    branch: "Siam Square",
  },
});
const reportContext = { notificationEmail: "orders@siamweb.example", adminUrl: "https://www.siamweb.example/admin/payments" };
const allMethods = ["promptpay", "bank_transfer", "card"] as const;

let sequence = 0;
function input(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  sequence += 1;
  return {
    packageId: "starter",
    option: "full",
    addOns: { domain: 0, extraPage: 0, premiumSsl: 0, logo: 0 },
    maintenancePlan: "",
    method: "promptpay",
    fullName: "Somchai Jaidee",
    email: "somchai@example.co.th",
    phone: "081-234-5678",
    company: "Jaidee Coffee",
    requirements: "A website for our coffee shop with a menu and a map.",
    idempotencyKey: `key-${sequence}-${Math.random().toString(36).slice(2)}-abcdefgh`,
    ...overrides,
  };
}

// The smallest valid images of each kind the slip check accepts.
const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"),
);

describe.each(databaseKinds)("checkout orders on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  // As the app chooses: files under DATA_DIR on PGlite, the database itself on PostgreSQL.
  const slips = () =>
    storageFor({ dataDir, databaseUrl: kind === "postgres" ? "postgres://configured" : undefined }, db(), "slips");

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const mailsFor = (reference: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.reference, `order:${reference}`))
      .orderBy(asc(mailOutbox.id));
  const counts = async () => ({
    orders: await db().$count(orders),
    payments: await db().$count(payments),
    mails: await db().$count(mailOutbox),
  });

  it("keeps the buyer's tax-invoice details on the order and shows them on its page, and none when not asked for", async () => {
    const buyer = {
      name: "Siam Soap Co., Ltd.",
      address: "99 Rama IV Road\nBangkok 10500",
      taxId: "0105536000011",
      branch: "00012",
    };
    const asked = await createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: input({ taxInvoiceBuyer: buyer }),
      language: "en",
      allowedMethods: allMethods,
      mailContext,
    });
    const plain = await createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: input(),
      language: "en",
      allowedMethods: allMethods,
      mailContext,
    });

    const [stored] = await db().select({ buyer: orders.taxInvoiceBuyer }).from(orders).where(eq(orders.id, asked.order.id));
    expect(stored?.buyer).toEqual(buyer);
    const [none] = await db().select({ buyer: orders.taxInvoiceBuyer }).from(orders).where(eq(orders.id, plain.order.id));
    expect(none?.buyer).toBeNull();

    const found = await findOrder(db(), asked.order.reference);
    expect(found && toOrderView(found.order, found.payment).taxInvoiceBuyer).toEqual(buyer);
    const foundPlain = await findOrder(db(), plain.order.reference);
    expect(foundPlain && toOrderView(foundPlain.order, foundPlain.payment).taxInvoiceBuyer).toBeNull();
  });

  it("stores the order with server-computed amounts, a processing payment and two e-mails in the customer's language", async () => {
    const { order, payment, created } = await createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: input({
        packageId: "premium",
        option: "deposit",
        addOns: { domain: 1, extraPage: 2, premiumSsl: 0, logo: 1 },
        method: "bank_transfer",
        maintenancePlan: "professional",
      }),
      language: "th",
      allowedMethods: allMethods,
      mailContext,
    });
    expect(created).toBe(true);
    expect(order.reference).toMatch(/^SWS-\d{4}-[2-9A-HJKMNP-Z]{5}$/);
    // 15,900 + 450 + 2 × 590 + 1,990 = 19,520 baht; half now.
    expect(order).toMatchObject({
      packageId: "premium",
      paymentOption: "deposit",
      balanceStatus: "owed",
      subtotalSatang: 1_952_000,
      discountSatang: 0,
      totalSatang: 1_952_000,
      amountDueNowSatang: 976_000,
      balanceDueSatang: 976_000,
      currency: "THB",
      maintenancePlan: "professional",
      status: "pending",
      paymentMethod: "bank_transfer",
      language: "th",
    });
    expect(order.addOns.map((line) => [line.id, line.quantity])).toEqual([
      ["domain", 1],
      ["extraPage", 2],
      ["logo", 1],
    ]);
    expect(payment).toMatchObject({ orderId: order.id, method: "bank_transfer", amountSatang: 976_000, status: "processing" });

    const mails = await mailsFor(order.reference);
    expect(mails.map((mail) => [mail.kind, mail.toAddress])).toEqual([
      ["order-customer", "somchai@example.co.th"],
      ["order-agency", "orders@siamweb.example"],
    ]);
    expect(mails[0]?.subject).toBe(`คำสั่งซื้อ ${order.reference} กับ Siam Web Studio`);
    // The customer's copy goes to an address nobody has proven yet: it repeats nothing they typed.
    expect(mails[0]?.textBody).toMatch(/^สวัสดี\n/);
    expect(mails[0]?.textBody).not.toMatch(/Somchai|coffee shop/);
    expect(mails[0]?.textBody).toContain("123-4-56789-0");
    expect(mails[0]?.textBody).toContain("฿9,760.00");
    expect(mails[1]?.textBody).toContain("081-234-5678");
    expect(mails[1]?.replyTo).toBe("somchai@example.co.th");
  });

  it("writes English e-mails for an English order, with the 5% discount", async () => {
    const { order } = await createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: input(),
      language: "en",
      allowedMethods: allMethods,
      mailContext,
    });
    expect(order).toMatchObject({
      subtotalSatang: 300_000,
      discountSatang: 15_000,
      totalSatang: 285_000,
      amountDueNowSatang: 285_000,
      balanceDueSatang: 0,
    });
    const [customer] = await mailsFor(order.reference);
    expect(customer?.subject).toBe(`Your order ${order.reference} with Siam Web Studio`);
    expect(customer?.textBody).toContain("Full-payment discount (5%): -THB\u00a0150.00");
    expect(customer?.textBody).toContain("scan the PromptPay QR code");
  });

  it("makes one order of a repeated submit with the same idempotency key", async () => {
    const same = input();
    const first = await createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: same,
      language: "en",
      allowedMethods: allMethods,
      mailContext,
    });
    const again = await createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: { ...same, fullName: "Someone Else" },
      language: "en",
      allowedMethods: allMethods,
      mailContext,
    });
    expect(again.created).toBe(false);
    expect(again.order.id).toBe(first.order.id);
    expect(again.payment.id).toBe(first.payment.id);
    expect(await db().select().from(orders).where(eq(orders.idempotencyKey, same.idempotencyKey))).toHaveLength(1);
    expect(await mailsFor(first.order.reference)).toHaveLength(2);
  });

  it("makes one order of two submits at the same moment", async () => {
    const same = input();
    const catalogue = await currentCatalogue(db());
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        createOrder(db(), {
          catalogue,
          input: same,
          language: "en",
          allowedMethods: allMethods,
          mailContext,
        }),
      ),
    );
    expect(new Set(results.map((result) => result.order.id)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const [order] = await db().select().from(orders).where(eq(orders.idempotencyKey, same.idempotencyKey));
    expect(await db().select().from(payments).where(eq(payments.orderId, order!.id))).toHaveLength(1);
  });

  it("draws another reference when the first is taken", async () => {
    const fixed = () => Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const first = await createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: input(),
      language: "en",
      allowedMethods: allMethods,
      mailContext,
      random: fixed,
    });
    let calls = 0;
    const secondRandom = (size: number) => (calls++ === 0 ? fixed() : Uint8Array.from({ length: size }, (_, i) => 10 + i));
    const second = await createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: input(),
      language: "en",
      allowedMethods: allMethods,
      mailContext,
      random: secondRandom,
    });
    expect(second.order.reference).not.toBe(first.order.reference);
    expect(calls).toBeGreaterThan(1);
  });

  it("refuses a method that is not on offer and writes nothing", async () => {
    const before = await counts();
    await expect(
      createOrder(db(), {
        catalogue: await currentCatalogue(db()),
        input: input({ method: "card" }),
        language: "en",
        allowedMethods: ["promptpay"],
        mailContext,
      }),
    ).rejects.toSatisfy((error) => isCheckoutError(error, "methodUnavailable"));
    expect(await counts()).toEqual(before);
  });

  it("rolls the order and its payment back when an e-mail cannot be stored", async () => {
    const before = await counts();
    await expect(
      createOrder(db(), {
        catalogue: await currentCatalogue(db()),
        input: input(),
        language: "en",
        allowedMethods: allMethods,
        mailContext: (reference) => ({ ...mailContext(reference), notificationEmail: "not an address" }),
      }),
    ).rejects.toThrow();
    expect(await counts()).toEqual(before);
  });

  it("rejects amounts that do not add up, negative amounts and unknown statuses in the database itself", async () => {
    const base = {
      reference: "SWS-2026-ZZZZZ",
      idempotencyKey: "constraint-check-key-000",
      packageId: "starter",
      paymentOption: "full" as const,
      subtotalSatang: 300_000,
      discountSatang: 15_000,
      totalSatang: 285_000,
      amountDueNowSatang: 285_000,
      balanceDueSatang: 0,
      customerName: "x",
      customerEmail: "x@example.com",
      customerPhone: "0812345678",
      paymentMethod: "promptpay" as const,
    };
    await expect(
      db()
        .insert(orders)
        .values({ ...base, totalSatang: 1 }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(orders)
        .values({ ...base, subtotalSatang: -1, discountSatang: 0, totalSatang: -1, amountDueNowSatang: -1 }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(orders)
        .values({ ...base, status: "paid" as never }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(orders)
        .values({ ...base, currency: "USD" }),
    ).rejects.toThrow();
    expect(await db().select().from(orders).where(eq(orders.reference, base.reference))).toHaveLength(0);
  });

  it("PromptPay 'I have paid': the payment stays processing, the order is processing and the agency is told, once", async () => {
    const { order } = await createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: input(),
      language: "en",
      allowedMethods: allMethods,
      mailContext,
    });
    const reported = await reportPayment(db(), {
      reference: order.reference,
      method: "promptpay",
      slips: slips(),
      mailContext: reportContext,
    });
    expect(reported.payment).toMatchObject({ status: "processing", slipPath: null });
    expect(reported.payment.customerConfirmedAt).toBeInstanceOf(Date);
    expect(reported.order.status).toBe("processing");
    const mails = await mailsFor(order.reference);
    expect(mails.at(-1)).toMatchObject({ kind: "payment-reported", toAddress: "orders@siamweb.example" });
    expect(mails.at(-1)?.textBody).toContain("THB\u00a02,850.00");

    await expect(
      reportPayment(db(), { reference: order.reference, method: "promptpay", slips: slips(), mailContext: reportContext }),
    ).rejects.toSatisfy((error) => isCheckoutError(error, "alreadyConfirmed"));
    expect(await mailsFor(order.reference)).toHaveLength(mails.length);
    const view = toOrderView(reported.order, reported.payment);
    expect(view).toMatchObject({
      status: "processing",
      packageSatang: 300_000,
      payment: { status: "processing", hasSlip: false },
    });
  });

  it("bank transfer with a slip: stored by content type (a file on PGlite, a row on PostgreSQL), readable for staff", async () => {
    const { order } = await createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: input({ method: "bank_transfer" }),
      language: "th",
      allowedMethods: allMethods,
      mailContext,
    });
    const { payment, slipSaved } = await reportPayment(db(), {
      reference: order.reference,
      method: "bank_transfer",
      slip: { bytes: PNG, contentType: "image/png" },
      slips: slips(),
      mailContext: reportContext,
    });
    expect(slipSaved).toBe(true);
    expect(payment.slipPath).toMatch(new RegExp(`^slips/${order.reference}-[0-9a-f]{16}\\.png$`));
    if (kind === "pglite") expect(readFileSync(path.join(dataDir, payment.slipPath!))).toEqual(Buffer.from(PNG));
    else expect(existsSync(path.join(dataDir, payment.slipPath!))).toBe(false);
    const slip = await findSlip(db(), payment.id);
    expect(slip).toEqual({ path: payment.slipPath, contentType: "image/png" });
    expect(await readSlip(slips(), slip!.path)).toEqual(PNG);
    expect(await readSlip(slips(), "../../etc/passwd")).toBeNull();
    expect(await readSlip(slips(), "slips/../../etc/passwd")).toBeNull();
    expect((await mailsFor(order.reference)).at(-1)?.textBody).toContain("สลิป");
  });

  it("refuses a report for another method or an unknown order, and writes nothing", async () => {
    const { order } = await createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: input({ method: "bank_transfer" }),
      language: "en",
      allowedMethods: allMethods,
      mailContext,
    });
    const before = await counts();
    for (const attempt of [
      { reference: order.reference, method: "promptpay" as const },
      { reference: "SWS-2026-AAAAA", method: "bank_transfer" as const },
    ]) {
      await expect(reportPayment(db(), { ...attempt, slips: slips(), mailContext: reportContext })).rejects.toSatisfy((error) =>
        isCheckoutError(error, "orderNotFound"),
      );
    }
    expect(await counts()).toEqual(before);
    expect((await findOrder(db(), order.reference))?.payment?.customerConfirmedAt).toBeNull();
  });

  it("after a failed payment the customer can pay again: a new processing attempt on the same order", async () => {
    const { order, payment } = await createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: input(),
      language: "en",
      allowedMethods: allMethods,
      mailContext,
    });
    await db().update(payments).set({ status: "failed" }).where(eq(payments.id, payment.id));
    const again = await reportPayment(db(), {
      reference: order.reference,
      method: "promptpay",
      slips: slips(),
      mailContext: reportContext,
    });
    expect(again.payment.id).not.toBe(payment.id);
    expect(again.payment).toMatchObject({ status: "processing", amountSatang: 285_000, orderId: order.id });
  });

  it("logs a full checkout without e-mail, phone, amount or provider id", async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) =>
      lines.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
    const logger = createLogger({
      development: true,
      productionLogging: false,
      sink: { debug: capture, info: capture, warn: capture, error: capture },
    });
    const { order, payment } = await createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: input({ email: "kanya.s@example.co.th", phone: "089-765-4321", method: "bank_transfer", option: "deposit" }),
      language: "en",
      allowedMethods: allMethods,
      mailContext,
      logger,
    });
    await db().update(payments).set({ stripePaymentIntentId: "pi_3QxTestIntent12345" }).where(eq(payments.id, payment.id));
    await reportPayment(db(), {
      reference: order.reference,
      method: "bank_transfer",
      slips: slips(),
      mailContext: reportContext,
      logger,
    });
    const output = lines.join("\n");
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(output).toContain(order.reference);
    for (const secret of [
      "kanya.s@example.co.th",
      "089-765-4321",
      "0897654321",
      "150000",
      "142500",
      "1,500",
      "pi_3QxTestIntent12345",
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
