// The request line and the request id through the real HTTP app, in-process (one Vite SSR module
// graph, as server/dev.mjs loads it): one JSON line per request, refusals included, naming the
// route pattern, never a share link's token; X-Request-Id believed only from a trusted proxy.
import { format } from "node:util";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { openPgliteCopy } from "../tests/support/pglite-template";
import type * as DbClient from "~/.server/db/client";
import type * as Env from "~/.server/env";
import type * as JsonLogger from "~/.server/json-logger";
import type * as App from "./app";

type Line = Record<string, unknown>;

let vite: ViteDevServer;
let app: ReturnType<typeof App.createHttpApp>;
/** The same app, whose React Router build cannot be loaded: every page is a 500. */
let broken: ReturnType<typeof App.createHttpApp>;
let database: DbClient.Database;
/** The request lines, parsed. */
const lines: Line[] = [];
/** Every other line the app wrote meanwhile (production logging on), as the console got it. */
const consoleLines: string[] = [];
const SITE = "http://localhost:3000";
const PROXY = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
const STRANGER = { incoming: { socket: { remoteAddress: "203.0.113.9" } } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  // Read when the app's modules load below: info lines are written, as with production logging on.
  process.env.ENABLE_PRODUCTION_LOGGING = "true";
  for (const level of ["debug", "info", "warn", "error", "log"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void consoleLines.push(format(...args)));
  }
  vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "silent" });
  const load = <T>(id: string) => vite.ssrLoadModule(id) as Promise<T>;
  const [appModule, client, env, jsonLogger] = await Promise.all([
    load<typeof App>("/server/app.ts"),
    load<typeof DbClient>("/app/.server/db/client.ts"),
    load<typeof Env>("/app/.server/env.ts"),
    load<typeof JsonLogger>("/app/.server/json-logger.ts"),
  ]);
  database = await client.openDatabase({ pglite: await openPgliteCopy(inject("pgliteTemplateFile")) });
  const { root } = jsonLogger.createJsonLogger({
    development: false,
    productionLogging: true,
    format: "json",
    instance: "test-host:3000",
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
  });
  const settings = env.parseEnv({ NODE_ENV: "production", SITE_URL: SITE, DATA_DIR: "/nonexistent", TRUST_PROXY: "127.0.0.1" });
  app = appModule.createHttpApp({
    env: settings,
    database,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
    log: root,
  });
  broken = appModule.createHttpApp({ env: settings, database, build: () => Promise.reject(new Error("no build")), log: root });
  // Vite compiles each route on its first request.
  await app.request("/preview/warming-up");
}, 60_000);

afterAll(async () => {
  delete process.env.ENABLE_PRODUCTION_LOGGING;
  vi.restoreAllMocks();
  await database?.close();
  await vite?.close();
});

/** The request line of the one request `send` makes. */
async function lineOf(send: () => Promise<Response> | Response) {
  const before = lines.length;
  const response = await send();
  await response.arrayBuffer();
  const written = lines.slice(before).filter((line) => line.msg === "Request");
  expect(written).toHaveLength(1);
  return { response, line: written[0] as Line };
}

describe("the request line", () => {
  it("is one JSON line with method, route pattern, status, duration, instance and request id", async () => {
    const { response, line } = await lineOf(() => app.request("/healthz"));
    expect(line).toMatchObject({
      level: "info",
      method: "GET",
      route: "/healthz",
      status: response.status,
      instance: "test-host:3000",
    });
    expect(line.reqId).toBe(response.headers.get("X-Request-Id"));
    expect(typeof line.responseTime).toBe("number");
    expect(line).not.toHaveProperty("path");

    const page = await lineOf(() => app.request("/articles/no-such-article", { headers: { "Accept-Language": "en" } }));
    expect(page.line).toMatchObject({ method: "GET", route: "/articles/:slug", status: 404 });
  });

  it("names a path no route claims by the not-found route and the masked path", async () => {
    const { line } = await lineOf(() => app.request("/no/such/page?token=abc"));
    expect(line).toMatchObject({ route: "/*", path: "/no/such/page", status: 404 });
  });
});

describe("a request that failed", () => {
  it("is a warning for a 5xx, with the path masked when no route could be read", async () => {
    const { response, line } = await lineOf(() => broken.request("/preview/12.99.Zk3vQ9xLm2Pq"));
    expect(response.status).toBe(500);
    expect(line).toMatchObject({ level: "warn", route: "(unmatched)", path: "/preview/****", status: 500 });
    // Its cause has an error line of its own (app.ts's onError).
    expect(consoleLines.some((text) => text.startsWith("Request failed"))).toBe(true);
  });
});

describe("the request id", () => {
  it("is made here for a peer that is not a trusted proxy, whatever it sends", async () => {
    const { response, line } = await lineOf(() =>
      app.request("/healthz", { headers: { "X-Request-Id": "from-a-stranger-1" } }, STRANGER),
    );
    const id = response.headers.get("X-Request-Id");
    expect(id).toMatch(UUID);
    expect(line.reqId).toBe(id);
  });

  it("is the trusted proxy's when well formed, and made here when not", async () => {
    const nginxId = "5f1c0a3e9b2d4c7a8e6f0b1d2c3a4e5f";
    const trusted = await lineOf(() => app.request("/healthz", { headers: { "X-Request-Id": nginxId } }, PROXY));
    expect(trusted.response.headers.get("X-Request-Id")).toBe(nginxId);
    expect(trusted.line.reqId).toBe(nginxId);

    for (const bad of ["x".repeat(129), "has space", 'quote"d', "<script>"]) {
      const refused = await lineOf(() => app.request("/healthz", { headers: { "X-Request-Id": bad } }, PROXY));
      expect(refused.response.headers.get("X-Request-Id"), bad).toMatch(UUID);
      expect(refused.line.reqId).toBe(refused.response.headers.get("X-Request-Id"));
    }
  });
});

describe("a share link's token", () => {
  it("is in no log line on a 404, a 405 or a 413 to /preview/<token>", async () => {
    const token = "12.1767225600.Zk3vQ9xLm2Pq7Rt5Wy8Ab1Cd4Ef6Gh0Ij3Kl5Mn7Op9Q";
    const path = `/preview/${token}`;
    const post = (body: string, at = path) =>
      app.request(
        at,
        { method: "POST", headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" }, body },
        PROXY,
      );
    const consoleBefore = consoleLines.length;
    const answers = [
      await lineOf(() => app.request(path, { headers: { "Accept-Language": "en" } }, PROXY)),
      await lineOf(() => post("a=1")),
      await lineOf(() => post("a=1", `${path}.data`)),
      await lineOf(() => post(`a=${"x".repeat(70 * 1024)}`)),
      await lineOf(() => app.request(`${path}/more`, {}, PROXY)),
    ];
    expect(answers.map(({ line }) => [line.route, line.status])).toEqual([
      ["/preview/:token", 404],
      ["/preview/:token", 405],
      ["/preview/:token", 405],
      ["/preview/:token", 413],
      ["/*", 404],
    ]);
    expect(answers[4]?.line.path).toBe("/preview/****/more");
    const written = [...lines.map((line) => JSON.stringify(line)), ...consoleLines.slice(consoleBefore)];
    // The 405's and the 413's own lines are there (production logging is on), without the token.
    expect(consoleLines.slice(consoleBefore).join("\n")).toMatch(/Refused a request/);
    for (const text of written) expect(text).not.toContain("Zk3vQ9xLm2Pq7Rt5");
  });
});
