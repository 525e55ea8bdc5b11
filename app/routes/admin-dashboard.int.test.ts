// /admin/dashboard's loader on PGlite and PostgreSQL: an admin's data carries the money received
// and the outstanding balances; an editor's carries neither (nor any figure of them).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders, payments, users } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import { routeContext, settle, staffCookies, testEnv } from "../../tests/support/route-context";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import { loader } from "./admin-dashboard";

const SITE = "http://127.0.0.1:3995";
// 12,345.67 THB received this month by bank transfer, on an order whose balance was requested.
const RECEIVED = 1_234_567;
const BALANCE = 2_345_678;

describe.each(databaseKinds)("/admin/dashboard's money on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  let cookies: Record<"admin" | "editor", string>;

  beforeAll(async () => {
    env = testEnv("dashboard-route-", { SITE_URL: SITE });
  });
  beforeEach(async () => {
    await database.db.delete(payments);
    await database.db.delete(orders);
    await database.db.delete(users);
    cookies = await staffCookies(database.db, ["admin", "editor"] as const);
    const [order] = await database.db
      .insert(orders)
      .values({
        reference: "SWS-2026-DASH1",
        idempotencyKey: `dashboard-${kind}`,
        packageId: "premium",
        paymentOption: "deposit",
        status: "completed",
        balanceStatus: "requested",
        subtotalSatang: RECEIVED + BALANCE,
        totalSatang: RECEIVED + BALANCE,
        amountDueNowSatang: RECEIVED,
        balanceDueSatang: BALANCE,
        customerName: "Customer",
        customerEmail: "customer@example.com",
        customerPhone: "0812345678",
        paymentMethod: "bank_transfer",
      })
      .returning();
    if (!order) throw new Error("not inserted");
    await database.db.insert(payments).values({
      orderId: order.id,
      method: "bank_transfer",
      amountSatang: RECEIVED,
      status: "succeeded",
      confirmedAt: new Date(),
    });
  });

  const get = async (who: "admin" | "editor") =>
    (await settle(
      loader({
        request: new Request(`${SITE}/admin/dashboard`, { headers: { Cookie: cookies[who] } }),
        context: routeContext(env, database.db),
        params: {},
      } as never),
    )) as Awaited<ReturnType<typeof loader>>;

  it("gives an admin this month's received money by method and the outstanding balances", async () => {
    const data = await get("admin");
    expect(data.revenue?.months).toHaveLength(12);
    expect(data.revenue?.months.at(-1)?.bySatang).toEqual({ card: 0, promptpay: 0, bank_transfer: RECEIVED });
    expect(data.revenue?.outstanding).toEqual({ count: 1, totalSatang: BALANCE, requested: 1 });
  });

  it("gives an editor no revenue and no figure of it", async () => {
    const data = await get("editor");
    expect(data.revenue).toBeNull();
    const sent = JSON.stringify(data);
    expect(sent).not.toContain(String(RECEIVED));
    expect(sent).not.toContain(String(BALANCE));
    expect(sent).not.toMatch(/12,345|23,456/);
  });
});
