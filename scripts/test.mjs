// `npm test`: everything from a fresh clone in one command. Installs what is missing (npm
// packages; Debian chromium and its headless shell, Thai fonts, PostgreSQL 15 server binaries, nginx,
// poppler, systemd-analyze), then runs the type check, ESLint, the Prettier check, Vitest (unit + integration on PGlite
// and PostgreSQL) and Playwright (e2e). It ends with the timing table (scripts/lib/test-timings.mjs)
// and one plain line `N passed, N failed` summing them all (the type check, lint and format check
// count as one test each; what they found is named under "Failed:").
// Plain ESM without dependencies: it may start under the system Node 20 before anything is installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readEslint, readPlaywright, readPrettier, readVitest } from "./lib/test-reports.mjs";
import { reportTimings } from "./lib/test-timings.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = path.join(root, "node_modules", ".bin");
// node_modules/.bin first, so every child (and every `#!/usr/bin/env node`) runs on the
// project's Node 22 from the `node` package rather than the system Node.
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
const reportsDir = path.join(root, "test-results");
const vitestReport = path.join(reportsDir, "vitest.json");
const vitestTimings = path.join(reportsDir, "vitest-timings.json");
const playwrightReport = path.join(reportsDir, "playwright.json");
const eslintReport = path.join(reportsDir, "eslint.json");
const timingsFile = path.join(root, ".test-timings.json");
const isRoot = process.getuid?.() === 0;
const started = Date.now();
/** Wall time of each step, for the table at the end. */
const steps = [];

/** Runs `work` and records its wall time under `name`; returns what `work` returns. */
function timed(name, work) {
  const stepStarted = Date.now();
  try {
    return work();
  } finally {
    steps.push({ name, seconds: (Date.now() - stepStarted) / 1000 });
  }
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit", ...options });
  if (result.error) console.error(`Could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

function heading(text) {
  console.info(`\n=== ${text} ===\n`);
}

// --- 1. npm packages -------------------------------------------------------------------------
function newestMtime(target) {
  return existsSync(target) ? statSync(target).mtimeMs : 0;
}
const installedLock = path.join(root, "node_modules", ".package-lock.json");
if (!existsSync(installedLock) || newestMtime(path.join(root, "package-lock.json")) > newestMtime(installedLock)) {
  heading("Installing npm packages (npm ci)");
  if (timed("install: npm ci", () => run("npm", ["ci", "--no-audit", "--no-fund"])) !== 0) {
    console.error("npm ci failed; nothing can be tested.");
    console.info("\n0 passed, 1 failed");
    process.exit(1);
  }
}

// --- 2. System packages: the browser, Thai fonts, PostgreSQL 15, nginx, poppler, systemd ---------
function hasThaiFonts() {
  const dirs = ["/usr/share/fonts/truetype/tlwg", "/usr/share/fonts/opentype/tlwg"];
  return dirs.some((dir) => existsSync(dir) && readdirSync(dir).length > 0);
}
const systemPackages = [
  { name: "chromium", present: () => existsSync("/usr/bin/chromium") },
  // What the browser tests run on (tests/support/chromium.ts); the benchmarks use the full browser.
  { name: "chromium-headless-shell", present: () => existsSync("/usr/bin/chromium-headless-shell") },
  { name: "fonts-thai-tlwg", present: hasThaiFonts },
  { name: "postgresql-15", present: () => existsSync("/usr/lib/postgresql/15/bin/initdb") },
  // The TLS proxy of the production-shape browser tests (tests/support/production/).
  { name: "nginx-light", present: () => existsSync("/usr/sbin/nginx") },
  // pdftotext and pdftoppm: the receipt and tax-invoice tests read and rasterise the PDFs.
  { name: "poppler-utils", present: () => existsSync("/usr/bin/pdftoppm") },
  // systemd-analyze verify checks the service unit in deploy/ (deploy/deploy.test.ts).
  { name: "systemd", present: () => existsSync("/usr/bin/systemd-analyze") },
];
const missing = systemPackages.filter((pkg) => !pkg.present()).map((pkg) => pkg.name);
if (missing.length > 0) {
  heading(`Installing system packages: ${missing.join(", ")}`);
  if (!isRoot) {
    console.error(
      `Missing ${missing.join(", ")}; run as root, or install them yourself:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}`,
    );
  } else {
    const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
    const ok = timed(
      "install: apt-get",
      () =>
        run("apt-get", ["update"], { env: aptEnv }) === 0 &&
        run("apt-get", ["install", "-y", "--no-install-recommends", ...missing], { env: aptEnv }) === 0,
    );
    if (!ok) console.error("apt-get could not install everything; the tests that need it will fail.");
  }
}

// --- 3. The runners --------------------------------------------------------------------------
mkdirSync(reportsDir, { recursive: true });
rmSync(vitestReport, { force: true });
rmSync(vitestTimings, { force: true });
rmSync(playwrightReport, { force: true });
rmSync(eslintReport, { force: true });

/** One entry per runner for the summary: counts, the names of whatever failed, file timings. */
const results = [];

// The three static checks are single-threaded: run side by side, they take about as long as the
// slowest instead of their sum. Each one's output is printed whole when it ends, under its heading.
/** Runs a command without waiting; resolves to its exit status and what it wrote. */
function runCaptured(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", (error) => resolve({ status: 1, stdout, stderr: `Could not run ${command}: ${error.message}\n` }));
    child.on("close", (status) => resolve({ status: status ?? 1, stdout, stderr }));
  });
}

/** Runs the commands one after the other, stopping at the first failure, and records the step's time. */
async function timedSteps(name, commands) {
  const stepStarted = Date.now();
  const result = { status: 0, stdout: "", stderr: "" };
  for (const [command, args] of commands) {
    const { status, stdout, stderr } = await runCaptured(command, args);
    Object.assign(result, { status, stdout: result.stdout + stdout, stderr: result.stderr + stderr });
    if (status !== 0) break;
  }
  const seconds = (Date.now() - stepStarted) / 1000;
  steps.push({ name, seconds });
  return { ...result, seconds };
}

const [typecheck, lint, prettier] = await Promise.all([
  timedSteps("type check", [
    ["react-router", ["typegen"]],
    ["tsc", ["--noEmit"]],
  ]),
  timedSteps("lint", [["eslint", [".", "--format", "json", "--output-file", eslintReport]]]),
  timedSteps("format check", [["prettier", ["--list-different", "."]]]),
]);

heading("Type check (react-router typegen && tsc --noEmit)");
process.stdout.write(typecheck.stdout + typecheck.stderr);
results.push({
  name: "type check",
  passed: typecheck.status === 0 ? 1 : 0,
  failed: typecheck.status === 0 ? 0 : 1,
  failures: typecheck.status === 0 ? [] : ["type check: react-router typegen && tsc --noEmit"],
});

heading("Lint (eslint .)");
process.stdout.write(lint.stdout + lint.stderr);
results.push(readEslint(eslintReport, lint.status, Math.round(lint.seconds), root));

heading("Format check (prettier --list-different .)");
results.push(readPrettier(prettier));

heading("Vitest: unit and integration tests (PGlite and PostgreSQL)");
const vitestStatus = timed("vitest", () =>
  run(
    "vitest",
    [
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${vitestReport}`,
      "--reporter=./tests/support/vitest-timings-reporter.ts",
    ],
    { env: { ...env, VITEST_TIMINGS_FILE: vitestTimings } },
  ),
);
results.push(readVitest(vitestReport, vitestStatus, root, vitestTimings));

heading("Playwright: end-to-end tests (desktop, phone, production shape)");
const playwrightStatus = timed("playwright", () =>
  run("playwright", ["test"], { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport } }),
);
results.push(readPlaywright(playwrightReport, playwrightStatus));

// --- 4. Timings and summary --------------------------------------------------------------------
const totalSeconds = (Date.now() - started) / 1000;
heading("Timings");
reportTimings(timingsFile, { total: totalSeconds, steps, files: results.flatMap((result) => result.files ?? []) });

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
const failures = results.flatMap((result) => result.failures);
heading(`Summary (${Math.round(totalSeconds)} s)`);
for (const result of results) {
  const extra = [
    result.skipped ? `${result.skipped} skipped` : "",
    result.flaky ? `${result.flaky} flaky (passed on retry)` : "",
  ].filter(Boolean);
  console.info(
    `  ${result.name.padEnd(12)} ${result.passed} passed, ${result.failed} failed${extra.length ? ` (${extra.join(", ")})` : ""}`,
  );
}
if (failures.length > 0) {
  console.info("\nFailed:");
  for (const failure of failures) console.info(`  - ${failure}`);
}
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
