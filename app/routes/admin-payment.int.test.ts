// /admin/payments/:orderId's decisions on the server, through the route's own action, on PGlite and
// on PostgreSQL: a decision made goes back to the page with ?done=; a refused one answers the one
// reply shape (the reason's own error, or the form's) with the catalogue's words; editors never decide.
import { sql } from "drizzle-orm";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders, payments, users } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import { adminPaymentMessages } from "~/features/checkout/admin-messages";
import {
  type DataAnswer,
  redirectTarget,
  routeContext,
  settle,
  staffCookies,
  statusOf,
  testEnv,
} from "../../tests/support/route-context";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import { action } from "./admin-payment";

const SITE = "http://127.0.0.1:3996";
const errors = adminPaymentMessages.en.errors;
const messagesOf = (answer: unknown) => (answer as DataAnswer & { data: { result: { error?: unknown } } }).data.result.error;

describe.each(databaseKinds)("/admin/payments/:orderId decisions on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  let cookies: Record<"admin" | "editor", string>;
  let sequence = 0;

  beforeAll(() => {
    env = testEnv("payment-route-", { SITE_URL: SITE });
  });
  beforeEach(async () => {
    // Issued documents are never deleted one by one (a trigger refuses it); a test starts afresh.
    await database.db.execute(sql`truncate order_documents, payments, orders cascade`);
    await database.db.delete(users);
    cookies = await staffCookies(database.db, ["admin", "editor"] as const);
  });

  async function order(paymentMethod: "bank_transfer" | "card" = "bank_transfer") {
    sequence += 1;
    const [row] = await database.db
      .insert(orders)
      .values({
        reference: `SWS-2026-R${String(sequence).padStart(4, "0")}`,
        idempotencyKey: `route-${kind}-${sequence}`,
        packageId: "ecommerce",
        paymentOption: "full",
        subtotalSatang: 450_000,
        discountSatang: 0,
        totalSatang: 450_000,
        amountDueNowSatang: 450_000,
        balanceDueSatang: 0,
        customerName: "Customer",
        customerEmail: "customer@example.com",
        customerPhone: "0812345678",
        paymentMethod,
      })
      .returning();
    if (!row) throw new Error("not inserted");
    await database.db.insert(payments).values({ orderId: row.id, method: paymentMethod, amountSatang: row.amountDueNowSatang });
    return row;
  }

  const post = (who: "admin" | "editor", orderId: string | number, form: Record<string, string>) =>
    settle(
      action({
        request: new Request(`${SITE}/admin/payments/${orderId}`, {
          method: "POST",
          headers: { Origin: SITE, Cookie: cookies[who] },
          body: new URLSearchParams(form),
        }),
        context: routeContext(env, database.db),
        params: { orderId: String(orderId) },
      } as never),
    );
  const statusOfOrder = async (id: number) =>
    (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

  it("confirms a transfer and goes back to the page with ?done=confirmed", async () => {
    const row = await order();
    expect(redirectTarget(await post("admin", row.id, { intent: "confirm" }))).toBe(`/admin/payments/${row.id}?done=confirmed`);
    expect(await statusOfOrder(row.id)).toBe("completed");
  });

  it("marks a transfer failed with its reason and goes back with ?done=failed", async () => {
    const row = await order();
    const answer = await post("admin", row.id, { intent: "fail", reason: " No transfer arrived " });
    expect(redirectTarget(answer)).toBe(`/admin/payments/${row.id}?done=failed`);
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, row.id));
    expect(payment?.failureReason).toBe("No transfer arrived");
  });

  it("tells a reason that is too long next to the reason, and changes nothing", async () => {
    const row = await order();
    const answer = await post("admin", row.id, { intent: "fail", reason: "x".repeat(501) });
    expect(statusOf(answer)).toBe(400);
    expect(messagesOf(answer)).toEqual({ reason: [errors.reasonTooLong] });
    expect(await statusOfOrder(row.id)).toBe("pending");
  });

  it("refuses what the order's state does not allow, or a form it does not understand, with the form's message", async () => {
    const card = await order("card");
    const cardAnswer = await post("admin", card.id, { intent: "confirm" });
    expect(statusOf(cardAnswer)).toBe(409);
    expect(messagesOf(cardAnswer)).toEqual({ "": [errors.cardPayment] });

    const done = await order();
    await post("admin", done.id, { intent: "confirm" });
    const again = await post("admin", done.id, { intent: "fail" });
    expect(statusOf(again)).toBe(409);
    expect(messagesOf(again)).toEqual({ "": [errors.alreadyCompleted] });

    const missing = await post("admin", 2_147_483_000, { intent: "confirm" });
    expect(statusOf(missing)).toBe(404);
    expect(messagesOf(missing)).toEqual({ "": [errors.notFound] });
    expect(messagesOf(await post("admin", "abc", { intent: "confirm" }))).toEqual({ "": [errors.notFound] });

    const forged = await post("admin", done.id, { intent: "delete" });
    expect(statusOf(forged)).toBe(400);
    expect(messagesOf(forged)).toEqual({ intent: [errors.invalid] });
  });

  it("never lets an editor decide", async () => {
    const row = await order();
    const answer = (await post("editor", row.id, { intent: "confirm" })) as DataAnswer;
    expect(statusOf(answer)).toBe(403);
    expect(await statusOfOrder(row.id)).toBe("pending");
  });
});
