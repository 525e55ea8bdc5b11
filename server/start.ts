// The production entry, built by Vite as the server bundle (one module graph with the app): opens
// the database, starts sign-in, background jobs and the listener, and stops them in order.
import cluster from "node:cluster";
import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { dropCachedContent, onContentChange, setContentBroadcast } from "~/.server/content-changes";
import { startChangeRelay } from "~/.server/db/change-relay.server";
import { checkBackupDir } from "~/.server/db/backup-runs.server";
import { type Database, openDatabase } from "~/.server/db/client";
import { type Env, getEnv } from "~/.server/env";
import { logger } from "~/.server/logger";
import { describeImport, importDataDirFiles } from "~/.server/storage/import-files.server";
import { storageFor } from "~/.server/storage/storage-for.server";
import { signInNotices } from "~/.server/sign-in-notices.server";
import { captchaNotices } from "~/.server/attestation/attestation.server";
import { type JobRunner, startJobs } from "~/.server/jobs.server";
import { featureJobs } from "./feature-jobs";
import { backupJobs } from "./backup-jobs";
import * as serverBuild from "virtual:react-router/server-build";
import { seedSampleContent } from "../db/seed";
import { createHttpApp } from "./app";
import { createLocalIdp, type LocalIdp, withLocalIdp } from "./local-idp/provider";
import { gracefulShutdown, SHUTDOWN_DRAIN_MS, SHUTDOWN_GRACE_MS } from "./graceful-shutdown";
import { createPageCache } from "./page-cache/cache";
import { isLoopbackHost, metricsEnabled, startMetricsListener } from "./metrics/endpoint";
import { clusterMetrics } from "./metrics/cluster";
import { type AppMetrics, createMetrics } from "./metrics/metrics";
import { serverMetricSources } from "./metrics/sources";
import { purchaseReportJobs } from "./purchase-reports";
import { retentionJobs, retentionTasks } from "./retention";

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

/** Opens and migrates the database the environment points at. */
export async function openAppDatabase(env: Env) {
  // Before anything else: a scheduled backup with nowhere to go stops the start (ADR 105).
  await checkBackupDir(env.backup);
  const database = await openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir });
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
 * the built-in identity provider when env-auth.ts turned it on. Used by start() and server/dev.mjs.
 */
export async function prepareSignIn(env: Env): Promise<LocalIdp | undefined> {
  env.auth.sessionSecret();
  for (const { level, message } of signInNotices(env)) logger[level](message);
  for (const { level, message } of captchaNotices(env)) logger[level](message);
  if (!env.auth.localIdp.enabled) return undefined;
  return createLocalIdp({ env, onError: (message, error) => logger.error(message, { error }) });
}

/**
 * The outbox worker, the periodic purges, the retention jobs and the GA4 purchase reports of this
 * instance (ADR 024, 046).
 * Used by start() and server/dev.mjs; stop() waits for work in flight.
 */
export function startBackgroundJobs(env: Env, database: Database, metrics?: AppMetrics): JobRunner {
  const storage = { media: storageFor(env, database.db, "media"), slips: storageFor(env, database.db, "slips") };
  return startJobs({
    env,
    db: database.db,
    log: logger,
    extra: [
      ...retentionJobs(retentionTasks(database.db, env.retention, storage)),
      ...purchaseReportJobs(database.db, env, { log: logger }),
      ...featureJobs(env, database.db),
      ...backupJobs(env, database, logger),
    ],
    onJobRun: metrics ? (run) => metrics.observeJob(run) : undefined,
  });
}

export interface StartOptions {
  /** The in-process page cache (on unless told otherwise; benchmarks measure without it). */
  pageCache?: boolean;
  /** Keep a gzip copy of each cached page (else hono/compress gzips every hit). */
  precompress?: boolean;
}

/** Production entry, called by server/main.mjs (and by bench/server.ts with options). */
export async function start(clientDir: string, options: StartOptions = {}) {
  const build = serverBuild as unknown as ServerBuild;
  const env = getEnv();
  if (cluster.isPrimary && env.webConcurrency > 1) {
    if (env.auth.localIdp.enabled) {
      logger.warn("WEB_CONCURRENCY is ignored while the built-in sign-in provider is on (it keeps sign-ins in one process)");
    } else {
      superviseWorkers(env.webConcurrency);
      // The workers' metrics, gathered, on the primary's METRICS_PORT (metrics/cluster.ts).
      if (metricsEnabled(env.metrics)) await serveMetrics(env, clusterMetrics());
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
  const metrics = metricsEnabled(env.metrics)
    ? createMetrics({
        ...serverMetricSources(database, pageCache),
        onReadError: (figure, error) => logger.warn(`Metrics: could not read ${figure}`, { error }),
      })
    : undefined;
  let stopping = false;
  const app = createHttpApp({
    env,
    database,
    build,
    clientDir,
    pageCache,
    isStopping: () => stopping,
    metrics,
  });
  const localIdp = await prepareSignIn(env);
  const metricsServer = metrics ? await serveMetrics(env, metrics) : undefined;
  const jobs = startBackgroundJobs(env, database, metrics);
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
    logger.notice(
      `${signal} received: ${drainMs ? `draining for ${drainMs} ms, then ` : ""}finishing requests in flight, then stopping`,
    );
    // Past the drain, the grace period and the steps' own time, leave anyway.
    setTimeout(() => process.exit(1), drainMs + SHUTDOWN_GRACE_MS + 5_000).unref();
    void new Promise((resolve) => setTimeout(resolve, drainMs))
      .then(() =>
        gracefulShutdown(
          server,
          [
            // Releases the mails it claimed but has not sent, so another instance sends them now.
            { name: "background jobs", run: () => jobs.stop() },
            { name: "content change listener", run: async () => relay?.stop() },
            { name: "page cache", run: async () => pageCache.dispose() },
            { name: "metrics listener", run: () => closeServer(metricsServer) },
            { name: "database", run: () => database.close() },
          ],
          { log: logger },
        ),
      )
      .finally(() => process.exit(0));
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  return server;
}

/** Starts the METRICS_PORT listener, if set, and says in the log where the metrics are (ADR 104). */
async function serveMetrics(env: Env, metrics: AppMetrics | Pick<AppMetrics, "render">) {
  const { port, host, token } = env.metrics;
  if (cluster.isWorker && "answerClusterPrimary" in metrics) {
    // The primary listens on METRICS_PORT for every worker (env.ts refuses a token without it).
    metrics.answerClusterPrimary();
    return undefined;
  }
  if (port === undefined) {
    logger.notice("Metrics: at /metrics on the site's port, for a bearer of METRICS_TOKEN");
    return undefined;
  }
  const server = await startMetricsListener(metrics, { port, host, token }, (error) =>
    logger.error("Metrics: a scrape failed", { error }),
  );
  logger.notice(
    `Metrics: http://${host.includes(":") ? `[${host}]` : host}:${port}/metrics${token ? " (METRICS_TOKEN required)" : ""}`,
  );
  if (!isLoopbackHost(host)) {
    logger.warn(
      `Metrics: METRICS_HOST=${host} is not a loopback address, so the metrics can be reached from other machines${token ? "" : " by anyone, without a token (set METRICS_TOKEN)"}`,
    );
  }
  return server;
}

function closeServer(server: Server | undefined): Promise<void> {
  if (!server) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
