import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./tests/support/chromium";
import { freePort } from "./tests/support/ports";
import { PRODUCTION_HOST } from "./tests/support/production/production-env";

// Two production servers, each on a free port chosen once here (worker processes inherit the
// environment, so they see the same ports): the embedded-PGlite site every test uses, and a
// PostgreSQL-backed site with Google Analytics configured for the analytics tests.
process.env.E2E_SITE_PORT ??= String(await freePort());
process.env.E2E_POSTGRES_SITE_PORT ??= String(await freePort());
process.env.E2E_CONTENT_SITE_PORT ??= String(await freePort());
process.env.E2E_BARE_SITE_PORT ??= String(await freePort());
// The production shape (tests/support/production/): nginx with TLS on this port, its control server on the other.
process.env.E2E_PRODUCTION_PORT ??= String(await freePort());
process.env.E2E_PRODUCTION_CONTROL_PORT ??= String(await freePort());
const site = `http://127.0.0.1:${process.env.E2E_SITE_PORT}`;
const postgresSite = `http://127.0.0.1:${process.env.E2E_POSTGRES_SITE_PORT}`;
const contentSite = `http://127.0.0.1:${process.env.E2E_CONTENT_SITE_PORT}`;
const bareSite = `http://127.0.0.1:${process.env.E2E_BARE_SITE_PORT}`;
const productionSite = `https://${PRODUCTION_HOST}:${process.env.E2E_PRODUCTION_PORT}`;
const ci = Boolean(process.env.CI);
const productionUse = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  baseURL: productionSite,
  // The certificate comes from a CA made at test time, which Chromium does not know.
  ignoreHTTPSErrors: true,
  launchOptions: {
    executablePath: testChromiumPath,
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${PRODUCTION_HOST} 127.0.0.1`],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.test.ts",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 30_000,
  // A hung run must not eat CI's 90 minutes; the browser tests take about 11 minutes on two cores
  // (their own time adds up to about 20 minutes over the two workers).
  globalTimeout: 40 * 60_000,
  reporter: [
    [ci ? "line" : "list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? "test-results/playwright.json" }],
  ],
  use: {
    baseURL: site,
    locale: "en-US",
    timezoneId: "Asia/Bangkok",
    // A trace's screenshots (a screencast of every frame) made each test about a third slower; its
    // DOM snapshots cost a tenth. Locally a failure keeps its trace without screenshots; CI retries
    // a failure once and traces that retry in full, so passing runs pay nothing.
    trace: ci ? "on-first-retry" : { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    // `npx playwright install` cannot download browsers here; Debian's headless shell is used instead.
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: "production/**",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      // What an operator runs: TLS proxy, two instances, PostgreSQL, Google sign-in.
      name: "production",
      testMatch: "production/**/*.e2e.test.ts",
      testIgnore: "production/failover.e2e.test.ts",
      use: productionUse,
    },
    {
      // Stops and kills instances under heavy traffic, so it runs last and alone: after the
      // walkthrough, and after the other projects, whose timing-sensitive tests (the contact
      // form's minimum fill time) it would otherwise slow down.
      name: "production-failover",
      testMatch: "production/failover.e2e.test.ts",
      dependencies: ["production", "desktop", "phone"],
      use: productionUse,
    },
    {
      // Only what depends on a phone: layout at 390 px, the menu, touch, one walk through each
      // flow. Those tests carry the @phone tag; everything else runs once, on the desktop project.
      name: "phone",
      testIgnore: "production/**",
      grep: /@phone/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        // Layout, touch and the mobile viewport are what these tests check; drawing every frame at
        // three device pixels per CSS pixel (nine times the pixels) only made them slower.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      // The first server builds the app once (servers start one after the other); both then
      // serve their own copy of that build.
      command: "node --import tsx tests/support/e2e-server.ts pglite --build",
      url: `${site}/healthz`,
      env: { PORT: process.env.E2E_SITE_PORT },
      timeout: 180_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    {
      command: "node --import tsx tests/support/e2e-server.ts postgres",
      url: `${postgresSite}/healthz`,
      env: { PORT: process.env.E2E_POSTGRES_SITE_PORT },
      // Starts a throwaway PostgreSQL and migrates it: on a loaded machine that takes a while.
      timeout: 180_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    {
      // A second PGlite site for the tests that publish and delete articles, so that the blog
      // tests, which check the exact list of published articles, never see them mid-test.
      // It also pays PromptPay at its fake Stripe (ADR 099), for checkout-stripe-promptpay.e2e.test.ts;
      // the first site keeps PromptPay's own QR and "I have paid".
      command: "node --import tsx tests/support/e2e-server.ts pglite",
      url: `${contentSite}/healthz`,
      env: { PORT: process.env.E2E_CONTENT_SITE_PORT, E2E_STRIPE_PROMPTPAY: "true" },
      timeout: 180_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    {
      // A fresh install without sample content: the go-live tests (no payment details until saved).
      command: "node --import tsx tests/support/e2e-server.ts bare",
      url: `${bareSite}/healthz`,
      env: { PORT: process.env.E2E_BARE_SITE_PORT },
      timeout: 180_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    {
      command: "node --import tsx tests/support/production/production-site.ts",
      url: `http://127.0.0.1:${process.env.E2E_PRODUCTION_CONTROL_PORT}/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    },
  ],
});
