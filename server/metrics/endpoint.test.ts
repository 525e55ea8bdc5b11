// Where the metrics are served: the bearer check, and the METRICS_PORT listener on loopback.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";
import { bearerAccepted, metricsEnabled, metricsOnSitePort, metricsResponse, startMetricsListener } from "./endpoint";
import { createMetrics } from "./metrics";

const TOKEN = "a".repeat(20) + "-metrics-token-0123456789";

describe("the bearer check", () => {
  it("accepts exactly the token, as a Bearer credential", () => {
    expect(bearerAccepted(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerAccepted(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerAccepted(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerAccepted(`Bearer ${TOKEN.slice(1)}`, TOKEN)).toBe(false);
    expect(bearerAccepted(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerAccepted(TOKEN, TOKEN)).toBe(false);
    expect(bearerAccepted("Bearer ", TOKEN)).toBe(false);
    expect(bearerAccepted(undefined, TOKEN)).toBe(false);
  });

  it("answers 401 with a Bearer challenge and no metrics to a wrong or missing token", async () => {
    const metrics = createMetrics();
    for (const authorization of [undefined, "Bearer wrong-token"]) {
      const response = await metricsResponse(metrics, TOKEN, authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain("http_requests_total");
    }
    const allowed = await metricsResponse(metrics, TOKEN, `Bearer ${TOKEN}`);
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("# TYPE http_requests_total counter");
  });
});

describe("the metrics configuration", () => {
  const env = (extra: Record<string, string>) => parseEnv({ NODE_ENV: "test", ...extra }).metrics;

  it("is off unless METRICS_PORT or METRICS_TOKEN is set, and binds loopback by default", () => {
    expect(metricsEnabled(env({}))).toBe(false);
    expect(env({ METRICS_PORT: "9464" })).toEqual({ port: 9464, host: "127.0.0.1", token: undefined });
    expect(metricsEnabled(env({ METRICS_PORT: "9464" }))).toBe(true);
    expect(metricsOnSitePort(env({ METRICS_PORT: "9464", METRICS_TOKEN: TOKEN }))).toBe(false);
    expect(metricsOnSitePort(env({ METRICS_TOKEN: TOKEN }))).toBe(true);
  });

  it("refuses a short token, METRICS_HOST alone, and METRICS_PORT equal to PORT", () => {
    expect(() => env({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => env({ METRICS_TOKEN: `${TOKEN} spaced` })).toThrow(/METRICS_TOKEN: must be printable ASCII/);
    expect(() => env({ METRICS_HOST: "0.0.0.0" })).toThrow(/METRICS_HOST: needs METRICS_PORT/);
    expect(() => env({ PORT: "3000", METRICS_PORT: "3000" })).toThrow(/METRICS_PORT: must differ from PORT/);
  });
});

describe("the METRICS_PORT listener", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  const listen = async (token?: string) => {
    const metrics = createMetrics();
    metrics.observeRequest({ method: "GET", route: "/", status: 200, seconds: 0.01 });
    server = await startMetricsListener(metrics, { port: 0, host: "127.0.0.1", token }, () => undefined);
    const address = server.address() as AddressInfo;
    return { address, url: (path: string) => `http://127.0.0.1:${address.port}${path}` };
  };

  it("listens on loopback and serves the metrics at /metrics only", async () => {
    const { address, url } = await listen();
    expect(address.address).toBe("127.0.0.1");
    const scrape = await fetch(url("/metrics"));
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("Content-Type")).toContain("text/plain");
    expect(await scrape.text()).toContain('http_requests_total{method="GET",route="/",status="200"} 1');
    expect((await fetch(url("/"))).status).toBe(404);
    expect((await fetch(url("/metrics/extra"))).status).toBe(404);
    expect((await fetch(url("/metrics"), { method: "POST" })).status).toBe(405);
  });

  it("asks for METRICS_TOKEN too when it is set", async () => {
    const { url } = await listen(TOKEN);
    expect((await fetch(url("/metrics"))).status).toBe(401);
    expect((await fetch(url("/metrics"), { headers: { Authorization: "Bearer nope" } })).status).toBe(401);
    const allowed = await fetch(url("/metrics"), { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("http_requests_total");
  });
});
