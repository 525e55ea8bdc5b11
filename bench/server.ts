// Server speed (`npm run bench:server`): builds the app, starts a throwaway PostgreSQL 15 with
// 1,000 published articles in English and Thai (plus the samples), serves the production build on
// it and measures one article page with autocannon: rendered on every request (page cache off),
// from the page cache, and as the same bytes from a bare Hono app in its own process (the
// ceiling, bench/lib/ceiling-server.ts). It prints requests/s and p99 for each against the targets. It reports figures; it is not a test,
// so it exits 0 whatever they are, and 1 only when it could not measure.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, createWriteStream, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { StartOptions } from "../server/start";
import { freePort } from "../tests/support/ports";
import { prepareBenchDatabase } from "./lib/articles";
import { check, checkGzip, type Measurement, measure, table } from "./lib/load";
import { benchDir, buildApp, isUsageError, positiveInteger, UsageError, waitUntilHealthy } from "./lib/run";
import { binEnv, cleanUp, cleanups, projectRoot as root, stopProcess } from "./lib/processes";

process.chdir(root); // migrations are found relative to the working directory

const TARGETS = { cachedShareOfCeiling: 0.45, uncachedP99Ms: 50 };

const USAGE = `Usage: npm run bench:server -- [options]
  --connections <n>  concurrent connections (default: 20)
  --duration <s>     seconds per measurement, after a warm-up (default: 10)
  --articles <n>     published articles to seed besides the samples (default: 1000)
  --only <list>      uncached, cached (with the ceiling), compress-per-hit (default: all three)
  --profile          write a CPU profile of each server to .bench/profiles/ (open in Chrome DevTools)
  --workers <n>      worker processes per server (node:cluster, WEB_CONCURRENCY; default: 1)
  --skip-build       serve the existing build/ instead of running react-router build first
  --help`;

const SERVERS = ["uncached", "cached", "compress-per-hit"] as const;
type ServerName = (typeof SERVERS)[number];
/** The names of the processes this starts, for their logs: .bench/server-<name>.log. */
type ProcessName = ServerName | "ceiling";

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      connections: { type: "string" },
      duration: { type: "string" },
      articles: { type: "string" },
      only: { type: "string" },
      profile: { type: "boolean" },
      workers: { type: "string" },
      "skip-build": { type: "boolean" },
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    console.info(USAGE);
    process.exit(0);
  }
  return {
    connections: positiveInteger(values.connections, 20, "connections"),
    duration: positiveInteger(values.duration, 10, "duration"),
    articles: positiveInteger(values.articles, 1000, "articles"),
    only: (values.only?.split(",").map((name) => name.trim()) ?? [...SERVERS]).map((name) => {
      if (!(SERVERS as readonly string[]).includes(name)) throw new UsageError(`Unknown server "${name}".`);
      return name as ServerName;
    }),
    profile: Boolean(values.profile),
    workers: positiveInteger(values.workers, 1, "workers"),
    build: !values["skip-build"],
  };
}

// ---------------------------------------------------------------------------------------------
// Processes: everything started here is registered in `cleanups` (bench/lib/processes.ts).

/**
 * A copy of build/ inside the repository (so the bundle still finds node_modules), so that
 * someone rebuilding while this runs cannot swap the files under the server being measured.
 */
function snapshotBuild() {
  const dir = path.join(benchDir, `server-build-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(root, "build"), dir, { recursive: true });
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ---------------------------------------------------------------------------------------------
// The server: the production bundle's start() with options main.mjs does not pass.

interface ServerRun {
  name: ServerName;
  profile: boolean;
  /** Worker processes (node:cluster), given to the server as WEB_CONCURRENCY. */
  workers: number;
}

async function startServer(buildDir: string, databaseUrl: string, options: StartOptions, { name, profile, workers }: ServerRun) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const entry = pathToFileURL(path.join(buildDir, "server", "index.js")).href;
  const code = [
    `const { start } = await import(${JSON.stringify(entry)});`,
    `await start(${JSON.stringify(path.join(buildDir, "client"))}, ${JSON.stringify(options)});`,
  ].join("\n");
  // A file rather than `node -e`: cluster workers re-run the script they were started from.
  const script = path.join(benchDir, `start-${name}.mjs`);
  writeFileSync(script, code);
  return startProcess(name, origin, [script], profile, {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(48).toString("base64"),
    SITE_URL: origin,
    SEED_SAMPLE_CONTENT: "false",
    // `--workers 2`: several worker processes (node:cluster). An option, not this process's own
    // WEB_CONCURRENCY: the app modules imported here check the environment, and refuse that
    // variable without DATABASE_URL.
    WEB_CONCURRENCY: String(workers),
    LOCAL_IDP: "off",
  });
}

/** The ceiling: `pageUrl`'s bytes, fetched once, from a bare Hono app outside the product. */
async function startCeiling(pageUrl: string, profile: boolean) {
  const port = await freePort();
  const script = path.join(root, "bench", "lib", "ceiling-server.ts");
  return startProcess("ceiling", `http://127.0.0.1:${port}`, ["--import", "tsx", script], profile, {
    NODE_ENV: "production",
    PORT: String(port),
    CEILING_SOURCE: pageUrl,
  });
}

async function startProcess(name: ProcessName, origin: string, args: string[], profile: boolean, env: Record<string, string>) {
  const logFile = path.join(benchDir, `server-${name}.log`);
  const log = createWriteStream(logFile);
  const profiling = profile
    ? ["--cpu-prof", `--cpu-prof-dir=${path.join(benchDir, "profiles")}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`]
    : [];
  const child = spawn(
    process.execPath,
    [...profiling, ...(process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? []), ...args],
    {
      cwd: root,
      env: binEnv(env),
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const stop = () => stopProcess(child, `The ${name} server`);
  cleanups.push(stop);

  await waitUntilHealthy(child, origin, logFile, 200);
  return { origin, stop, pid: child.pid };
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const loadAtStart = os.loadavg()[0] ?? 0;
  mkdirSync(benchDir, { recursive: true });
  if (options.build) await buildApp();
  const buildDir = snapshotBuild();
  const { databaseUrl, slug } = await prepareBenchDatabase(options.articles);
  const page = `/articles/${slug}`;
  const load = { connections: options.connections, duration: options.duration };
  const measurements: Measurement[] = [];

  console.info(`Measuring ${page} (English) at ${options.connections} connections, ${options.duration} s each.`);

  const run = (name: ServerName, startOptions: StartOptions) =>
    options.only.includes(name)
      ? startServer(buildDir, databaseUrl, startOptions, { name, profile: options.profile, workers: options.workers })
      : undefined;

  // Uncached: a server with the page cache off renders the page for every request.
  const uncachedServer = await run("uncached", { pageCache: false });
  if (uncachedServer) {
    const server = uncachedServer;
    const url = server.origin + page;
    await check(url, { "Accept-Language": "en" }, "off");
    measurements.push(await measure("uncached (rendered per request)", url, { ...load, pid: server.pid }));
    await server.stop();
  }

  // The ceiling first (the same bytes from a bare app, the cached server idle), then the cache hits.
  const cachedServer = await run("cached", { pageCache: true });
  if (cachedServer) {
    const server = cachedServer;
    const url = server.origin + page;
    await check(url, { "Accept-Language": "en" });
    await check(url, { "Accept-Language": "en" }, "hit");
    const ceiling = await startCeiling(url, options.profile);
    await check(ceiling.origin + page, {}, "hit");
    measurements.push(await measure("ceiling (same bytes, bare Hono app)", ceiling.origin + page, { ...load, pid: ceiling.pid }));
    await ceiling.stop();
    measurements.push(await measure("cached (page cache hit)", url, { ...load, pid: server.pid }));
    await checkGzip(url);
    measurements.push(
      await measure("cached, gzip (precompressed)", url, { ...load, pid: server.pid, headers: { "Accept-Encoding": "gzip" } }),
    );
    await server.stop();
  }

  // For the record: gzip by hono/compress on every hit instead of the precompressed copy.
  const perHitServer = await run("compress-per-hit", { pageCache: true, precompress: false });
  if (perHitServer) {
    const server = perHitServer;
    const url = server.origin + page;
    await check(url, { "Accept-Language": "en" });
    measurements.push(
      await measure("cached, gzip (compressed per hit)", url, {
        ...load,
        pid: server.pid,
        headers: { "Accept-Encoding": "gzip" },
      }),
    );
    await server.stop();
  }

  const find = (prefix: string) => measurements.find((m) => m.name.startsWith(prefix));
  const uncached = find("uncached");
  const cached = find("cached (");
  const ceiling = find("ceiling");
  const ratio = cached && ceiling ? cached.requestsPerSecond / ceiling.requestsPerSecond : 0;

  console.info("");
  console.info(table(measurements));
  console.info("");
  if (cached && ceiling) {
    console.info(
      `cached/ceiling: ${(ratio * 100).toFixed(0)}% (target >= ${TARGETS.cachedShareOfCeiling * 100}%) ${ratio >= TARGETS.cachedShareOfCeiling ? "met" : "MISSED"}`,
    );
  }
  if (uncached) {
    console.info(
      `uncached p99: ${uncached.p99.toFixed(0)} ms at ${options.connections} connections (target <= ${TARGETS.uncachedP99Ms} ms) ${uncached.p99 <= TARGETS.uncachedP99Ms ? "met" : "MISSED"}`,
    );
  }
  console.info(
    `Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}; ${new Date().toISOString()}`,
  );
  // The server, PostgreSQL and autocannon share these cores; anything else running skews the figures.
  console.info(`Load average (1 min) at the start: ${loadAtStart.toFixed(2)}, at the end: ${os.loadavg()[0]?.toFixed(2)}`);
  if (measurements.some((m) => m.errors > 0))
    console.warn("Some requests failed: see the errors column and .bench/server-*.log.");
  if (options.profile) console.info(`CPU profiles: ${path.relative(root, path.join(benchDir, "profiles"))}/`);
}

let exitCode = 0;
const interrupted = () => {
  console.info("\nInterrupted; cleaning up...");
  void cleanUp().finally(() => process.exit(130));
};
process.once("SIGINT", interrupted);
process.once("SIGTERM", interrupted);
try {
  await main();
} catch (error) {
  console.error(isUsageError(error) ? `${error.message}\n\n${USAGE}` : error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
