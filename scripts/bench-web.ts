// Web performance budget (`npm run bench:web`): builds the app, serves the production build on a free
// port with a throwaway database, runs Lighthouse (mobile) on every public page in English and Thai,
// and prints the scores against the targets. It reports figures; it is not a test, so it exits 0
// whatever the scores are, and 1 only when the script itself could not measure something.
import { spawn } from "node:child_process";
import { once } from "node:events";
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
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { freePort } from "../tests/support/postgres";
import { binEnv, cleanUp, cleanups, stopProcess } from "./lib/processes";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const benchDir = path.join(root, ".bench");
const reportDir = path.join(benchDir, "lighthouse");

interface Page {
  name: string;
  path: string;
}

// The public pages of the route table. The article is whichever one the sitemap lists first (a fresh
// local install seeds sample articles), so that its path is only known once the server runs.
const ARTICLE_PLACEHOLDER = "/articles/:first-in-sitemap";
const PAGES: readonly Page[] = [
  { name: "home", path: "/" },
  { name: "solutions", path: "/solutions" },
  { name: "services", path: "/services" },
  { name: "about", path: "/about" },
  { name: "contact", path: "/contact" },
  { name: "articles", path: "/articles" },
  { name: "article", path: ARTICLE_PLACEHOLDER },
  { name: "privacy-policy", path: "/privacy-policy" },
  { name: "cookie-policy", path: "/cookie-policy" },
  { name: "terms", path: "/terms" },
  { name: "404", path: "/this-page-does-not-exist" },
];

const LANGUAGES = {
  // Lighthouse sends extraHeaders with every request of the page, as a browser would send its
  // Accept-Language and cookies.
  en: { "Accept-Language": "en" },
  th: { Cookie: "lang=th" },
} as const satisfies Record<string, Record<string, string>>;
type Language = keyof typeof LANGUAGES;

const CATEGORIES = [
  { id: "performance", label: "Perf", target: 98 },
  { id: "accessibility", label: "A11y", target: 100 },
  { id: "best-practices", label: "BP", target: 100 },
  { id: "seo", label: "SEO", target: 100 },
] as const;
type CategoryId = (typeof CATEGORIES)[number]["id"];
const JS_BUDGET_KB = 135;

// A missing page must answer 404 and ask not to be indexed, and Chrome logs a document's 404 as a
// console error: Lighthouse penalises all three, so on the 404 page those audits do not count as misses.
function isExpectedFailure(page: Page, auditId: string, audit: Result["audits"][string]) {
  if (page.name !== "404") return false;
  if (auditId === "http-status-code" || auditId === "is-crawlable") return true;
  if (auditId !== "errors-in-console") return false;
  const items = audit.details && "items" in audit.details && Array.isArray(audit.details.items) ? audit.details.items : [];
  // Only the document's own "Failed to load resource: 404" line; any other error still counts.
  return items.every((item) => {
    const location = item.sourceLocation as { url?: string } | undefined;
    return item.source === "network" && String(item.description).includes("404") && location?.url?.endsWith(page.path);
  });
}

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
  const list = (value: string | undefined) => value?.split(",").map((item) => item.trim()).filter(Boolean);
  const pages = list(values.pages)?.map((wanted) => {
    const page = PAGES.find((candidate) => candidate.name === wanted || candidate.path === wanted);
    if (!page) throw new UsageError(`Unknown page "${wanted}".`);
    return page;
  }) ?? [...PAGES];
  const languages = list(values.lang)?.map((wanted) => {
    if (!(wanted in LANGUAGES)) throw new UsageError(`Unknown language "${wanted}".`);
    return wanted as Language;
  }) ?? (Object.keys(LANGUAGES) as Language[]);
  const runs = values.runs === undefined ? 1 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError(`--runs must be a positive integer.`);
  return { pages, languages, runs, build: !values["skip-build"] };
}

class UsageError extends Error {}

// ---------------------------------------------------------------------------------------------
// Processes: everything started here is registered in `cleanups` (scripts/lib/processes.ts).

async function build() {
  const logFile = path.join(benchDir, "build.log");
  console.info("Building (react-router build)...");
  const started = Date.now();
  const child = spawn("react-router", ["build"], { cwd: root, env: binEnv(), stdio: ["ignore", "pipe", "pipe"] });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`react-router build failed (exit ${code}); see ${path.relative(root, logFile)}`);
  console.info(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
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

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited (code ${child.exitCode}); see ${path.relative(root, logFile)}`);
    }
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) {
        console.info(`Server ready on ${origin} (log: ${path.relative(root, logFile)}).`);
        return origin;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /healthz within 60 s; see ${path.relative(root, logFile)}`);
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

// ---------------------------------------------------------------------------------------------
// Measuring.

interface Measurement {
  page: Page;
  language: Language;
  status?: number;
  htmlLang?: string;
  scores: Record<CategoryId, number | null>;
  jsKb: number | null;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  lhr?: Result;
  error?: string;
  reportFile?: string;
}

/** What the server answers without a browser: the status and the language it rendered. */
async function probe(origin: string, page: Page, language: Language) {
  const response = await fetch(origin + page.path, { headers: LANGUAGES[language], redirect: "manual" });
  const html = await response.text();
  return { status: response.status, htmlLang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] };
}

function scriptTransferKb(lhr: Result): number | null {
  const details = lhr.audits["network-requests"]?.details;
  if (!details || details.type !== "table") return null;
  let bytes = 0;
  for (const item of details.items) {
    if (item.resourceType === "Script" && typeof item.transferSize === "number") bytes += item.transferSize;
  }
  return bytes / 1024;
}

const ATTEMPTS = 3;

/**
 * One Lighthouse run, tried again when the trace itself failed (NO_NAVSTART, NO_FCP and the like
 * happen now and then on a busy machine); a page that fails every attempt is reported as an error.
 */
async function lighthouseWithRetry(url: string, flags: Flags): Promise<{ lhr: Result; report: string } | { error: string }> {
  let error = "no attempt";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const result = await lighthouse(url, flags);
      if (!result) {
        error = "Lighthouse returned no result";
        continue;
      }
      if (result.lhr.runtimeError) {
        error = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
        if (attempt < ATTEMPTS) process.stdout.write(`(${result.lhr.runtimeError.code}, trying again) `);
        continue;
      }
      return { lhr: result.lhr, report: Array.isArray(result.report) ? result.report.join("") : result.report };
    } catch (caught) {
      error = `Lighthouse failed: ${caught instanceof Error ? caught.message : String(caught)}`;
    }
  }
  return { error };
}

async function measure(origin: string, port: number, page: Page, language: Language, runs: number): Promise<Measurement> {
  const base: Measurement = {
    page,
    language,
    scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
    jsKb: null,
  };
  try {
    Object.assign(base, await probe(origin, page, language));
  } catch (error) {
    return { ...base, error: `request failed: ${String(error)}` };
  }

  const flags: Flags = {
    port,
    hostname: "127.0.0.1",
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES.map((category) => category.id),
    extraHeaders: LANGUAGES[language],
    // Lighthouse refuses to audit a document that answers 4xx unless told the status is intended.
    ignoreStatusCode: page.name === "404",
  };
  const results: Array<{ lhr: Result; report: string }> = [];
  for (let run = 1; run <= runs; run++) {
    const result = await lighthouseWithRetry(origin + page.path, flags);
    if ("error" in result) return { ...base, error: result.error };
    results.push(result);
  }
  results.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
  const chosen = results[Math.floor((results.length - 1) / 2)];
  if (!chosen) return { ...base, error: "no Lighthouse run" };
  const { lhr } = chosen;

  const reportFile = path.join(reportDir, `${language}-${page.name}.json`);
  writeFileSync(reportFile, chosen.report);
  results.forEach((result, index) => {
    if (runs > 1) writeFileSync(path.join(reportDir, `${language}-${page.name}.run${index + 1}.json`), result.report);
  });

  const score = (id: CategoryId) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  return {
    ...base,
    lhr,
    reportFile,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    jsKb: scriptTransferKb(lhr),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
  };
}

// ---------------------------------------------------------------------------------------------
// Reporting.

function isMiss(m: Measurement, id: CategoryId) {
  const value = m.scores[id];
  const target = CATEGORIES.find((category) => category.id === id)?.target ?? 100;
  return value === null || value < target;
}

/** A miss caused only by audits that are meant to fail on this page. */
function isExpectedMiss(m: Measurement, id: CategoryId) {
  if (!m.lhr || !isMiss(m, id)) return false;
  const found = culprits(m.lhr, id, m.page);
  return found.length > 0 && found.every((culprit) => culprit.expected);
}

function formatScore(m: Measurement, id: CategoryId) {
  const value = m.scores[id];
  if (value === null) return "–";
  if (!isMiss(m, id)) return String(value);
  return isExpectedMiss(m, id) ? `${value} (ok)` : `${value} ✗`;
}

function formatJs(m: Measurement) {
  if (m.jsKb === null) return "–";
  return `${m.jsKb.toFixed(1)}${m.jsKb > JS_BUDGET_KB ? " ✗" : ""}`;
}

function table(measurements: Measurement[]) {
  const header = ["Page", "Lang", "HTTP", ...CATEGORIES.map((c) => `${c.label} (≥${c.target})`), `JS KB gz (≤${JS_BUDGET_KB})`, "LCP s", "TBT ms", "CLS"];
  const rows = measurements.map((m) => [
    m.page.path,
    m.language + (m.htmlLang && m.htmlLang !== m.language ? ` (got ${m.htmlLang}!)` : ""),
    m.status === undefined ? "–" : String(m.status),
    ...CATEGORIES.map((c) => formatScore(m, c.id)),
    formatJs(m),
    m.lcpMs === undefined ? "–" : (m.lcpMs / 1000).toFixed(1),
    m.tbtMs === undefined ? "–" : Math.round(m.tbtMs).toString(),
    m.cls === undefined ? "–" : m.cls.toFixed(3),
  ]);
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(" | ")} |`;
  return [line(header), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

interface Culprit {
  id: string;
  score: number;
  weight: number;
  text: string;
  expected: boolean;
}

/** The audits that cost points in a category. */
function culprits(lhr: Result, id: CategoryId, page?: Page): Culprit[] {
  const category = lhr.categories[id];
  if (!category) return [];
  const found: Culprit[] = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (audit.scoreDisplayMode === "notApplicable" || audit.scoreDisplayMode === "manual") continue;
    // Performance is scored from its metrics; its insights are listed when they fail, as hints.
    if (ref.weight === 0 && (id !== "performance" || ref.group !== "insights" || audit.score >= 0.9)) continue;
    const value = audit.displayValue ? ` ${audit.displayValue}` : "";
    const items = audit.details && "items" in audit.details && Array.isArray(audit.details.items) ? audit.details.items.length : 0;
    const count = id !== "performance" && items > 0 ? ` (${items} item${items === 1 ? "" : "s"})` : "";
    const weight = ref.weight ? `, weight ${Number(ref.weight.toFixed(2))}` : "";
    found.push({
      id: ref.id,
      score: audit.score,
      weight: ref.weight,
      text: `${ref.id}${value}${count} [score ${audit.score.toFixed(2)}${weight}]`,
      expected: page ? isExpectedFailure(page, ref.id, audit) : false,
    });
  }
  return found;
}

function missReport(measurements: Measurement[]) {
  const lines: string[] = [];
  for (const m of measurements) {
    const where = `${m.page.path} (${m.language})`;
    if (m.error) lines.push(`- ${where}: ${m.error}`);
    if (m.page.name === "404" ? m.status !== 404 : m.status !== 200) lines.push(`- ${where}: HTTP ${m.status}`);
    if (m.htmlLang && m.htmlLang !== m.language) lines.push(`- ${where}: rendered <html lang="${m.htmlLang}">`);
    if (!m.lhr) continue;
    for (const category of CATEGORIES) {
      if (!isMiss(m, category.id)) continue;
      const found = culprits(m.lhr, category.id, m.page);
      const list = found.map((culprit) => (culprit.expected ? `${culprit.text} (expected here)` : culprit.text));
      lines.push(`- ${where} ${category.label} ${m.scores[category.id] ?? "–"}: ${list.join("; ") || "no single failing audit"}`);
    }
    if (m.jsKb !== null && m.jsKb > JS_BUDGET_KB) {
      const details = m.lhr.audits["network-requests"]?.details;
      const scripts =
        details?.type === "table"
          ? details.items
              .filter((item) => item.resourceType === "Script")
              .map((item) => ({ url: String(item.url), kb: Number(item.transferSize) / 1024 }))
              .sort((a, b) => b.kb - a.kb)
              .slice(0, 5)
              .map((item) => `${new URL(item.url).pathname} ${item.kb.toFixed(1)}`)
          : [];
      lines.push(`- ${where} JS ${m.jsKb.toFixed(1)} KB > ${JS_BUDGET_KB}: largest ${scripts.join(", ")}`);
    }
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const options = parseOptions(process.argv.slice(2));
  mkdirSync(reportDir, { recursive: true });
  if (options.build) await build();
  else if (!existsSync(path.join(root, "build", "server", "index.js"))) throw new Error("No build/ to serve; run without --skip-build.");

  const origin = await startServer(snapshotApp());
  const pages = await resolveArticle(origin, options.pages);
  const port = await startChromium();
  const lighthouseVersion = JSON.parse(readFileSync(path.join(root, "node_modules", "lighthouse", "package.json"), "utf8")) as { version: string };
  const browser = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser: string };
  console.info(`Lighthouse ${lighthouseVersion.version}, ${browser.Browser}, mobile (default throttling), ${options.runs} run(s) per page.`);

  const measurements: Measurement[] = [];
  const total = pages.length * options.languages.length;
  for (const page of pages) {
    for (const language of options.languages) {
      const started = Date.now();
      process.stdout.write(`[${measurements.length + 1}/${total}] ${page.path} (${language})... `);
      const m = await measure(origin, port, page, language, options.runs);
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
  console.info(`\nFull reports: ${path.relative(root, reportDir)}/<lang>-<page>.json (open with https://googlechrome.github.io/lighthouse/viewer/)`);

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
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else console.error("bench:web failed:", error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
