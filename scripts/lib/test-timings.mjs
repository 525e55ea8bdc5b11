// The timing table at the end of `npm test`: each step's wall time and the slowest test files,
// beside the previous run's figures from `.test-timings.json`, which this then overwrites.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const SLOWEST = 15;

function seconds(value) {
  return `${value.toFixed(1)} s`;
}

function change(now, before) {
  if (before === undefined) return "";
  const delta = now - before;
  return `${delta >= 0 ? "+" : "-"}${Math.abs(delta).toFixed(1)} s`;
}

function readPrevious(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Prints the table and writes `file`. `steps` are `{ name, seconds }` in the order they ran;
 * `files` are `{ file, runner, seconds }` from every runner's report.
 */
export function reportTimings(file, { total, steps, files }) {
  const previous = readPrevious(file);
  const previousStep = new Map((previous?.steps ?? []).map((step) => [step.name, step.seconds]));
  const previousFile = new Map((previous?.slowestFiles ?? []).map((entry) => [entry.file, entry.seconds]));
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
  const width = Math.max(24, ...slowest.map((entry) => entry.file.length));

  console.info(`Wall time per step${previous ? ` (change since ${previous.finishedAt})` : ""}:`);
  for (const step of steps) {
    console.info(
      `  ${step.name.padEnd(width)} ${seconds(step.seconds).padStart(9)}  ${change(step.seconds, previousStep.get(step.name))}`,
    );
  }
  console.info(`  ${"total".padEnd(width)} ${seconds(total).padStart(9)}  ${change(total, previous?.totalSeconds)}`);
  console.info(`\nThe ${slowest.length} slowest test files (Playwright: the sum of the file's tests, per project):`);
  for (const entry of slowest) {
    console.info(
      `  ${entry.file.padEnd(width)} ${seconds(entry.seconds).padStart(9)}  ${change(entry.seconds, previousFile.get(entry.file))}`,
    );
  }
  const round = (value) => Math.round(value * 10) / 10;
  const record = {
    finishedAt: new Date().toISOString(),
    totalSeconds: round(total),
    steps: steps.map((step) => ({ name: step.name, seconds: round(step.seconds) })),
    slowestFiles: slowest.map((entry) => ({ ...entry, seconds: round(entry.seconds) })),
    files: [...files].sort((a, b) => a.file.localeCompare(b.file)).map((entry) => ({ ...entry, seconds: round(entry.seconds) })),
  };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.info(`\nWritten to ${file.split("/").pop()}; the next run prints its changes against it.`);
}
