// Web performance budget (`npm run bench:web`): builds the app, serves the production build on a free
// port with a throwaway database, runs Lighthouse (mobile) on every public page in English and Thai,
// and prints the scores against the targets. It reports figures; it is not a test, so it exits 0
// whatever the scores are, and 1 only when the script itself could not measure something.
import { spawn } from "node:child_process";
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { freePort } from "../tests/support/postgres";
import { benchDir, buildApp, isUsageError, positiveInteger, UsageError, waitUntilHealthy } from "./lib/bench-run";
import { placeBenchOrder } from "./lib/bench-order";
import {
  ARTICLE_PLACEHOLDER,
  CATEGORIES,
  JS_BUDGET_KB,
  LANGUAGES,
  type Language,
  ORDER_LINK,
  PAGES,
  type Page,
} from "./lib/bench-web-pages";
import { type Measurement, measure } from "./lib/lighthouse-measure";
import { missReport, table } from "./lib/lighthouse-report";
import { binEnv, cleanUp, cleanups, projectRoot as root, stopProcess } from "./lib/processes";

const reportDir = path.join(benchDir, "lighthouse");

const USAGE = `Usage: npm run bench:web -- [options]
  --pages <list>   comma-separated page names or paths (default: all)
                   names: ${PAGES.map((page) => page.name).join(", ")}
  --lang <list>    en, th or en,th (default: en,th)
  --runs <n>       Lighthouse runs per page; the run with the median Performance score is kept (default: 1)
  --skip-build     serve the existing build/ instead of running react-router build first
  --help`;

interface Options {
  pages: Page[];
  languages: Language[];
  runs: number;
  build: boolean;
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      pages: { type: "string" },
      lang: { type: "string" },
      runs: { type: "string" },
      "skip-build": { type: "boolean" },
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    console.info(USAGE);
    process.exit(0);
  }
  const list = (value: string | undefined) =>
    value
      ?.split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  const pages = list(values.pages)?.map((wanted) => {
    const page = PAGES.find((candidate) => candidate.name === wanted || candidate.path === wanted);
    if (!page) throw new UsageError(`Unknown page "${wanted}".`);
    return page;
  }) ?? [...PAGES];
  const languages =
    list(values.lang)?.map((wanted) => {
      if (!(wanted in LANGUAGES)) throw new UsageError(`Unknown language "${wanted}".`);
      return wanted as Language;
    }) ?? (Object.keys(LANGUAGES) as Language[]);
  const runs = positiveInteger(values.runs, 1, "runs");
  return { pages, languages, runs, build: !values["skip-build"] };
}

// ---------------------------------------------------------------------------------------------
// Processes: everything started here is registered in `cleanups` (scripts/lib/processes.ts).

async function build() {
  const ms = await buildApp();
  console.info(`Built in ${(ms / 1000).toFixed(1)} s.`);
}

/**
 * Copies the build (and the small server entry) into a temporary app folder whose other entries
 * link back to the repository, so that someone rebuilding build/ while Lighthouse runs cannot
 * swap the assets under the server being measured.
 */
function snapshotApp() {
  const appDir = mkdtempSync(path.join(os.tmpdir(), "bench-web-app-"));
  cleanups.push(() => rmSync(appDir, { recursive: true, force: true }));
  const skipped = new Set([".git", ".bench", "data", "test-results", "playwright-report"]);
  for (const entry of readdirSync(root)) {
    if (skipped.has(entry)) continue;
    const source = path.join(root, entry);
    const target = path.join(appDir, entry);
    // server/main.mjs finds the build relative to its own (real) path, so both must be copies.
    if (entry === "build" || entry === "server") cpSync(source, target, { recursive: true });
    else symlinkSync(source, target);
  }
  return appDir;
}

async function startServer(appDir: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-web-data-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const origin = `http://127.0.0.1:${port}`;
  const env = binEnv({
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_URL: origin,
  });
  // The embedded database keeps the run self-contained, whatever the shell points at.
  delete env.DATABASE_URL;
  const logFile = path.join(benchDir, "server.log");
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(appDir, "server", "main.mjs")], {
    cwd: appDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  cleanups.push(() => stopProcess(child, "The server"));
  await waitUntilHealthy(child, origin, logFile, 250);
  console.info(`Server ready on ${origin} (log: ${path.relative(root, logFile)}).`);
  return origin;
}

async function startChromium() {
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} not found (apt-get install chromium).`);
  const profileDir = mkdtempSync(path.join(os.tmpdir(), "bench-web-chromium-"));
  // Chromium's helper processes can still be writing to the profile just after the browser exits.
  cleanups.push(() => rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }));
  const child = spawn(
    chromiumPath,
    [
      "--headless=new",
      ...chromiumArgs,
      "--no-default-browser-check",
      "--remote-debugging-address=127.0.0.1",
      "--remote-debugging-port=0",
      `--user-data-dir=${profileDir}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  cleanups.push(() => stopProcess(child, "Chromium"));
  // With port 0 Chromium picks a free port and announces it on stderr.
  return new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.on("exit", (code) => reject(new Error(`Chromium exited (code ${code}):\n${output}`)));
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
}

/** Puts the first article of the sitemap in place of the placeholder, or leaves the article out. */
async function resolveArticle(origin: string, pages: Page[]): Promise<Page[]> {
  if (!pages.some((page) => page.path === ARTICLE_PLACEHOLDER)) return pages;
  const sitemap = await fetch(`${origin}/sitemap.xml`).then((response) => (response.ok ? response.text() : ""));
  const loc = /<loc>([^<?]*\/articles\/[^<?]+)(?:\?[^<]*)?<\/loc>/.exec(sitemap)?.[1];
  if (!loc) console.warn("No article in /sitemap.xml: the article page is left out.");
  return pages.flatMap((page) =>
    page.path !== ARTICLE_PLACEHOLDER ? [page] : loc ? [{ ...page, path: new URL(loc).pathname }] : [],
  );
}

/** Puts a new order's link in the order pages' paths, or leaves them out when no order is taken. */
async function resolveOrder(origin: string, pages: Page[]): Promise<Page[]> {
  if (!pages.some((page) => page.path.endsWith(ORDER_LINK))) return pages;
  const link = await placeBenchOrder(origin);
  if (!link) console.warn("The checkout did not take the bench order: the order pages are left out.");
  return pages.flatMap((page) =>
    !page.path.endsWith(ORDER_LINK) ? [page] : link ? [{ ...page, path: page.path.replace(ORDER_LINK, link) }] : [],
  );
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  mkdirSync(reportDir, { recursive: true });
  if (options.build) await build();
  else if (!existsSync(path.join(root, "build", "server", "index.js")))
    throw new Error("No build/ to serve; run without --skip-build.");

  const origin = await startServer(snapshotApp());
  const pages = await resolveOrder(origin, await resolveArticle(origin, options.pages));
  const port = await startChromium();
  const lighthouseVersion = JSON.parse(readFileSync(path.join(root, "node_modules", "lighthouse", "package.json"), "utf8")) as {
    version: string;
  };
  const browser = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser: string };
  console.info(
    `Lighthouse ${lighthouseVersion.version}, ${browser.Browser}, mobile (default throttling), ${options.runs} run(s) per page.`,
  );

  const measurements: Measurement[] = [];
  const total = pages.length * options.languages.length;
  for (const page of pages) {
    for (const language of options.languages) {
      const started = Date.now();
      process.stdout.write(`[${measurements.length + 1}/${total}] ${page.path} (${language})... `);
      const m = await measure(origin, port, page, language, { runs: options.runs, reportDir });
      measurements.push(m);
      const summary = CATEGORIES.map((c) => `${c.label} ${m.scores[c.id] ?? "–"}`).join(", ");
      console.info(`${m.error ? `error: ${m.error}` : summary} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  }

  const date = new Date().toISOString();
  console.info(`\nResults ${date} (Lighthouse ${lighthouseVersion.version}, mobile):\n`);
  console.info(table(measurements));
  const misses = missReport(measurements);
  console.info(misses.length ? `\nMisses and what caused them:\n${misses.join("\n")}` : "\nEvery page meets every target.");
  console.info(
    `\nFull reports: ${path.relative(root, reportDir)}/<lang>-<page>.json (open with https://googlechrome.github.io/lighthouse/viewer/)`,
  );

  writeFileSync(
    path.join(benchDir, "summary.json"),
    `${JSON.stringify(
      {
        date,
        lighthouse: lighthouseVersion.version,
        browser: browser.Browser,
        targets: { ...Object.fromEntries(CATEGORIES.map((c) => [c.id, c.target])), jsKb: JS_BUDGET_KB },
        results: measurements.map(({ lhr: _lhr, page, ...rest }) => ({ page: page.path, ...rest })),
        misses,
      },
      null,
      2,
    )}\n`,
  );
  // Unmeasured pages are a failure of the script, not a budget miss.
  return measurements.some((m) => m.error || !m.lhr) ? 1 : 0;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal} received; stopping the server and Chromium.`);
    void cleanUp().finally(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  if (isUsageError(error)) console.error(`${error.message}\n\n${USAGE}`);
  else console.error("bench:web failed:", error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
