// Readers of the runners' reports for `npm test` (scripts/test.mjs): pass/fail counts, and how
// long each test file took. Plain ESM without dependencies, like the script that imports it.
import { readFileSync } from "node:fs";
import path from "node:path";

export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Vitest's JSON report: counts and failures (a file that fails before any test runs, a syntax error
 * or a failing hook, is one failure); each file's time, from set-up to its last hook, comes from
 * `timingsFile` (tests/support/vitest-timings-reporter.ts).
 */
export function readVitest(file, status, root, timingsFile) {
  const report = readJson(file);
  if (!report)
    return { name: "vitest", passed: 0, failed: 1, failures: [`vitest: exited ${status} without a report`], files: [] };
  const result = { name: "vitest", passed: 0, failed: 0, skipped: 0, failures: [], files: [] };
  for (const testFile of report.testResults ?? []) {
    const relative = path.relative(root, testFile.name);
    const assertions = testFile.assertionResults ?? [];
    for (const assertion of assertions) {
      if (assertion.status === "passed") result.passed++;
      else if (assertion.status === "failed") {
        result.failed++;
        result.failures.push(`vitest: ${relative} > ${assertion.fullName}`);
      } else result.skipped++;
    }
    if (testFile.status === "failed" && !assertions.some((assertion) => assertion.status === "failed")) {
      result.failed++;
      result.failures.push(`vitest: ${relative}: ${(testFile.message ?? "failed to run").split("\n")[0]}`);
    }
  }
  for (const entry of readJson(timingsFile) ?? []) {
    result.files.push({ file: `${entry.file} [${entry.project}]`, runner: "vitest", seconds: entry.seconds });
  }
  if (status !== 0 && result.failed === 0) {
    result.failed++;
    result.failures.push(`vitest: exited ${status}`);
  }
  return result;
}

/**
 * Playwright's JSON report: counts, failures, and each file's time per project (the sum of its
 * tests' attempts; the file's tests may have run on two workers at once).
 */
export function readPlaywright(file, status) {
  const report = readJson(file);
  if (!report) {
    return { name: "playwright", passed: 0, failed: 1, failures: [`playwright: exited ${status} without a report`], files: [] };
  }
  const result = { name: "playwright", passed: 0, failed: 0, skipped: 0, flaky: 0, failures: [], files: [] };
  const perFile = new Map();
  const visit = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = `${path.join("tests/e2e", spec.file)} [${test.projectName}]`;
        const ms = (test.results ?? []).reduce((sum, attempt) => sum + (attempt.duration ?? 0), 0);
        perFile.set(key, (perFile.get(key) ?? 0) + ms);
        if (test.status === "expected") result.passed++;
        else if (test.status === "flaky") {
          result.passed++;
          result.flaky++;
        } else if (test.status === "skipped") result.skipped++;
        else {
          result.failed++;
          result.failures.push(`playwright [${test.projectName}] ${spec.file} > ${[...here, spec.title].join(" > ")}`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  // Errors outside any test: a web server that did not start, a config that did not load.
  for (const error of report.errors ?? []) {
    result.failed++;
    result.failures.push(`playwright: ${(error.message ?? "error outside the tests").split("\n")[0]}`);
  }
  if (status !== 0 && result.failed === 0) {
    result.failed++;
    result.failures.push(`playwright: exited ${status}`);
  }
  for (const [key, ms] of perFile) if (ms > 0) result.files.push({ file: key, runner: "playwright", seconds: ms / 1000 });
  return result;
}

/** ESLint's JSON report: one test; what it found is printed, and named under "Failed:". */
export function readEslint(file, status, seconds, root) {
  const report = readJson(file);
  if (!report) return { name: "lint", passed: 0, failed: 1, failures: [`lint: eslint exited ${status} without a report`] };
  const failures = [];
  const dirty = report.filter((entry) => entry.errorCount + entry.warningCount > 0);
  for (const entry of dirty) {
    const relative = path.relative(root, entry.filePath);
    for (const message of entry.messages) {
      console.info(`  ${relative}:${message.line ?? 0}:${message.column ?? 0}  ${message.message}  ${message.ruleId ?? ""}`);
    }
    const rules = [...new Set(entry.messages.map((message) => message.ruleId ?? "parse error"))];
    failures.push(`lint: ${relative} (${rules.join(", ")})`);
  }
  console.info(`${report.length} files linted in ${seconds} s, ${dirty.length} with problems.`);
  const ok = status === 0 && dirty.length === 0;
  if (!ok && dirty.length === 0) failures.push(`lint: eslint exited ${status}`);
  return { name: "lint", passed: ok ? 1 : 0, failed: ok ? 0 : 1, failures };
}

/** Prettier lists the files it would change; one failure names them (`npm run format` fixes them). */
export function readPrettier(spawned) {
  const files = (spawned.stdout ?? "").split("\n").filter(Boolean);
  if (spawned.stderr) process.stderr.write(spawned.stderr);
  if (spawned.status === 0) {
    console.info("Every file is formatted.");
    return { name: "format", passed: 1, failed: 0, failures: [] };
  }
  for (const file of files) console.info(`  ${file}`);
  const shown = files.slice(0, 20).join(", ");
  const failure =
    files.length > 0
      ? `format: ${files.length} files differ from Prettier (npm run format): ${shown}${files.length > 20 ? ", ..." : ""}`
      : `format: prettier exited ${spawned.status ?? spawned.error?.message}`;
  return { name: "format", passed: 0, failed: 1, failures: [failure] };
}
