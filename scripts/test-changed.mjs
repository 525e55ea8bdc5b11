// `npm run test:changed`: the quick loop while working. Runs the Vitest tests related to the files
// changed since the last commit (`vitest related`: the tests that import them, directly or not),
// then the type check, and ESLint and Prettier on the changed files only. No browser tests: run
// `npm run test:e2e -- --project desktop` or `npm run test:feature -- <name>` for those.
//   npm run test:changed              changes in the work tree (staged, unstaged, untracked)
//   npm run test:changed -- main      everything that differs from the branch `main`
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = path.join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
const base = process.argv[2] ?? "HEAD";

function git(args) {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  if (result.status !== 0) {
    console.error(`git ${args.join(" ")} failed: ${result.stderr.trim()}`);
    process.exit(2);
  }
  return result.stdout.split("\n").filter(Boolean);
}

const changed = [
  ...new Set([...git(["diff", "--name-only", base]), ...git(["ls-files", "--others", "--exclude-standard"])]),
].filter((file) => existsSync(path.join(root, file)));
const code = changed.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file));

if (changed.length === 0) {
  console.info(`Nothing changed since ${base}.`);
  process.exit(0);
}
console.info(`${changed.length} changed files since ${base}.`);

function run(title, command, args) {
  console.info(`\n=== ${title} ===\n`);
  const started = Date.now();
  const status = spawnSync(command, args, { cwd: root, env, stdio: "inherit" }).status ?? 1;
  return { title, ok: status === 0, seconds: (Date.now() - started) / 1000 };
}

const steps = [];
if (code.length > 0)
  steps.push(run("Vitest: tests related to the changes", "vitest", ["related", "--run", "--passWithNoTests", ...code]));
steps.push(run("Type check", "npm", ["run", "--silent", "typecheck"]));
if (code.length > 0) steps.push(run("ESLint on the changed files", "eslint", ["--no-warn-ignored", ...code]));
steps.push(run("Prettier on the changed files", "prettier", ["--check", "--ignore-unknown", ...changed]));

console.info("");
for (const step of steps) console.info(`  ${step.ok ? "ok    " : "FAILED"} ${step.title} (${step.seconds.toFixed(1)} s)`);
process.exit(steps.every((step) => step.ok) ? 0 : 1);
