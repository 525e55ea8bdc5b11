// The HTTP layer: security headers, compression, /healthz, public pages through the page cache,
// static assets, then React Router.
// Built by Vite as the server entry, so it shares one module graph with the app.
import cluster from "node:cluster";
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { dropCachedContent, onContentChange, setContentBroadcast } from "~/.server/content-changes";
import { startChangeRelay } from "~/.server/db/change-relay.server";
import { type AppServices, appContext, requestInfoContext } from "~/.server/context";
import { type Database, isDatabaseReady, openDatabase } from "~/.server/db/client";
import { type Env, getEnv } from "~/.server/env";
import { logger } from "~/.server/logger";
import { describeImport, importDataDirFiles } from "~/.server/storage/import-files.server";
import { storageFor } from "~/.server/storage/storage-for.server";
import { serveMedia } from "~/.server/storage/serve-media.server";
import { signInNotices } from "~/.server/oidc.server";
import { captchaNotices } from "~/.server/attestation/attestation.server";
import { type JobRunner, startJobs } from "~/.server/jobs.server";
import * as serverBuild from "virtual:react-router/server-build";
import journal from "../db/migrations/meta/_journal.json";
import { seedSampleContent } from "../db/seed";
import { createLocalIdp, type LocalIdp, withLocalIdp } from "./local-idp";
import { gracefulShutdown, SHUTDOWN_DRAIN_MS, SHUTDOWN_GRACE_MS } from "./graceful-shutdown";
import { applyCachePolicy, createPageCache, type PageCache } from "./page-cache";
import { resolvePublicRequest } from "./public-request";
import { bodyLimitFor, limitBody } from "./body-limit";
import { retentionJobs, retentionTasks } from "./retention";

const IMMUTABLE = "public, max-age=31536000, immutable";

export interface HttpAppOptions {
  env: Env;
  database: Database;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the client build, served as static files; omitted in dev where Vite serves them. */
  clientDir?: string;
  /** Serves public pages from memory; without one every page is rendered (as in development). */
  pageCache?: PageCache;
  /**
   * Benchmarks only (`npm run bench:server`): `GET /__bench/raw?path=/x` answers the HTML of /x,
   * rendered once, from a buffer, as the fastest this process could possibly serve that page.
   */
  benchRawHtml?: boolean;
  /** True once a shutdown began: /healthz answers 503 so the proxy stops sending requests here. */
  isStopping?: () => boolean;
}

export function createHttpApp({ env, database, build, clientDir, pageCache, benchRawHtml, isStopping }: HttpAppOptions) {
  const services: AppServices = { env, db: database.db };
  const handleRequest = createRequestHandler(build, env.mode);
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    // Nothing here is for other sites to load into their pages (uploaded images say same-site
    // themselves; link previews are fetched by crawlers, which this does not concern).
    if (!headers.has("Cross-Origin-Resource-Policy")) headers.set("Cross-Origin-Resource-Policy", "same-origin");
    // Document-level policies mean nothing on scripts, styles and fonts; leaving them off the
    // hashed assets keeps every one of a page's many small files lighter.
    if (!c.req.path.startsWith("/assets/")) {
      headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
      headers.set("X-Frame-Options", "DENY");
      // /login opens the identity provider in a popup and watches whether it was closed; with plain
      // same-origin the browser reports a cross-origin popup (Google) as closed at once.
      headers.set(
        "Cross-Origin-Opener-Policy",
        c.req.path === "/login" ? "same-origin-allow-popups" : "same-origin",
      );
      headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    }
    if (env.secureSite) {
      headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
  });
  app.use(compress());

  // Every request is resolved once: its public URL, the client's address and, for a
  // state-changing one, the cross-site check (public-request.ts) and the body's bound
  // (body-limit.ts). The page cache hands render() only the Request, so the address travels beside it.
  const publicRequests = new WeakMap<Request, Request>();
  const clientIps = new WeakMap<Request, string>();
  app.use(async (c, next) => {
    const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
    const resolved = resolvePublicRequest(c.req.raw, peer, env);
    if (resolved instanceof Response) {
      logger.info("Refused a state-changing request from another origin", {
        method: c.req.method,
        path: c.req.path,
        origin: c.req.header("Origin") ?? "(none)",
      });
      return resolved;
    }
    // Every body is bounded here, on the bytes read, before any route reads it (body-limit.ts).
    const bounded = await limitBody(resolved.request, bodyLimitFor(c.req.path));
    if (bounded instanceof Response) {
      logger.info("Refused a request body past its limit", { method: c.req.method, path: c.req.path });
      return bounded;
    }
    publicRequests.set(c.req.raw, bounded);
    clientIps.set(bounded, resolved.clientIp);
    await next();
  });
  const publicRequest = (raw: Request) => publicRequests.get(raw) ?? raw;

  const render = (request: Request) => {
    const context = new RouterContextProvider();
    context.set(appContext, services);
    context.set(requestInfoContext, { clientIp: clientIps.get(request) ?? "unknown" });
    return handleRequest(request, context);
  };
  const pages = pageCache ?? createPageCache({ enabled: false });

  // Uploaded article images: content-addressed, so cached for a year (ADR 021).
  const media = storageFor(env, database.db, "media");
  app.on(["GET", "HEAD"], "/media/:key", (c) => serveMedia(media, c.req.param("key"), c.req.method));

  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    // A stopping instance tells the load balancer to send its traffic elsewhere.
    if (isStopping?.()) return c.json({ status: "stopping", database: database.kind }, 503);
    const ready = await isDatabaseReady(database.db, journal.entries.length);
    return c.json(
      { status: ready ? "ok" : "unavailable", database: database.kind },
      ready ? 200 : 503,
    );
  });

  if (benchRawHtml) {
    const raw = new Map<string, Promise<Buffer>>();
    app.get("/__bench/raw", async (c) => {
      const path = c.req.query("path") ?? "/";
      if (!path.startsWith("/") || path.startsWith("//")) return c.text("path must be a local path", 400);
      let html = raw.get(path);
      if (!html) {
        const request = new Request(new URL(path, c.req.url), { headers: { "Accept-Language": "en" } });
        html = render(request).then(async (response) => Buffer.from(await response.arrayBuffer()));
        raw.set(path, html);
      }
      // Vary as compress would add it, so that nothing has to rebuild this response on the way out.
      return new Response((await html) as Uint8Array<ArrayBuffer>, {
        headers: { "Content-Type": "text/html; charset=utf-8", Vary: "Accept-Encoding" },
      });
    });
  }

  // Ahead of the static files: a public page is never a file, and a cached page should not
  // cost a trip to the disk.
  app.use(async (c, next) => {
    const page = pages.handle(publicRequest(c.req.raw), render);
    if (page) return page;
    await next();
  });

  if (clientDir) {
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        // The .br and .gz copies the build wrote (scripts/lib/precompress-assets.ts).
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  app.all("*", async (c) => {
    const request = publicRequest(c.req.raw);
    return applyCachePolicy(request, await render(request), false);
  });

  app.onError((error, c) => {
    logger.error("Request failed", { path: c.req.path, error });
    return c.text("Internal Server Error", 500);
  });

  return app;
}

/**
 * WEB_CONCURRENCY > 1: this process only starts that many workers (each runs start() and shares
 * the port through node:cluster) and starts a new one when one dies. Each worker migrates under the
 * advisory lock, keeps its own page cache and runs the background jobs, which are safe with
 * several instances (ADR 024).
 */
function superviseWorkers(count: number) {
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    logger.error("A server worker exited; starting another", { pid: worker.process.pid, code, signal });
    cluster.fork();
  });
  logger.notice(`Started ${count} server workers (WEB_CONCURRENCY)`);
  const shutdown = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Each worker finishes its requests in flight first (graceful-shutdown.ts).
    setTimeout(() => process.exit(0), SHUTDOWN_DRAIN_MS + SHUTDOWN_GRACE_MS + 7_000).unref();
    cluster.on("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Opens and migrates the database the environment points at. */
export async function openAppDatabase(env: Env) {
  const database = await openDatabase(
    env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir },
  );
  await database.migrate();
  if (env.databaseUrl) {
    // Uploads live in the database on PostgreSQL: bring in any a file-based start left behind.
    const moved = describeImport(await importDataDirFiles(database.db, env.dataDir), env.dataDir);
    if (moved) logger.notice(moved);
  }
  if (env.seedSampleContent) {
    const seeded = await seedSampleContent(database.db);
    if (seeded.articles > 0) logger.notice(`Seeded ${seeded.articles} sample articles`);
  }
  logger.notice(
    database.kind === "pglite"
      ? `Database: embedded PGlite in ${env.dataDir} (migrated)`
      : "Database: PostgreSQL from DATABASE_URL (migrated)",
  );
  return database;
}

/**
 * Reads the session secret (creating DATA_DIR/session-secret on a fresh clone, so a bad DATA_DIR
 * stops the start rather than the first sign-in), says in the log who signs staff in, and starts
 * the built-in identity provider when env.ts turned it on. Used by start() and server/dev.mjs.
 */
export async function prepareSignIn(env: Env): Promise<LocalIdp | undefined> {
  env.auth.sessionSecret();
  for (const { level, message } of signInNotices(env)) logger[level](message);
  for (const { level, message } of captchaNotices(env)) logger[level](message);
  if (!env.auth.localIdp.enabled) return undefined;
  return createLocalIdp({ env, onError: (message, error) => logger.error(message, { error }) });
}

/**
 * The outbox worker, the periodic purges and the retention jobs of this instance (ADR 024, 046).
 * Used by start() and server/dev.mjs; stop() waits for work in flight.
 */
export function startBackgroundJobs(env: Env, database: Database): JobRunner {
  const storage = { media: storageFor(env, database.db, "media"), slips: storageFor(env, database.db, "slips") };
  return startJobs({
    env,
    db: database.db,
    log: logger,
    extra: retentionJobs(retentionTasks(database.db, env.retention, storage)),
  });
}

export interface StartOptions {
  /** The in-process page cache (on unless told otherwise; benchmarks measure without it). */
  pageCache?: boolean;
  /** Keep a gzip copy of each cached page (else hono/compress gzips every hit). */
  precompress?: boolean;
  /** Benchmarks only: see HttpAppOptions.benchRawHtml. */
  benchRawHtml?: boolean;
}

/** Production entry, called by server/main.mjs (and by scripts/bench-server.ts with options). */
export async function start(clientDir: string, options: StartOptions = {}) {
  const build = serverBuild as unknown as ServerBuild;
  const env = getEnv();
  if (cluster.isPrimary && env.webConcurrency > 1) {
    if (env.auth.localIdp.enabled) {
      logger.warn("WEB_CONCURRENCY is ignored while the built-in sign-in provider is on (it keeps sign-ins in one process)");
    } else {
      superviseWorkers(env.webConcurrency);
      return;
    }
  }
  const database = await openAppDatabase(env);
  const pageCache = createPageCache({
    enabled: options.pageCache ?? true,
    precompress: options.precompress ?? true,
    invalidateOn: onContentChange,
  });
  if (options.pageCache === false) logger.notice("Page cache: off");
  let stopping = false;
  const app = createHttpApp({
    env,
    database,
    build,
    clientDir,
    pageCache,
    benchRawHtml: options.benchRawHtml,
    isStopping: () => stopping,
  });
  const localIdp = await prepareSignIn(env);
  const jobs = startBackgroundJobs(env, database);
  const relay = env.databaseUrl
    ? startChangeRelay({ databaseUrl: env.databaseUrl, db: database.db, onChange: dropCachedContent, log: logger })
    : undefined;
  setContentBroadcast(relay?.broadcast);
  // What serve() would build, with the local identity provider (a Node (req, res) app) answering
  // /local-idp in front of Hono.
  const listener = withLocalIdp(localIdp, getRequestListener(app.fetch, { hostname: env.host }));
  const server = createServer((req, res) => {
    // While stopping, every answer ends its connection, so no proxy reuses one we are about to close.
    if (stopping) res.setHeader("Connection", "close");
    listener(req, res);
  });
  server.listen(env.port, env.host, () => {
    logger.notice(`Listening on http://${env.host}:${env.port} (site URL ${env.siteUrl})`);
  });
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Behind a proxy, keep answering for a moment (each answer closing its connection, /healthz
    // saying 503) so the proxy's idle keep-alive connections run out before the listener closes:
    // closing one under a request the proxy just sent would fail that request.
    const drainMs = env.trustProxy.kind === "none" ? 0 : SHUTDOWN_DRAIN_MS;
    logger.notice(`${signal} received: ${drainMs ? `draining for ${drainMs} ms, then ` : ""}finishing requests in flight, then stopping`);
    // Past the drain, the grace period and the steps' own time, leave anyway.
    setTimeout(() => process.exit(1), drainMs + SHUTDOWN_GRACE_MS + 5_000).unref();
    void new Promise((resolve) => setTimeout(resolve, drainMs)).then(() => gracefulShutdown(
      server,
      [
        // Releases the mails it claimed but has not sent, so another instance sends them now.
        { name: "background jobs", run: () => jobs.stop() },
        { name: "content change listener", run: async () => relay?.stop() },
        { name: "page cache", run: async () => pageCache.dispose() },
        { name: "database", run: () => database.close() },
      ],
      { log: logger },
    )).finally(() => process.exit(0));
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  return server;
}
