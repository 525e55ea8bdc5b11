// The log of a whole card checkout (start, a decline, a retry, Stripe failing, a forged webhook, the
// real webhooks, replays) holds no e-mail, phone number, amount or Stripe id: production logging is
// switched on and every line the logger writes is captured.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { format } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testAgency } from "../../../tests/support/agency";
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from "../../../tests/support/fake-stripe";
import { openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { orders } from "~/.server/db/schema";
import { parseEnv } from "~/.server/env";

const dataDir = mkdtempSync(path.join(tmpdir(), "stripe-log-"));
const lines: string[] = [];

describe("card checkout logging", () => {
  let database: TestDatabase;
  let fake: FakeStripe;

  beforeAll(async () => {
    process.env.ENABLE_PRODUCTION_LOGGING = "true";
    vi.resetModules();
    for (const level of ["debug", "info", "warn", "error", "log"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(format(...args));
      });
    }
    [database, fake] = await Promise.all([openMigratedTestDatabase("pglite"), startFakeStripe()]);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    delete process.env.ENABLE_PRODUCTION_LOGGING;
    await Promise.all([database.dispose(), fake.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes lines, none with personal data, amounts or provider ids", async () => {
    // Imported after the environment switched production logging on.
    const { startCardPayment } = await import("./stripe.server");
    const { handleStripeWebhook } = await import("./stripe-webhooks.server");
    const env = parseEnv({
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    });
    const broken = parseEnv({
      ...{ DATA_DIR: dataDir },
      STRIPE_SECRET_KEY: "sk_test_notKnownToTheFake1",
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    });
    const agency = testAgency;
    const webhook = (payload: string, signature: string) => handleStripeWebhook(database.db, env, { payload, signature, agency });

    const [order] = await database.db
      .insert(orders)
      .values({
        reference: "SWS-2026-LOG01",
        idempotencyKey: "log-test",
        packageId: "premium",
        paymentOption: "full",
        subtotalSatang: 1_590_000,
        discountSatang: 79_500,
        totalSatang: 1_510_500,
        amountDueNowSatang: 1_510_500,
        customerName: "Kanokwan Srisuk",
        customerEmail: "kanokwan.srisuk@example.co.th",
        customerPhone: "089-765-4321",
        paymentMethod: "card",
      })
      .returning();
    if (!order) throw new Error("order not inserted");

    await expect(startCardPayment(database.db, broken, { reference: order.reference, language: "en" })).rejects.toThrow();
    await startCardPayment(database.db, env, { reference: order.reference, language: "en" });
    const first = [...fake.sessions.keys()].at(-1) ?? "";
    for (const event of fake.completeSession(first, "failed")) await webhook(event.payload, event.signature);
    await startCardPayment(database.db, env, { reference: order.reference, language: "en" });
    const second = [...fake.sessions.keys()].at(-1) ?? "";
    const forged = fake.signedEvent("checkout.session.completed", { id: second }, { secret: "whsec_forged" });
    await webhook(forged.payload, forged.signature);
    const mismatch = fake.signedEvent("checkout.session.completed", {
      ...fake.sessions.get(second),
      payment_status: "paid",
      amount_total: 1,
    });
    await webhook(mismatch.payload, mismatch.signature);
    const events = fake.completeSession(second, "paid");
    for (const event of [...events, ...events]) await webhook(event.payload, event.signature);

    const log = lines.join("\n");
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain("SWS-2026-LOG01");
    for (const secret of [
      "kanokwan",
      "example.co.th",
      "orders@siamweb.example",
      "089-765-4321",
      "0897654321",
      "765-4321",
      "1510500",
      "1,510,500",
      "15105",
      "15,105",
      FAKE_STRIPE_SECRET_KEY,
      FAKE_STRIPE_WEBHOOK_SECRET,
    ]) {
      expect(log, `the log contains ${secret}`).not.toContain(secret);
    }
    expect(log).not.toMatch(/(?:cs|pi|evt|ch|req)_test_[A-Za-z0-9]{6}/);
    expect(log).not.toMatch(/sk_(?:test|live)_[A-Za-z0-9]{6}/);
  });
});
