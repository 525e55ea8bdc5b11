// Runs the production server for Playwright on a throwaway database and cleans up after it.
//   pglite:   embedded PGlite in a fresh temporary DATA_DIR (tests never touch ./data)
//   postgres: a throwaway PostgreSQL 15 cluster, migrated, with a Google Analytics id configured
//             and captcha on against a local Turnstile stand-in (tests/support/fake-captcha.ts),
//             and the agency's payment details saved (it runs without sample content)
//   bare:     embedded PGlite without sample content: a freshly installed site with staff only
// Usage: PORT=3410 node --import tsx tests/support/e2e-server.ts pglite|postgres|bare [--build]
//
// The server runs from a private copy of build/ (in a temporary directory that links to the rest
// of the project), so a `npm run build` or `npm start` elsewhere in the same checkout during the
// run cannot swap the hashed assets under the browser's feet.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../../app/.server/db/client";
import { articles, articleTranslations, contactMessages, orders, payments, settings } from "../../app/.server/db/schema";
import { seedSampleContent } from "../../db/seed";
import { saveAgencyPaymentDetails } from "./agency-payment-details";
import { copyAppForServer } from "./app-copy";
import { E2E_CONTACT_MESSAGE, E2E_DRAFT_SLUG, E2E_GA_MEASUREMENT_ID, E2E_SESSION_SECRET } from "./e2e-env";
import { FAKE_CAPTCHA_SECRET, FAKE_CAPTCHA_SITE_KEY, type FakeCaptcha, startFakeCaptcha } from "./fake-captcha";
import {
  E2E_SLIP_PNG,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from "./fake-stripe";
import { startPostgres, type ThrowawayPostgres } from "./postgres";
import { seedStaffAccounts } from "./staff-seed";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const mode = process.argv[2];
if (mode !== "pglite" && mode !== "postgres" && mode !== "bare") {
  console.error("Usage: e2e-server.ts pglite|postgres|bare [--build]");
  process.exit(2);
}

const workDir = await mkdtemp(path.join(tmpdir(), `e2e-${mode}-`));
const dataDir = path.join(workDir, "data");
const appDir = path.join(workDir, "app");
let postgres: ThrowawayPostgres | undefined;
/** The PostgreSQL site has captcha on, against a local Turnstile stand-in living in this process. */
let captcha: FakeCaptcha | undefined;
/** The PGlite site takes card payments through a local Stripe stand-in living in this process. */
let stripe: FakeStripe | undefined;
let server: ChildProcess | undefined;
let cleaning: Promise<void> | undefined;

function cleanUp() {
  cleaning ??= (async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 6_000))]);
      server.kill("SIGKILL");
    }
    await postgres?.stop();
    await captcha?.close();
    await stripe?.close();
    await rm(workDir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(0)));
}

try {
  if (process.argv.includes("--build")) {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status ?? build.signal})`);
  }
  await copyAppForServer(root, appDir);
  await mkdir(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    // The origin the browser uses: the built-in sign-in provider and the session cookie live there.
    SITE_URL: `http://127.0.0.1:${process.env.PORT ?? "3000"}`,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    // As behind a load balancer: tests/support/staff.ts gives each sign-in its own client address.
    TRUST_PROXY: "1",
    // Scheduled articles are published within a second of their time, so a test need not wait 30.
    ARTICLE_SCHEDULE_INTERVAL_MS: "1000",
    // No nightly backups of a throwaway site (on by default with DATABASE_URL, ADR 105); the
    // dashboard's backup line then says they are off on every e2e site alike.
    BACKUP_SCHEDULE: "off",
    // Known to the tests, which sign the contact form's time stamp with it (tests/support/form-clock.ts).
    // Production with DATABASE_URL requires an explicit secret anyway, as a real deployment does.
    SESSION_SECRET: E2E_SESSION_SECRET,
  };
  if (mode === "pglite") {
    // The sample articles plus one draft, written before the server holds the database.
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await seedSampleContent(database.db);
    const [draft] = await database.db
      .insert(articles)
      .values({ slug: E2E_DRAFT_SLUG, status: "draft", authorName: "E2E" })
      .returning({ id: articles.id });
    if (!draft) throw new Error("Could not insert the e2e draft");
    await database.db.insert(articleTranslations).values([
      { articleId: draft.id, language: "en", title: "Unpublished draft", content: "<p>Secret</p>" },
      { articleId: draft.id, language: "th", title: "ร่างที่ยังไม่เผยแพร่", content: "<p>ลับ</p>" },
    ]);
    await seedStaffAccounts(database.db);
    // A contact message for the authorisation matrix's /admin/messages/:id row (tests that
    // delete messages delete their own).
    await database.db.insert(contactMessages).values({
      name: E2E_CONTACT_MESSAGE.name,
      email: "matrix@example.com",
      message: "A message that stays for the authorisation matrix.",
    });
    // Order 1 with payment 1 and its slip, for the matrix's /admin/payments/1 and slip rows
    // (tests that confirm or reject payments place their own orders).
    await mkdir(path.join(dataDir, "slips"), { recursive: true });
    await writeFile(path.join(dataDir, "slips", "SWS-2026-MATRX-e2e.png"), E2E_SLIP_PNG);
    const [matrixOrder] = await database.db
      .insert(orders)
      .values({
        reference: "SWS-2026-MATRX",
        idempotencyKey: "e2e-matrix-order",
        packageId: "starter",
        paymentOption: "deposit",
        balanceStatus: "owed",
        subtotalSatang: 300_000,
        totalSatang: 300_000,
        amountDueNowSatang: 150_000,
        balanceDueSatang: 150_000,
        customerName: "Matrix Customer",
        customerEmail: "matrix-order@example.com",
        customerPhone: "0812345678",
        paymentMethod: "bank_transfer",
        status: "processing",
      })
      .returning({ id: orders.id });
    if (!matrixOrder) throw new Error("Could not insert the e2e order");
    await database.db.insert(payments).values({
      orderId: matrixOrder.id,
      method: "bank_transfer",
      amountSatang: 150_000,
      customerConfirmedAt: new Date(),
      slipPath: "slips/SWS-2026-MATRX-e2e.png",
      slipContentType: "image/png",
    });
    await database.close();
    // Card payments on: Stripe's API and hosted page are the fake, whose "Pay" sends signed webhooks here.
    stripe = await startFakeStripe({ webhookUrl: `${env.SITE_URL}/webhooks/stripe` });
    env.STRIPE_SECRET_KEY = FAKE_STRIPE_SECRET_KEY;
    env.STRIPE_WEBHOOK_SECRET = FAKE_STRIPE_WEBHOOK_SECRET;
    env.STRIPE_API_URL = stripe.url;
    // PromptPay at Stripe too (ADR 099), on the site playwright.config.ts asks it of; set here, with
    // the keys, because this script's own environment has none (it would not parse with it).
    if (process.env.E2E_STRIPE_PROMPTPAY === "true") env.STRIPE_PROMPTPAY = "true";
  }
  if (mode === "postgres") {
    postgres = await startPostgres();
    const databaseUrl = await postgres.createDatabase("site");
    // Migrate before the server starts so the setting below is in place for its first request.
    const database = await openDatabase({ databaseUrl });
    await database.migrate();
    await database.db
      .update(settings)
      // Merged into the migration's defaults, which hold the group's other keys.
      .set({
        value: sql`${settings.value} || ${JSON.stringify({ gaMeasurementId: E2E_GA_MEASUREMENT_ID, captchaSiteKey: FAKE_CAPTCHA_SITE_KEY })}::jsonb`,
      })
      .where(eq(settings.key, "integrations"));
    await seedStaffAccounts(database.db);
    await saveAgencyPaymentDetails(database.db);
    await database.close();
    env.DATABASE_URL = databaseUrl;
    captcha = await startFakeCaptcha();
    env.CAPTCHA_SECRET_KEY = FAKE_CAPTCHA_SECRET;
    env.CAPTCHA_VERIFY_URL = captcha.verifyUrl;
    env.CAPTCHA_SCRIPT_URL = captcha.scriptUrl;
  }
  if (mode === "bare") {
    // As a production install starts: no sample articles, no sample payment details (ADR 098).
    env.SEED_SAMPLE_CONTENT = "false";
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await seedStaffAccounts(database.db);
    await database.close();
  }
  server = spawn(process.execPath, ["server/main.mjs"], {
    cwd: appDir,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  server.once("exit", (code, signal) => {
    if (cleaning) return;
    console.error(`The ${mode} e2e server stopped (${signal ?? `exit ${code}`})`);
    void cleanUp().finally(() => process.exit(1));
  });
} catch (error) {
  console.error(error);
  await cleanUp();
  process.exit(1);
}
