// `npm run bench:observatory`: the MDN HTTP Observatory's score for the main pages of the
// production shape (tests/support/production/: nginx terminating TLS with a certificate from a
// test CA, two instances, PostgreSQL). The Observatory's npm package is installed on first use
// into .cache/observatory (it brings a server and database drivers the site does not need, so it
// is not one of the project's dependencies). Prints each page's score and grade and every check
// that moved it; the target is 120 or more. Figures, not a test.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { PRODUCTION_HOST } from "../tests/support/production/production-env";
import { binEnv, cleanUp, projectRoot } from "./lib/processes";
import { startProductionSite } from "./lib/production-site";

const run = promisify(execFile);
const OBSERVATORY = "@mdn/mdn-http-observatory@1.4.8";
const cacheDir = path.join(projectRoot, ".cache", "observatory");
const packageDir = path.join(cacheDir, "node_modules", "@mdn", "mdn-http-observatory");

const { values } = parseArgs({ args: process.argv.slice(2), options: { "skip-build": { type: "boolean" } } });
const PAGES = ["/", "/articles", "/contact", "/login"];

interface ScanResult {
  path: string;
  score: number;
  grade: string;
  passed: number;
  of: number;
  status: number;
  tests: { name: string; result: string; pass: boolean; modifier: number }[];
}

try {
  if (!existsSync(packageDir)) {
    console.info(`Installing ${OBSERVATORY} into .cache/observatory (once)…`);
    await run("npm", ["install", "--prefix", cacheDir, "--ignore-scripts", "--no-audit", "--no-fund", OBSERVATORY], {
      env: binEnv(),
    });
  }
  // Its install script downloads Chromium's HSTS preload list, which cannot be reached from here
  // (scripts are off); the test host is on no such list, so an empty one changes nothing.
  const preloadList = path.join(packageDir, "conf", "hsts-preload.json");
  if (!existsSync(preloadList)) await writeFile(preloadList, "{}\n");
  const { caFile } = await startProductionSite({ build: !values["skip-build"] });
  console.info(
    `MDN HTTP Observatory on https://${PRODUCTION_HOST}:${process.env.E2E_PRODUCTION_PORT} (nginx, TLS, two instances)\n`,
  );
  for (const page of PAGES) {
    const { stdout } = await run(
      process.execPath,
      [
        path.join(projectRoot, "bench/lib/observatory-scan.mjs"),
        packageDir,
        PRODUCTION_HOST,
        String(process.env.E2E_PRODUCTION_PORT),
        page,
      ],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile } },
    );
    const result = JSON.parse(stdout) as ScanResult;
    const moved = result.tests
      .filter((test) => test.modifier !== 0)
      .map((test) => `${test.result} (${test.modifier > 0 ? "+" : ""}${test.modifier})`);
    console.info(
      `${page.padEnd(10)} ${String(result.score).padStart(4)}  ${result.grade.padEnd(3)} ${result.passed}/${result.of} checks passed, HTTP ${result.status}`,
    );
    console.info(`           ${moved.join(", ") || "no check moved the score"}`);
    console.info(`           ${result.tests.map((test) => test.result).join(", ")}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
