// What the benchmarks (bench:web, bench:compare, bench:server, bench:hydration) do alike: where they write, how
// they refuse bad options, building the app, waiting for a server they started to answer /healthz,
// and running to the end with everything they started stopped.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { namedError } from "~/lib/errors";
import { binEnv, cleanUp, projectRoot } from "./processes";

/** Logs, reports and build snapshots of the benchmarks (ignored by git). */
export const benchDir = path.join(projectRoot, ".bench");

/** A bad command line: the script prints the message and its usage. */
export const UsageError = namedError("UsageError");

/** A bad command line: ours, or `parseArgs`'s (an unknown option, a missing value: ERR_PARSE_ARGS_*). */
export function isUsageError(error: unknown): error is Error {
  if (error instanceof UsageError) return true;
  return error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS_");
}

/** An option's whole number of at least 1, or `fallback` when it was not given. */
export function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  const number = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 1) throw new UsageError(`--${name} must be a positive integer.`);
  return number;
}

/** `react-router build` (with `env` added), its output in .bench/build.log; the milliseconds it took. */
export async function buildApp(env: Record<string, string> = {}): Promise<number> {
  mkdirSync(benchDir, { recursive: true });
  const logFile = path.join(benchDir, "build.log");
  console.info("Building (react-router build)...");
  const started = Date.now();
  const child = spawn("react-router", ["build"], { cwd: projectRoot, env: binEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`react-router build failed (exit ${code}); see ${path.relative(projectRoot, logFile)}`);
  return Date.now() - started;
}

/** Resolves once the server answers /healthz with 200; throws if it exits or takes over 60 s. */
export async function waitUntilHealthy(child: ChildProcess, origin: string, logFile: string, pollMs: number) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited (code ${child.exitCode}); see ${path.relative(projectRoot, logFile)}`);
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`The server did not answer /healthz within 60 s; see ${path.relative(projectRoot, logFile)}`);
}

/**
 * Runs a benchmark's `main` and exits with its code: the usage after a bad command line, and the
 * clean-up steps always, on Ctrl-C too (130), so no server or browser it started outlives it.
 */
export async function runBench(name: string, usage: string, main: () => Promise<number>): Promise<never> {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal} received; stopping what ${name} started.`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (error) {
    if (isUsageError(error)) console.error(`${error.message}\n\n${usage}`);
    else console.error(`${name} failed:`, error instanceof Error ? error.message : error);
  } finally {
    await cleanUp();
  }
  process.exit(exitCode);
}
