// Metrics in the production shape (nginx TLS → two instances on one PostgreSQL): each instance
// serves its own on a loopback METRICS_PORT (instance b asking for its METRICS_TOKEN), counts the
// requests nginx sent it by route pattern, never by path, and nothing of it is served publicly.
import { randomBytes } from "node:crypto";
import { expect, test } from "../../support/fixtures";
import {
  type InstanceName,
  instanceMetricsUrl,
  PRODUCTION_METRICS_TOKEN,
  productionRequest,
} from "../../support/production/production-env";

const ARTICLE_404 = 'http_requests_total{method="GET",route="/articles/:slug",status="404"}';

/** The value of one sample line of an exposition, 0 when the series is not there yet. */
function sample(text: string, name: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? 0 : Number(line.slice(name.length + 1));
}

const bearer = (name: InstanceName): Record<string, string> =>
  name === "b" ? { Authorization: `Bearer ${PRODUCTION_METRICS_TOKEN}` } : {};

async function scrape(name: InstanceName): Promise<string> {
  const response = await fetch(await instanceMetricsUrl(name), { headers: bearer(name) });
  expect(response.status, `instance ${name}'s metrics`).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
  return response.text();
}

test("each instance counts the requests nginx sent it by route pattern, on its own loopback port", async () => {
  const before = { a: sample(await scrape("a"), ARTICLE_404), b: sample(await scrape("b"), ARTICLE_404) };
  const slugs = Array.from({ length: 20 }, () => `no-such-article-${randomBytes(4).toString("hex")}`);
  for (const slug of slugs) {
    // A fresh connection each time, so nginx's round robin reaches both instances.
    const response = await productionRequest(`/articles/${slug}`, { headers: { Connection: "close" } });
    expect(response.status).toBe(404);
  }
  const after = { a: await scrape("a"), b: await scrape("b") };
  const added = { a: sample(after.a, ARTICLE_404) - before.a, b: sample(after.b, ARTICLE_404) - before.b };
  // Other tests of the project may visit articles at the same time: at least ours were counted.
  expect(added.a + added.b).toBeGreaterThanOrEqual(slugs.length);
  expect(added.a).toBeGreaterThan(0);
  expect(added.b).toBeGreaterThan(0);
  for (const text of [after.a, after.b]) {
    for (const slug of slugs) expect(text).not.toContain(slug);
    // The figures the operations issue names, each instance on PostgreSQL.
    for (const name of [
      "http_request_duration_seconds_bucket",
      "page_cache_hits_total",
      "page_cache_misses_total",
      "mail_outbox_pending",
      "mail_outbox_oldest_pending_age_seconds",
      "payments_awaiting_confirmation",
      "job_runs_total",
      'db_pool_connections{state="max"} 10',
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(text).toContain(name);
    }
  }
});

test("instance b's metrics listener refuses a scrape without its token", async () => {
  const url = await instanceMetricsUrl("b");
  expect((await fetch(url)).status).toBe(401);
  expect((await fetch(url, { headers: { Authorization: "Bearer not-the-token" } })).status).toBe(401);
});

test("the metrics are not served through nginx, with or without a token", async () => {
  const asked: Record<string, string>[] = [{}, { Authorization: `Bearer ${PRODUCTION_METRICS_TOKEN}` }];
  for (const headers of asked) {
    // A few times each, fresh connections, so nginx's round robin gives each instance its turn.
    for (let n = 0; n < 4; n++) {
      const response = await productionRequest("/metrics", { headers: { ...headers, Connection: "close" } });
      expect(response.status).toBe(404);
      expect(response.text()).not.toContain("http_requests_total");
    }
  }
});
