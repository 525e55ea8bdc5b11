// Web performance budget (`npm run bench:web`): builds the app, serves the production build on a free
// port with a throwaway database, runs Lighthouse (mobile) on every public page in English and Thai,
// and prints the scores against the targets. It reports figures; it is not a test, so it exits 0
// whatever the scores are, and 1 only when the script itself could not measure something.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchDir, buildApp, positiveInteger, runBench } from "./lib/run";
import { resolveArticle, resolveOrder, snapshotApp, startChromium, startServer } from "./lib/serve";
import {
  CATEGORIES,
  JS_BUDGET_KB,
  type Language,
  PAGE_OPTIONS,
  PAGES,
  type Page,
  selectPagesAndLanguages,
} from "./lib/web-pages";
import { type Measurement, measure } from "./lib/lighthouse-measure";
import { machineSpeed, missReport, table } from "./lib/lighthouse-report";
import { projectRoot as root } from "./lib/processes";

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
    options: { ...PAGE_OPTIONS, runs: { type: "string" } },
  });
  if (values.help) {
    console.info(USAGE);
    process.exit(0);
  }
  const { pages, languages } = selectPagesAndLanguages(values);
  const runs = positiveInteger(values.runs, 1, "runs");
  return { pages, languages, runs, build: !values["skip-build"] };
}

async function build() {
  const ms = await buildApp();
  console.info(`Built in ${(ms / 1000).toFixed(1)} s.`);
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
  console.info(`\n${machineSpeed(measurements)}`);
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
        machineSpeed: machineSpeed(measurements),
      },
      null,
      2,
    )}\n`,
  );
  // Unmeasured pages are a failure of the script, not a budget miss.
  return measurements.some((m) => m.error || !m.lhr) ? 1 : 0;
}

await runBench("bench:web", USAGE, main);
