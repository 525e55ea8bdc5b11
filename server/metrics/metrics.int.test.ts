// The metrics inside the real HTTP app (loaded through Vite's SSR module graph, as
// server/app.int.test.ts does), and the database figures on PGlite and PostgreSQL.
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPgliteCopy } from "../../tests/support/pglite-template";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import * as schema from "~/.server/db/schema";
import { enqueueMail } from "~/.server/mail/outbox.server";
import type * as DbClient from "~/.server/db/client";
import type * as EnvModule from "~/.server/env";
import type * as App from "../app";
import type * as PageCacheModule from "../page-cache/cache";
import type * as Endpoint from "./endpoint";
import type * as Metrics from "./metrics";
import type * as Sources from "./sources";
import { createMetrics } from "./metrics";
import { serverMetricSources } from "./sources";

const TOKEN = "int-test-metrics-token-0123456789abcdef";
const SITE = { NODE_ENV: "production", SITE_URL: "http://localhost:3000", DATA_DIR: "/nonexistent" };

/** The value of one sample line, e.g. `http_requests_total{...}`. */
function sample(text: string, name: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe("metrics in the HTTP app", () => {
  let vite: ViteDevServer;
  let database: DbClient.Database;
  let appFor: (extra: Record<string, string>) => { app: ReturnType<typeof App.createHttpApp>; enabled: boolean };

  beforeAll(async () => {
    vite = await createServer({
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: "custom",
      logLevel: "silent",
    });
    const load = <T>(id: string) => vite.ssrLoadModule(id) as Promise<T>;
    const [appModule, client, env, cacheModule, endpoint, metricsModule, sources] = await Promise.all([
      load<typeof App>("/server/app.ts"),
      load<typeof DbClient>("/app/.server/db/client.ts"),
      load<typeof EnvModule>("/app/.server/env.ts"),
      load<typeof PageCacheModule>("/server/page-cache/cache.ts"),
      load<typeof Endpoint>("/server/metrics/endpoint.ts"),
      load<typeof Metrics>("/server/metrics/metrics.ts"),
      load<typeof Sources>("/server/metrics/sources.ts"),
    ]);
    database = await client.openDatabase({ pglite: await openPgliteCopy(inject("pgliteTemplateFile")) });
    // As server/start.ts composes them: measured only when served somewhere.
    appFor = (extra) => {
      const parsed = env.parseEnv({ ...SITE, ...extra });
      const pageCache = cacheModule.createPageCache();
      const enabled = endpoint.metricsEnabled(parsed.metrics);
      const metrics = enabled ? metricsModule.createMetrics(sources.serverMetricSources(database, pageCache)) : undefined;
      const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as never;
      return { app: appModule.createHttpApp({ env: parsed, database, build, pageCache, metrics }), enabled };
    };
    // Vite compiles each route on its first request: do that here.
    await appFor({}).app.request("/articles/warming-up");
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await vite?.close();
  });

  it("is off by default: /metrics is the site's not-found page", async () => {
    const { app, enabled } = appFor({});
    expect(enabled).toBe(false);
    const response = await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("http_requests_total");
  });

  it("stays off the site's port when METRICS_PORT gives the metrics a listener of their own", async () => {
    const { app, enabled } = appFor({ METRICS_PORT: "9464", METRICS_TOKEN: TOKEN });
    expect(enabled).toBe(true);
    const response = await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("http_requests_total");
  });

  it("serves /metrics to a bearer of METRICS_TOKEN only, with requests by route pattern and the page cache", async () => {
    const { app } = appFor({ METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, "Bearer wrong", `Basic ${TOKEN}`]) {
      const refused = await app.request("/metrics", { headers: authorization ? { Authorization: authorization } : {} });
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toContain("http_requests_total");
    }
    const slugs = ["first-made-up-slug", "second-made-up-slug", "third-made-up-slug"];
    for (const slug of slugs) await app.request(`/articles/${slug}`, { headers: { "Accept-Language": "en" } });
    await app.request("/articles", { headers: { "Accept-Language": "en" } });
    await app.request("/articles", { headers: { "Accept-Language": "en" } });
    await app.request("/healthz");

    const scrape = await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("Content-Type")).toContain("text/plain; version=0.0.4");
    expect(scrape.headers.get("Cache-Control")).toBe("no-store");
    const text = await scrape.text();
    expect(sample(text, 'http_requests_total{method="GET",route="/articles/:slug",status="404"}')).toBe(3);
    expect(sample(text, 'http_requests_total{method="GET",route="/articles",status="200"}')).toBe(2);
    expect(sample(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="/metrics",status="401"}')).toBe(3);
    for (const slug of slugs) expect(text).not.toContain(slug);
    expect(sample(text, "page_cache_hits_total")).toBe(1);
    expect(sample(text, "page_cache_misses_total")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "mail_outbox_pending")).toBe(0);
    expect(sample(text, "payments_awaiting_confirmation")).toBe(0);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toContain("process_resident_memory_bytes");
    // PGlite is one connection in-process: no pool to report.
    expect(text).not.toContain("db_pool_connections");
  });
});

describe.each(databaseKinds)("the database figures on %s", (kind) => {
  const database = suiteDatabase(kind);

  it("count pending mails, the oldest one's age, payments awaiting a decision and the pool", async () => {
    let clock = Date.now();
    const metrics = createMetrics({ ...serverMetricSources(database, undefined), now: () => clock });
    const before = (await metrics.render()).body;
    expect(sample(before, "mail_outbox_pending")).toBe(0);
    expect(sample(before, "mail_outbox_oldest_pending_age_seconds")).toBe(0);
    expect(sample(before, "payments_awaiting_confirmation")).toBe(0);

    await enqueueMail(database.db, { to: "owner@example.com", subject: "New order", text: "An order", kind: "metrics-test" });
    await enqueueMail(database.db, { to: "owner@example.com", subject: "Another", text: "An order", kind: "metrics-test" });
    const [order] = await database.db
      .insert(schema.orders)
      .values({
        reference: `SWS-2026-M${kind.length}001`,
        idempotencyKey: `metrics-${kind}`,
        packageId: "ecommerce",
        paymentOption: "full",
        subtotalSatang: 300_000,
        discountSatang: 0,
        totalSatang: 300_000,
        amountDueNowSatang: 300_000,
        balanceDueSatang: 0,
        customerName: "Customer",
        customerEmail: "customer@example.com",
        customerPhone: "0812345678",
        paymentMethod: "promptpay",
        status: "processing",
      })
      .returning();
    expect(order).toBeDefined();

    // Within the read period the scrape reuses the last read; after it, it reads again.
    expect(sample((await metrics.render()).body, "mail_outbox_pending")).toBe(0);
    clock += 60_000;
    const after = (await metrics.render()).body;
    expect(sample(after, "mail_outbox_pending")).toBe(2);
    expect(sample(after, "mail_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(59);
    expect(sample(after, "payments_awaiting_confirmation")).toBe(1);
    if (kind === "postgres") {
      expect(sample(after, 'db_pool_connections{state="max"}')).toBe(10);
      expect(sample(after, "db_pool_waiting_clients")).toBe(0);
    } else {
      expect(after).not.toContain("db_pool_connections");
    }
  });
});
