// The production-shape site as tests see it (started by production-site.ts for Playwright's
// `production` project): its public name and address, the staff e-mail ADMIN_EMAILS names, and
// the control server that stops and starts one instance.
import { request as httpsRequest } from "node:https";
import pg from "pg";

/** The public host name; Chromium maps it to 127.0.0.1 (playwright.config.ts). */
export const PRODUCTION_HOST = "www.siam-web.test";
/** Made admin at its first sign-in through the Google stand-in (ADMIN_EMAILS). */
export const PRODUCTION_ADMIN_EMAIL = "owner@siam-web.test";
/** Instance b's METRICS_TOKEN (instance a's metrics listener asks for none). */
export const PRODUCTION_METRICS_TOKEN = "production-metrics-token-0123456789abcdef";

export function productionSiteUrl(): string {
  const port = process.env.E2E_PRODUCTION_PORT;
  if (!port) throw new Error("E2E_PRODUCTION_PORT is not set: run the tests through playwright.config.ts");
  return `https://${PRODUCTION_HOST}:${port}`;
}

function controlUrl(path: string): string {
  const port = process.env.E2E_PRODUCTION_CONTROL_PORT;
  if (!port) throw new Error("E2E_PRODUCTION_CONTROL_PORT is not set: run the tests through playwright.config.ts");
  return `http://127.0.0.1:${port}${path}`;
}

export type InstanceName = "a" | "b";

/** SIGKILL (as a crash), SIGTERM (as a deploy) or start again one instance; resolves when done. */
export async function controlInstance(action: "kill" | "term" | "start", name: InstanceName): Promise<void> {
  const response = await fetch(controlUrl(`/${action}/${name}`), { method: "POST" });
  if (!response.ok) throw new Error(`${action} ${name}: ${response.status} ${await response.text()}`);
}

/** Where an instance's METRICS_PORT listener is (on 127.0.0.1). */
export async function instanceMetricsUrl(name: InstanceName): Promise<string> {
  const state = (await (await fetch(controlUrl("/state"))).json()) as { instances: { name: string; metricsPort: number }[] };
  const instance = state.instances.find((candidate) => candidate.name === name);
  if (!instance) throw new Error(`No instance ${name}`);
  return `http://127.0.0.1:${instance.metricsPort}/metrics`;
}

/** The JSON lines instance `name` has written lately (its standard output; anything else skipped). */
export async function instanceLogLines(name: InstanceName): Promise<Record<string, unknown>[]> {
  const response = await fetch(controlUrl(`/log/${name}`));
  if (!response.ok) throw new Error(`log ${name}: ${response.status} ${await response.text()}`);
  const { lines } = (await response.json()) as { lines: string[] };
  return lines.flatMap((line) => {
    try {
      const parsed: unknown = JSON.parse(line);
      return parsed && typeof parsed === "object" ? [parsed as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}

/** Runs one query on the site's PostgreSQL database. */
export async function queryProduction<Row extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<Row[]> {
  const state = (await (await fetch(controlUrl("/state"))).json()) as { databaseUrl: string };
  const client = new pg.Client({ connectionString: state.databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The control server's readiness address (the webServer entry waits on it). */
export const productionReadyUrl = () => controlUrl("/ready");

export interface ProductionResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text(): string;
}

/**
 * A request from Node to the public site through nginx (TLS, SNI and Host as a browser sends
 * them), without cookies: what a visitor or a script sees. Node cannot resolve the test host name,
 * so the connection is told it lives on 127.0.0.1.
 */
export function productionRequest(
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<ProductionResponse> {
  const port = Number(new URL(productionSiteUrl()).port);
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      {
        host: PRODUCTION_HOST,
        port,
        path,
        method,
        headers: body === undefined ? headers : { "Content-Length": String(Buffer.byteLength(body)), ...headers },
        rejectUnauthorized: false,
        lookup: ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
          options.all ? callback(null, [{ address: "127.0.0.1", family: 4 }]) : callback(null, "127.0.0.1", 4)) as never,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const all = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: all, text: () => all.toString("utf8") });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
