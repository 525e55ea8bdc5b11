// Where the metrics are served (ADR 104), never publicly by default:
// - METRICS_PORT: a listener of its own, on 127.0.0.1 unless METRICS_HOST says otherwise, whose
//   only address is /metrics (asking for METRICS_TOKEN too when that is set);
// - METRICS_TOKEN without METRICS_PORT: /metrics on the site's own port, for a bearer of the token.
// With neither, nothing is measured and /metrics is the site's 404 page, as any unknown address.
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AppMetrics } from "./metrics";

export const METRICS_PATH = "/metrics";

export interface MetricsConfig {
  port?: number;
  host: string;
  token?: string;
}

/** Metrics are collected only when they are served somewhere. */
export const metricsEnabled = (config: MetricsConfig) => config.port !== undefined || config.token !== undefined;

/** /metrics on the site's own port: only with a token and no listener of its own. */
export const metricsOnSitePort = (config: MetricsConfig) => config.port === undefined && config.token !== undefined;

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether an Authorization header carries `token` as a bearer. Both sides are hashed first, so the
 * comparison takes the same time whatever the header holds, its length included.
 */
export function bearerAccepted(authorization: string | null | undefined, token: string): boolean {
  const header = authorization ?? "";
  const space = header.indexOf(" ");
  const scheme = space < 0 ? header : header.slice(0, space);
  const presented = space < 0 ? "" : header.slice(space + 1).trim();
  const matches = timingSafeEqual(digest(presented), digest(token));
  return scheme.toLowerCase() === "bearer" && matches;
}

/** The answer to GET /metrics: the exposition, or 401 for a missing or wrong token. */
export async function metricsResponse(
  metrics: Pick<AppMetrics, "render">,
  token: string | undefined,
  authorization: string | null | undefined,
) {
  if (token !== undefined && !bearerAccepted(authorization, token)) {
    return new Response("Unauthorized\n", {
      status: 401,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "WWW-Authenticate": 'Bearer realm="metrics"',
        "Cache-Control": "no-store",
      },
    });
  }
  const { body, contentType } = await metrics.render();
  return new Response(body, { status: 200, headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
}

async function answer(
  metrics: Pick<AppMetrics, "render">,
  token: string | undefined,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const path = (request.url ?? "/").split("?")[0];
  const method = request.method ?? "GET";
  if (path !== METRICS_PATH || (method !== "GET" && method !== "HEAD")) {
    response.writeHead(path === METRICS_PATH ? 405 : 404, { "Content-Type": "text/plain; charset=utf-8" });
    response.end(path === METRICS_PATH ? "Method Not Allowed\n" : "Not Found\n");
    return;
  }
  const result = await metricsResponse(metrics, token, request.headers.authorization);
  response.writeHead(result.status, Object.fromEntries(result.headers));
  response.end(method === "HEAD" ? undefined : await result.text());
}

/** The METRICS_PORT listener; resolves once it listens (and rejects if the port cannot be had). */
export function startMetricsListener(
  metrics: Pick<AppMetrics, "render">,
  config: MetricsConfig & { port: number },
  onError: (error: unknown) => void,
): Promise<Server> {
  const server = createServer((request, response) => {
    answer(metrics, config.token, request, response).catch((error: unknown) => {
      onError(error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      response.end();
    });
  });
  // A scrape is one short request; nothing here needs a connection kept for long.
  server.keepAliveTimeout = 30_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

/** Loopback addresses: anything else exposes the metrics beyond this machine. */
export function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "::1" || host === "[::1]" || host.startsWith("127.");
}
