// The registry's exposition, its bounded labels, and the shared database reads.
import { AggregatorRegistry } from "prom-client";
import { describe, expect, it } from "vitest";
import { createMetrics, sharedRead } from "./metrics";

const stats = { entries: 3, bytes: 4096, precompressed: 2, hits: 7, misses: 2, invalidations: 0 };

/** The value of one sample line, e.g. `mail_outbox_pending` or `http_requests_total{...}`. */
function sample(text: string, name: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe("the metrics registry", () => {
  it("exposes requests by method, route pattern and status, with their durations", async () => {
    const metrics = createMetrics();
    metrics.observeRequest({ method: "GET", route: "/articles/:slug", status: 200, seconds: 0.02 });
    metrics.observeRequest({ method: "GET", route: "/articles/:slug", status: 200, seconds: 0.03 });
    metrics.observeRequest({ method: "POST", route: "/contact", status: 303, seconds: 0.2 });
    const { body, contentType } = await metrics.render();
    expect(contentType).toContain("text/plain; version=0.0.4");
    expect(sample(body, 'http_requests_total{method="GET",route="/articles/:slug",status="200"}')).toBe(2);
    expect(sample(body, 'http_requests_total{method="POST",route="/contact",status="303"}')).toBe(1);
    expect(sample(body, 'http_request_duration_seconds_count{method="GET",route="/articles/:slug",status="200"}')).toBe(2);
    expect(
      sample(body, 'http_request_duration_seconds_bucket{le="0.05",method="GET",route="/articles/:slug",status="200"}'),
    ).toBe(2);
    // prom-client's process metrics: memory and event-loop lag.
    expect(body).toContain("process_resident_memory_bytes");
    expect(body).toContain("nodejs_eventloop_lag_seconds");
  });

  it("puts methods a client made up under one label value", async () => {
    const metrics = createMetrics();
    metrics.observeRequest({ method: "BREW", route: "/*", status: 404, seconds: 0.001 });
    metrics.observeRequest({ method: "PROPFIND", route: "/*", status: 404, seconds: 0.001 });
    const { body } = await metrics.render();
    expect(sample(body, 'http_requests_total{method="OTHER",route="/*",status="404"}')).toBe(2);
    expect(body).not.toContain("BREW");
  });

  it("copies the page cache's counts, and counts job runs and failures by job", async () => {
    const metrics = createMetrics({ pageCache: () => stats });
    metrics.observeJob({ job: "purge-rate-limits", failed: false, seconds: 0.01 });
    metrics.observeJob({ job: "purge-rate-limits", failed: true, seconds: 0.01 });
    const { body } = await metrics.render();
    expect(sample(body, "page_cache_hits_total")).toBe(7);
    expect(sample(body, "page_cache_misses_total")).toBe(2);
    expect(sample(body, "page_cache_entries")).toBe(3);
    expect(sample(body, 'job_runs_total{job="purge-rate-limits"}')).toBe(2);
    expect(sample(body, 'job_failures_total{job="purge-rate-limits"}')).toBe(1);
  });

  it("reads the outbox and the payments awaiting a decision at most once per period, however often it is scraped", async () => {
    let clock = Date.parse("2026-11-29T05:00:00Z");
    let outboxReads = 0;
    let paymentReads = 0;
    const metrics = createMetrics({
      now: () => clock,
      databaseReadTtlMs: 5_000,
      outbox: async () => {
        outboxReads += 1;
        return { pending: 3, oldestPendingAt: new Date(Date.parse("2026-11-29T04:58:00Z")) };
      },
      paymentsAwaitingConfirmation: async () => {
        paymentReads += 1;
        return paymentReads;
      },
    });
    const first = (await metrics.render()).body;
    expect(sample(first, "mail_outbox_pending")).toBe(3);
    expect(sample(first, "mail_outbox_oldest_pending_age_seconds")).toBe(120);
    expect(sample(first, "payments_awaiting_confirmation")).toBe(1);
    await Promise.all([metrics.render(), metrics.render(), metrics.render()]);
    clock += 4_000;
    const cached = (await metrics.render()).body;
    expect([outboxReads, paymentReads]).toEqual([1, 1]);
    // The mail has aged although the count came from the earlier read.
    expect(sample(cached, "mail_outbox_oldest_pending_age_seconds")).toBe(124);
    clock += 1_000;
    expect(sample((await metrics.render()).body, "payments_awaiting_confirmation")).toBe(2);
    expect([outboxReads, paymentReads]).toEqual([2, 2]);
  });

  it("keeps the last figure and counts the failure when a database read fails", async () => {
    let clock = 0;
    let fail = false;
    const failures: string[] = [];
    const metrics = createMetrics({
      now: () => clock,
      paymentsAwaitingConfirmation: async () => {
        if (fail) throw new Error("database down");
        return 4;
      },
      onReadError: (figure) => failures.push(figure),
    });
    await metrics.render();
    fail = true;
    clock += 10_000;
    const { body } = await metrics.render();
    expect(sample(body, "payments_awaiting_confirmation")).toBe(4);
    expect(sample(body, 'metrics_database_read_failures_total{figure="payments_awaiting_confirmation"}')).toBe(1);
    expect(failures).toEqual(["payments_awaiting_confirmation"]);
  });
});

describe("the workers' metrics gathered by the primary (WEB_CONCURRENCY)", () => {
  it("adds up requests, and takes the figures every worker reads from the same rows once", async () => {
    const worker = () =>
      createMetrics({
        outbox: async () => ({ pending: 2, oldestPendingAt: null }),
        paymentsAwaitingConfirmation: async () => 5,
        pageCache: () => stats,
      });
    const workers = [worker(), worker()];
    for (const metrics of workers) metrics.observeRequest({ method: "GET", route: "/", status: 200, seconds: 0.01 });
    // What AggregatorRegistry.clusterMetrics() does with the workers' answers (cluster.ts).
    const answers = await Promise.all(workers.map((metrics) => metrics.registry.getMetricsAsJSON()));
    const body = await AggregatorRegistry.aggregate(answers).metrics();
    expect(sample(body, 'http_requests_total{method="GET",route="/",status="200"}')).toBe(2);
    expect(sample(body, "page_cache_hits_total")).toBe(14);
    expect(sample(body, "mail_outbox_pending")).toBe(2);
    expect(sample(body, "payments_awaiting_confirmation")).toBe(5);
  });
});

describe("a shared read", () => {
  it("is shared by callers at the same time and within the period, then read again", async () => {
    let clock = 0;
    let reads = 0;
    const read = sharedRead(
      async () => ++reads,
      1_000,
      () => clock,
    );
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    clock = 999;
    expect(await read()).toBe(1);
    clock = 1_000;
    expect(await read()).toBe(2);
  });
});
