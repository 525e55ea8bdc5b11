// Two builds side by side (`npm run bench:compare`): the baseline kept earlier and the working
// tree's build, each served on its own port with its own throwaway database, measured with
// Lighthouse (mobile) in alternation, page by page, the order swapped every round. On shared cores
// one run of blocking time can swing from 0 to 250 ms for the same build, and the machine drifts
// by the minute; alternating spreads that drift over both builds, and the means over the rounds
// are what can be compared (docs/performance.md, "Reading the figures").
//
//   npm run bench:compare -- --save-baseline      # before a change: keep this build as the baseline
//   npm run bench:compare -- --pages home,terms   # after it: build, then compare with the baseline
//   npm run bench:compare -- --without-scripts    # the build against its own documents without scripts
//
// It reports figures; it exits 0 whatever they are, and 1 only when it could not measure.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchDir, buildApp, positiveInteger, runBench, UsageError } from "./lib/run";
import { resolveArticle, resolveOrder, snapshotApp, startChromium, startServer } from "./lib/serve";
import { type Language, PAGE_OPTIONS, type Page, PAGES, selectPagesAndLanguages } from "./lib/web-pages";
import { type Build, type CompareSample, compareTable } from "./lib/compare-report";
import { measure } from "./lib/lighthouse-measure";
import { projectRoot as root } from "./lib/processes";
import { startScriptFreeProxy } from "./lib/script-free-proxy";

const baselineDir = path.join(benchDir, "baseline");
const reportDir = path.join(benchDir, "compare");
const DEFAULT_PAGES = ["home", "services", "terms", "checkout"];

const USAGE = `Usage: npm run bench:compare -- [options]
  --save-baseline  build the working tree and keep that build as the baseline (${path.relative(root, baselineDir)}), then stop
  --without-scripts  no baseline: "before" is the working tree's build with every script taken out of its
                   documents (what the page costs with no JavaScript at all), "after" the build as it is
  --pages <list>   comma-separated page names or paths (default: ${DEFAULT_PAGES.join(",")})
                   names: ${PAGES.map((page) => page.name).join(", ")}
  --lang <list>    en, th or en,th (default: en,th)
  --rounds <n>     Lighthouse runs of each build per page and language, alternated (default: 4)
  --skip-build     compare the existing build/ instead of building the working tree first
  --help`;

interface Options {
  saveBaseline: boolean;
  withoutScripts: boolean;
  pages: Page[];
  languages: Language[];
  rounds: number;
  build: boolean;
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...PAGE_OPTIONS,
      "save-baseline": { type: "boolean" },
      "without-scripts": { type: "boolean" },
      rounds: { type: "string" },
    },
  });
  if (values.help) {
    console.info(USAGE);
    process.exit(0);
  }
  if (values["save-baseline"] && values["without-scripts"])
    throw new UsageError("--save-baseline and --without-scripts do not go together.");
  return {
    saveBaseline: values["save-baseline"] === true,
    withoutScripts: values["without-scripts"] === true,
    ...selectPagesAndLanguages(values, DEFAULT_PAGES),
    rounds: positiveInteger(values.rounds, 4, "rounds"),
    build: !values["skip-build"],
  };
}

async function buildWorkingTree() {
  const ms = await buildApp();
  console.info(`Built the working tree in ${(ms / 1000).toFixed(1)} s.`);
}

/** Keeps build/ and server/ (the production entry) as the baseline, replacing any earlier one. */
function saveBaseline() {
  rmSync(baselineDir, { recursive: true, force: true });
  mkdirSync(baselineDir, { recursive: true });
  for (const entry of ["build", "server"]) cpSync(path.join(root, entry), path.join(baselineDir, entry), { recursive: true });
  console.info(`Baseline kept in ${path.relative(root, baselineDir)}. Make the change, then run npm run bench:compare.`);
}

/** Serves one build; its pages, with the article and a fresh order of its own database. */
async function serve(build: Build, from: string, pages: Page[]) {
  const origin = await startServer(snapshotApp(from), `compare-${build}.log`);
  return { build, origin, pages: await resolveOrder(origin, await resolveArticle(origin, pages)) };
}

/** The working tree's build, once: "before" through the script-free proxy, "after" as it is. */
async function serveWithAndWithoutScripts(pages: Page[]) {
  const after = await serve("after", root, pages);
  return [{ ...after, build: "before" as const, origin: await startScriptFreeProxy(after.origin) }, after];
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const needsBaseline = !options.saveBaseline && !options.withoutScripts;
  if (needsBaseline && !existsSync(path.join(baselineDir, "build", "server", "index.js")))
    throw new UsageError("No baseline yet: run npm run bench:compare -- --save-baseline on the code to compare against.");
  if (options.build) await buildWorkingTree();
  else if (!existsSync(path.join(root, "build", "server", "index.js")))
    throw new Error("No build/ to serve; run without --skip-build.");
  if (options.saveBaseline) {
    saveBaseline();
    return 0;
  }

  const builds = options.withoutScripts
    ? await serveWithAndWithoutScripts(options.pages)
    : [await serve("before", baselineDir, options.pages), await serve("after", root, options.pages)];
  const port = await startChromium();
  for (const build of ["before", "after"] as const) mkdirSync(path.join(reportDir, build), { recursive: true });

  const samples: CompareSample[] = [];
  let failures = 0;
  const total = options.rounds * options.pages.length * options.languages.length * 2;
  for (let round = 0; round < options.rounds; round++) {
    for (const wanted of options.pages) {
      for (const language of options.languages) {
        // Swapped every round, so that neither build always runs first (a warmer cache, a quieter minute).
        for (const served of round % 2 === 0 ? builds : [...builds].reverse()) {
          // A page a build could not resolve (no article, no order taken) is left out of that build.
          const page = served.pages.find((candidate) => candidate.name === wanted.name);
          if (!page) continue;
          process.stdout.write(`[${samples.length + failures + 1}/${total}] ${served.build} ${page.path} (${language})... `);
          const m = await measure(served.origin, port, page, language, {
            runs: 1,
            reportDir: path.join(reportDir, served.build),
          });
          if (m.error || m.tbtMs === undefined || m.lcpMs === undefined || m.scores.performance === null) {
            failures++;
            console.info(`error: ${m.error ?? "no figures"}`);
            continue;
          }
          const row = `${page.name} (${language})`;
          samples.push({ row, build: served.build, tbtMs: m.tbtMs, lcpMs: m.lcpMs, performance: m.scores.performance });
          console.info(`TBT ${Math.round(m.tbtMs)} ms, LCP ${Math.round(m.lcpMs)} ms, Performance ${m.scores.performance}`);
        }
      }
    }
  }

  const date = new Date().toISOString();
  const before = options.withoutScripts ? "build/ without scripts" : path.relative(root, baselineDir);
  console.info(`\nBefore (${before}) and after (build/), ${options.rounds} round(s), ${date}:\n`);
  console.info(compareTable(samples));
  writeFileSync(path.join(benchDir, "compare.json"), `${JSON.stringify({ date, rounds: options.rounds, samples }, null, 2)}\n`);
  return failures > 0 ? 1 : 0;
}

await runBench("bench:compare", USAGE, main);
