// `npm test`: everything from a fresh clone in one command. Installs what is missing (npm
// packages; Debian chromium, Thai fonts, PostgreSQL 15 server binaries and nginx), then runs the type
// check, ESLint, the Prettier check, Vitest (unit + integration on PGlite and PostgreSQL) and Playwright
// (e2e), and ends with one plain line `N passed, N failed` summing them all (the type check, lint and
// format check count as one test each; what they found is named under "Failed:").
// Plain ESM without dependencies: it may start under the system Node 20 before anything is installed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = path.join(root, "node_modules", ".bin");
// node_modules/.bin first, so every child (and every `#!/usr/bin/env node`) runs on the
// project's Node 22 from the `node` package rather than the system Node.
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
const reportsDir = path.join(root, "test-results");
const vitestReport = path.join(reportsDir, "vitest.json");
const playwrightReport = path.join(reportsDir, "playwright.json");
const eslintReport = path.join(reportsDir, "eslint.json");
const isRoot = process.getuid?.() === 0;
const started = Date.now();

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
  if (run("npm", ["ci", "--no-audit", "--no-fund"]) !== 0) {
    console.error("npm ci failed; nothing can be tested.");
    console.info("\n0 passed, 1 failed");
    process.exit(1);
  }
}

// --- 2. System packages: the browser, Thai fonts, PostgreSQL 15, nginx, poppler ------------------
function hasThaiFonts() {
  const dirs = ["/usr/share/fonts/truetype/tlwg", "/usr/share/fonts/opentype/tlwg"];
  return dirs.some((dir) => existsSync(dir) && readdirSync(dir).length > 0);
}
const systemPackages = [
  { name: "chromium", present: () => existsSync("/usr/bin/chromium") },
  { name: "fonts-thai-tlwg", present: hasThaiFonts },
  { name: "postgresql-15", present: () => existsSync("/usr/lib/postgresql/15/bin/initdb") },
  // The TLS proxy of the production-shape browser tests (tests/support/production/).
  { name: "nginx-light", present: () => existsSync("/usr/sbin/nginx") },
  // pdftotext and pdftoppm: the receipt and tax-invoice tests read and rasterise the PDFs.
  { name: "poppler-utils", present: () => existsSync("/usr/bin/pdftoppm") },
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
    const ok =
      run("apt-get", ["update"], { env: aptEnv }) === 0 &&
      run("apt-get", ["install", "-y", "--no-install-recommends", ...missing], { env: aptEnv }) === 0;
    if (!ok) console.error("apt-get could not install everything; the tests that need it will fail.");
  }
}

// --- 3. The runners --------------------------------------------------------------------------
mkdirSync(reportsDir, { recursive: true });
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });
rmSync(eslintReport, { force: true });

/** One line per runner for the summary, and the names of whatever failed. */
const results = [];
const failures = [];

heading("Type check (react-router typegen && tsc --noEmit)");
const typecheckOk = run("react-router", ["typegen"]) === 0 && run("tsc", ["--noEmit"]) === 0;
results.push({ name: "type check", passed: typecheckOk ? 1 : 0, failed: typecheckOk ? 0 : 1 });
if (!typecheckOk) failures.push("type check: react-router typegen && tsc --noEmit");

heading("Lint (eslint .)");
const lintStarted = Date.now();
const lintStatus = run("eslint", [".", "--format", "json", "--output-file", eslintReport]);
results.push(countEslint(lintStatus, Math.round((Date.now() - lintStarted) / 1000)));

heading("Format check (prettier --list-different .)");
const prettier = spawnSync("prettier", ["--list-different", "."], { cwd: root, env, encoding: "utf8" });
results.push(countPrettier(prettier));

heading("Vitest: unit and integration tests (PGlite and PostgreSQL)");
const vitestStatus = run("vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]);
results.push(countVitest(vitestStatus));

heading("Playwright: end-to-end tests (desktop and phone)");
const playwrightStatus = run("playwright", ["test"], {
  env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
});
results.push(countPlaywright(playwrightStatus));

// --- 4. Summary ------------------------------------------------------------------------------
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
heading(`Summary (${Math.round((Date.now() - started) / 1000)} s)`);
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

// --- Report readers --------------------------------------------------------------------------
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function countVitest(status) {
  const report = readJson(vitestReport);
  if (!report) {
    failures.push(`vitest: exited ${status} without a report`);
    return { name: "vitest", passed: 0, failed: 1 };
  }
  let passedTests = 0;
  let failedTests = 0;
  let skipped = 0;
  for (const file of report.testResults ?? []) {
    const relative = path.relative(root, file.name);
    const assertions = file.assertionResults ?? [];
    for (const assertion of assertions) {
      if (assertion.status === "passed") passedTests++;
      else if (assertion.status === "failed") {
        failedTests++;
        failures.push(`vitest: ${relative} > ${assertion.fullName}`);
      } else skipped++;
    }
    // A file that fails before any test runs (a syntax error, a failing hook) is one failure.
    if (file.status === "failed" && !assertions.some((assertion) => assertion.status === "failed")) {
      failedTests++;
      failures.push(`vitest: ${relative}: ${(file.message ?? "failed to run").split("\n")[0]}`);
    }
  }
  if (status !== 0 && failedTests === 0) {
    failedTests++;
    failures.push(`vitest: exited ${status}`);
  }
  return { name: "vitest", passed: passedTests, failed: failedTests, skipped };
}

function countEslint(status, seconds) {
  const report = readJson(eslintReport);
  if (!report) {
    failures.push(`lint: eslint exited ${status} without a report`);
    return { name: "lint", passed: 0, failed: 1 };
  }
  const dirty = report.filter((file) => file.errorCount + file.warningCount > 0);
  for (const file of dirty) {
    const relative = path.relative(root, file.filePath);
    for (const message of file.messages) {
      console.info(`  ${relative}:${message.line ?? 0}:${message.column ?? 0}  ${message.message}  ${message.ruleId ?? ""}`);
    }
    const rules = [...new Set(file.messages.map((message) => message.ruleId ?? "parse error"))];
    failures.push(`lint: ${relative} (${rules.join(", ")})`);
  }
  console.info(`${report.length} files linted in ${seconds} s, ${dirty.length} with problems.`);
  const ok = status === 0 && dirty.length === 0;
  if (!ok && dirty.length === 0) failures.push(`lint: eslint exited ${status}`);
  return { name: "lint", passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
}

/** Prettier lists the files it would change; one failure names them (`npm run format` fixes them). */
function countPrettier(result) {
  const files = (result.stdout ?? "").split("\n").filter(Boolean);
  if (result.stderr) process.stderr.write(result.stderr);
  if (result.status === 0) {
    console.info("Every file is formatted.");
    return { name: "format", passed: 1, failed: 0 };
  }
  for (const file of files) console.info(`  ${file}`);
  const shown = files.slice(0, 20).join(", ");
  failures.push(
    files.length > 0
      ? `format: ${files.length} files differ from Prettier (npm run format): ${shown}${files.length > 20 ? ", ..." : ""}`
      : `format: prettier exited ${result.status ?? result.error?.message}`,
  );
  return { name: "format", passed: 0, failed: 1 };
}

function countPlaywright(status) {
  const report = readJson(playwrightReport);
  if (!report) {
    failures.push(`playwright: exited ${status} without a report`);
    return { name: "playwright", passed: 0, failed: 1 };
  }
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  const visit = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "expected") counts.passed++;
        else if (test.status === "flaky") {
          counts.passed++;
          counts.flaky++;
        } else if (test.status === "skipped") counts.skipped++;
        else {
          counts.failed++;
          failures.push(`playwright [${test.projectName}] ${spec.file} > ${[...here, spec.title].join(" > ")}`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  // Errors outside any test: a web server that did not start, a config that did not load.
  for (const error of report.errors ?? []) {
    counts.failed++;
    failures.push(`playwright: ${(error.message ?? "error outside the tests").split("\n")[0]}`);
  }
  if (status !== 0 && counts.failed === 0) {
    counts.failed++;
    failures.push(`playwright: exited ${status}`);
  }
  return { name: "playwright", ...counts };
}
