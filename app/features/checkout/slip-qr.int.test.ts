// Slips read on upload, on PGlite and PostgreSQL: the customer's report (the amount due, and a
// deposit order's balance) stores what the slip's QR says; the same bank transaction reference on
// another order's payment is flagged for staff, even when the two images differ.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { currentCatalogue } from "../../../tests/support/current-catalogue";
import { slipImage, slipImageWithQr } from "../../../tests/support/slip-images";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { orders, payments } from "~/.server/db/schema";
import { storageFor } from "~/.server/storage/storage-for.server";
import { getAdminOrder } from "./admin-payments.server";
import type { CheckoutInput } from "./checkout-schema";
import type { OrderMailContext } from "./order-mail.server";
import { createOrder, reportPayment } from "./orders.server";
import { findDuplicatePaymentOrders } from "./payment-duplicates.server";
import { promptPayPayload } from "./promptpay.server";
import { sniffImageType } from "./slips.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "slip-qr-int-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const mailContext = (reference: string): OrderMailContext => ({
  agencyName: "Siam Web Studio",
  notificationEmail: "orders@siamweb.example",
  orderUrl: `https://www.siamweb.example/order-confirmation?ref=${reference}&t=token`,
  adminUrl: "https://www.siamweb.example/admin/payments",
  bank: { bankName: "Kasikornbank", accountName: "Siam Web Studio Co., Ltd.", accountNumber: "123-4-56789-0", branch: "" },
});
const reportContext = { notificationEmail: "orders@siamweb.example", adminUrl: "https://www.siamweb.example/admin/payments" };

let sequence = 0;
function input(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  sequence += 1;
  return {
    packageId: "starter",
    option: "full",
    addOns: { domain: 0, extraPage: 0, premiumSsl: 0, logo: 0 },
    maintenancePlan: "",
    method: "bank_transfer",
    fullName: "Malee Srisuk",
    email: "malee@example.co.th",
    phone: "081-234-5678",
    company: "",
    requirements: "A site for our guesthouse with rooms and a booking form.",
    idempotencyKey: `slip-qr-${sequence}-${Math.random().toString(36).slice(2)}-abcdefgh`,
    ...overrides,
  };
}

/** A slip file as the upload check hands it over. */
const asSlip = (bytes: Buffer) => {
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new Error("not an image");
  return { bytes: new Uint8Array(bytes), contentType };
};

// Images are drawn and decoded for real; on a busy machine that takes seconds.
describe.each(databaseKinds)("slips read on upload on %s", { timeout: 60_000 }, (kind) => {
  const database = suiteDatabase(kind);
  const db = () => database.db;
  const slips = () =>
    storageFor({ dataDir, databaseUrl: kind === "postgres" ? "postgres://configured" : undefined }, db(), "slips");
  const logged: { level: string; message: string; data: unknown[] }[] = [];
  const logger = {
    info: (message: string, ...data: unknown[]) => logged.push({ level: "info", message, data }),
    warn: (message: string, ...data: unknown[]) => logged.push({ level: "warn", message, data }),
  };

  async function reportedWith(slip: Buffer, overrides: Partial<CheckoutInput> = {}) {
    const { order } = await createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: input(overrides),
      language: "en",
      allowedMethods: ["bank_transfer"],
      mailContext,
    });
    const { payment } = await reportPayment(db(), {
      reference: order.reference,
      method: "bank_transfer",
      slip: asSlip(slip),
      slips: slips(),
      mailContext: reportContext,
      logger,
    });
    return { order, payment };
  }

  const qrColumns = (payment: typeof payments.$inferSelect) => ({
    status: payment.slipQrStatus,
    reference: payment.slipQrReference,
    bank: payment.slipQrBank,
  });

  it("stores the slip's bank and transaction reference, and flags the same reference on another order both ways", async () => {
    const reference = `${kind === "pglite" ? "016" : "017"}313144236ATF07471`;
    const first = await reportedWith(await slipImage("004", reference));
    expect(qrColumns(first.payment)).toEqual({ status: "read", reference, bank: "004" });

    // The same transfer, sent again as a JPEG of another size: a different file, the same transaction.
    const second = await reportedWith(await slipImage("004", reference, { format: "jpeg", width: 900, background: "#ffffff" }));
    expect(second.payment.slipSha256).not.toBe(first.payment.slipSha256);
    expect(qrColumns(second.payment)).toEqual({ status: "read", reference, bank: "004" });
    const other = await reportedWith(await slipImage("014", `${reference}X`));

    const flag = (order: { id: number; reference: string }) => ({
      orderId: order.id,
      reference: order.reference,
      sameSlip: false,
      sameTransferReference: false,
      sameSlipQrReference: true,
    });
    expect(await findDuplicatePaymentOrders(db(), second.order.id)).toEqual([flag(first.order)]);
    expect(await findDuplicatePaymentOrders(db(), first.order.id)).toEqual([flag(second.order)]);
    expect(await findDuplicatePaymentOrders(db(), other.order.id)).toEqual([]);

    const detail = await getAdminOrder(db(), second.order.id);
    expect(detail?.payments[0]?.slipQr).toEqual({ status: "read", bank: "004", reference });
    expect(detail?.duplicates).toEqual([flag(first.order)]);
  });

  it("stores `unreadable` for a PromptPay payment QR and for a broken image, takes the report, and logs no customer data", async () => {
    logged.length = 0;
    const promptPay = await reportedWith(await slipImageWithQr(promptPayPayload("0812345678", 1_500_000)), {
      fullName: "Pranee Unreadable",
      email: "pranee@example.co.th",
    });
    expect(qrColumns(promptPay.payment)).toEqual({ status: "unreadable", reference: null, bank: null });
    expect(promptPay.payment.slipPath).not.toBeNull();

    const png = await slipImage("002", "FT26333BROKEN01");
    const broken = await reportedWith(png.subarray(0, 300));
    expect(qrColumns(broken.payment)).toEqual({ status: "unreadable", reference: null, bank: null });
    const [order] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, broken.order.id));
    expect(order?.status).toBe("processing");

    const slipLines = logged.filter(({ message }) => message.includes("slip"));
    expect(slipLines.map(({ level, data }) => [level, (data[0] as { why: string }).why])).toEqual([
      ["info", "not-slip-qr"],
      ["warn", "image-error"],
    ]);
    const text = JSON.stringify(slipLines);
    expect(text).not.toContain("Pranee");
    expect(text).not.toContain("pranee@example.co.th");
    expect(text).not.toContain("0812345678");
    expect((await getAdminOrder(db(), promptPay.order.id))?.payments[0]?.slipQr).toEqual({ status: "unreadable" });
  });

  it("reads the slip of a deposit order's balance too, and flags it against another order's slip", async () => {
    const reference = `BAL${kind === "pglite" ? "1" : "2"}0000000000042`;
    const earlier = await reportedWith(await slipImage("025", reference));
    const { order } = await createOrder(db(), {
      catalogue: await currentCatalogue(db()),
      input: input({ option: "deposit" }),
      language: "en",
      allowedMethods: ["bank_transfer"],
      mailContext,
    });
    // The deposit is paid and the balance asked for, as staff would have done.
    await db().update(orders).set({ status: "completed", balanceStatus: "requested" }).where(eq(orders.id, order.id));
    const { payment } = await reportPayment(db(), {
      reference: order.reference,
      method: "bank_transfer",
      slip: asSlip(await slipImage("025", reference, { format: "jpeg" })),
      slips: slips(),
      mailContext: reportContext,
      allowedMethods: ["bank_transfer"],
    });
    expect(payment.purpose).toBe("balance");
    expect(qrColumns(payment)).toEqual({ status: "read", reference, bank: "025" });
    expect((await findDuplicatePaymentOrders(db(), order.id)).map((row) => [row.reference, row.sameSlipQrReference])).toEqual([
      [earlier.order.reference, true],
    ]);
  });
});
