// Server speed (`npm run bench:server`): builds the app, starts a throwaway PostgreSQL 15 with
// 1,000 published articles in English and Thai (plus the samples), serves the production build on
// it and measures one article page with autocannon: rendered on every request (page cache off),
// from the page cache, and as a raw in-memory buffer from the same process (the ceiling). It
// prints requests/s and p99 for each against the targets. It reports figures; it is not a test,
// so it exits 0 whatever they are, and 1 only when it could not measure.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { cpSync, createWriteStream, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/.server/db/client";
import { articles, articleTranslations } from "~/.server/db/schema";
import type { StartOptions } from "../server/app";
import { freePort, startPostgres } from "../tests/support/postgres";
import { seedSampleContent } from "../db/seed";
import { sampleArticles } from "../db/seed/sample-articles";
import { binEnv, cleanUp, cleanups, processCpuMs, stopProcess } from "./lib/processes";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root); // migrations are found relative to the working directory
const benchDir = path.join(root, ".bench");

const TARGETS = { cachedShareOfRaw: 0.45, uncachedP99Ms: 50 };

const USAGE = `Usage: npm run bench:server -- [options]
  --connections <n>  concurrent connections (default: 20)
  --duration <s>     seconds per measurement, after a warm-up (default: 10)
  --articles <n>     published articles to seed besides the samples (default: 1000)
  --only <list>      uncached, cached, compress-per-hit (default: all three servers)
  --profile          write a CPU profile of each server to .bench/profiles/ (open in Chrome DevTools)
  --skip-build       serve the existing build/ instead of running react-router build first
  --help`;

const SERVERS = ["uncached", "cached", "compress-per-hit"] as const;
type ServerName = (typeof SERVERS)[number];

class UsageError extends Error {}

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      connections: { type: "string" },
      duration: { type: "string" },
      articles: { type: "string" },
      only: { type: "string" },
      profile: { type: "boolean" },
      "skip-build": { type: "boolean" },
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    console.info(USAGE);
    process.exit(0);
  }
  const positive = (value: string | undefined, fallback: number, name: string) => {
    const number = value === undefined ? fallback : Number(value);
    if (!Number.isInteger(number) || number < 1) throw new UsageError(`--${name} must be a positive integer.`);
    return number;
  };
  return {
    connections: positive(values.connections, 20, "connections"),
    duration: positive(values.duration, 10, "duration"),
    articles: positive(values.articles, 1000, "articles"),
    only: (values.only?.split(",").map((name) => name.trim()) ?? [...SERVERS]).map((name) => {
      if (!(SERVERS as readonly string[]).includes(name)) throw new UsageError(`Unknown server "${name}".`);
      return name as ServerName;
    }),
    profile: Boolean(values.profile),
    build: !values["skip-build"],
  };
}

// ---------------------------------------------------------------------------------------------
// Processes: everything started here is registered in `cleanups` (scripts/lib/processes.ts).

async function build() {
  mkdirSync(benchDir, { recursive: true });
  const logFile = path.join(benchDir, "build.log");
  console.info("Building (react-router build)...");
  const child = spawn("react-router", ["build"], { cwd: root, env: binEnv(), stdio: ["ignore", "pipe", "pipe"] });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`react-router build failed (exit ${code}); see ${path.relative(root, logFile)}`);
}

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
// The database.

async function prepareDatabase(count: number) {
  const postgres = await startPostgres();
  cleanups.push(() => postgres.stop());
  const databaseUrl = await postgres.createDatabase("bench_server");
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    await seedSampleContent(database.db);
    const started = Date.now();
    const now = Date.now();
    const rows = Array.from({ length: count }, (_, index) => {
      const sample = sampleArticles[index % sampleArticles.length];
      if (!sample) throw new Error("No sample articles to copy");
      const number = index + 1;
      const createdAt = new Date(now - number * 3_600_000);
      return {
        sample,
        article: {
          slug: `${sample.slug}-${String(number).padStart(4, "0")}`,
          status: "published" as const,
          categoryId: sample.categoryId,
          authorName: sample.authorName,
          coverImageUrl: sample.coverImageUrl,
          createdAt,
          updatedAt: createdAt,
          publishedAt: createdAt,
        },
        number,
      };
    });
    // Real copy, numbered: the pages weigh what the sample articles weigh.
    for (let start = 0; start < rows.length; start += 250) {
      const batch = rows.slice(start, start + 250);
      const inserted = await database.db
        .insert(articles)
        .values(batch.map((row) => row.article))
        .returning({ id: articles.id, slug: articles.slug });
      const ids = new Map(inserted.map((row) => [row.slug, row.id]));
      await database.db.insert(articleTranslations).values(
        batch.flatMap(({ sample, article, number }) =>
          (["en", "th"] as const).map((language) => {
            const text = sample.translations[language];
            return {
              articleId: ids.get(article.slug) ?? 0,
              language,
              ...text,
              title: `${text.title} (${number})`,
            };
          }),
        ),
      );
    }
    await database.db.execute(sql`analyze`);
    const middle = rows[Math.floor(rows.length / 2)]?.article.slug;
    console.info(
      `PostgreSQL 15 on port ${postgres.port}: ${count} articles in en and th seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return { databaseUrl, slug: middle ?? sampleArticles[0]?.slug ?? "" };
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The server: the production bundle's start() with options main.mjs does not pass.

async function startServer(
  buildDir: string,
  databaseUrl: string,
  options: StartOptions,
  name: ServerName,
  profile: boolean,
) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const entry = pathToFileURL(path.join(buildDir, "server", "index.js")).href;
  const code = [
    `const { start } = await import(${JSON.stringify(entry)});`,
    `await start(${JSON.stringify(path.join(buildDir, "client"))}, ${JSON.stringify(options)});`,
  ].join("\n");
  const logFile = path.join(benchDir, `server-${name}.log`);
  const log = createWriteStream(logFile);
  const profiling = profile ? ["--cpu-prof", `--cpu-prof-dir=${path.join(benchDir, "profiles")}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`] : [];
  // A file rather than `node -e`: cluster workers re-run the script they were started from.
  const script = path.join(benchDir, `start-${name}.mjs`);
  writeFileSync(script, code);
  const child = spawn(process.execPath, [...profiling, ...(process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? []), script], {
    cwd: root,
    env: binEnv({
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: randomBytes(48).toString("base64"),
      SITE_URL: origin,
      SEED_SAMPLE_CONTENT: "false",
      // WEB_CONCURRENCY=2 npm run bench:server: measure several worker processes (node:cluster).
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "1",
      LOCAL_IDP: "off",
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const stop = () => stopProcess(child, `The ${name} server`);
  cleanups.push(stop);

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited (code ${child.exitCode}); see ${path.relative(root, logFile)}`);
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop, pid: child.pid };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /healthz within 60 s; see ${path.relative(root, logFile)}`);
}

// ---------------------------------------------------------------------------------------------
// Measuring.

interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
  /** The server process's CPU time per response: steadier than req/s on a busy machine. */
  cpuMs: number | undefined;
}

/**
 * CPU time (user + system) a process and its live children (cluster workers) have used, in ms,
 * from /proc (Linux); undefined elsewhere.
 */

/** One request first: the page must answer 200 with HTML, from where we expect. */
async function check(url: string, headers: Record<string, string>, expectCache?: string) {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const cache = response.headers.get("X-Page-Cache");
  if (expectCache && cache !== expectCache) throw new Error(`${url}: X-Page-Cache is ${cache}, expected ${expectCache}`);
  if (!body.toString().includes("</html>")) throw new Error(`${url} did not answer a whole HTML page`);
}

async function measure(
  name: string,
  url: string,
  options: { connections: number; duration: number; headers?: Record<string, string>; pid?: number },
): Promise<Measurement> {
  const headers = { "Accept-Language": "en", ...options.headers };
  // Warm-up: JIT, connection pools, the cache's first render.
  await autocannon({ url, connections: options.connections, duration: 2, headers });
  const cpuBefore = processCpuMs(options.pid);
  const result = await autocannon({ url, connections: options.connections, duration: options.duration, headers });
  const cpuAfter = processCpuMs(options.pid);
  const responses = result.requests.total || 1;
  return {
    cpuMs: cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / responses : undefined,
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total / responses,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The gzip body is valid (fetch checks the CRC as it inflates) and holds the page. */
async function checkGzip(url: string) {
  const response = await fetch(url, { headers: { "Accept-Language": "en", "Accept-Encoding": "gzip" } });
  if (response.headers.get("Content-Encoding") !== "gzip") throw new Error(`${url} did not answer gzip`);
  if (!(await response.text()).includes("</html>")) throw new Error(`${url}: the gzip body is not a whole page`);
}

function table(measurements: Measurement[]) {
  const rows = measurements.map((m) => [
    m.name,
    m.requestsPerSecond.toFixed(0),
    `${m.p50.toFixed(0)} ms`,
    `${m.p99.toFixed(0)} ms`,
    `${(m.bytes / 1024).toFixed(1)} KB`,
    m.cpuMs === undefined ? "-" : `${m.cpuMs.toFixed(2)} ms`,
    String(m.errors),
  ]);
  const header = ["measurement", "req/s", "p50", "p99", "bytes/resp", "server CPU/resp", "errors"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const loadAtStart = os.loadavg()[0] ?? 0;
  mkdirSync(benchDir, { recursive: true });
  if (options.build) await build();
  const buildDir = snapshotBuild();
  const { databaseUrl, slug } = await prepareDatabase(options.articles);
  const page = `/articles/${slug}`;
  const load = { connections: options.connections, duration: options.duration };
  const measurements: Measurement[] = [];

  console.info(`Measuring ${page} (English) at ${options.connections} connections, ${options.duration} s each.`);

  const run = (name: ServerName, startOptions: StartOptions) =>
    options.only.includes(name) ? startServer(buildDir, databaseUrl, startOptions, name, options.profile) : undefined;

  // Uncached: a server with the page cache off renders the page for every request.
  const uncachedServer = await run("uncached", { pageCache: false });
  if (uncachedServer) {
    const server = uncachedServer;
    const url = server.origin + page;
    await check(url, { "Accept-Language": "en" }, "off");
    measurements.push(await measure("uncached (rendered per request)", url, { ...load, pid: server.pid }));
    await server.stop();
  }

  // Cached and raw from one process, one after the other.
  const cachedServer = await run("cached", { pageCache: true, benchRawHtml: true });
  if (cachedServer) {
    const server = cachedServer;
    const url = server.origin + page;
    const rawUrl = `${server.origin}/__bench/raw?path=${encodeURIComponent(page)}`;
    await check(url, { "Accept-Language": "en" });
    await check(url, { "Accept-Language": "en" }, "hit");
    await check(rawUrl, {});
    measurements.push(await measure("raw buffer (same HTML, same process)", rawUrl, { ...load, pid: server.pid }));
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
      await measure("cached, gzip (compressed per hit)", url, { ...load, pid: server.pid, headers: { "Accept-Encoding": "gzip" } }),
    );
    await server.stop();
  }

  const find = (prefix: string) => measurements.find((m) => m.name.startsWith(prefix));
  const uncached = find("uncached");
  const cached = find("cached (");
  const raw = find("raw");
  const ratio = cached && raw ? cached.requestsPerSecond / raw.requestsPerSecond : 0;

  console.info("");
  console.info(table(measurements));
  console.info("");
  if (cached && raw) {
    console.info(
      `cached/raw: ${(ratio * 100).toFixed(0)}% (target >= ${TARGETS.cachedShareOfRaw * 100}%) ${ratio >= TARGETS.cachedShareOfRaw ? "met" : "MISSED"}`,
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
  if (measurements.some((m) => m.errors > 0)) console.warn("Some requests failed: see the errors column and .bench/server-*.log.");
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
  console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
