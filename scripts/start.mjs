// `npm start` on any machine: installs dependencies if missing, builds if the build is missing or
// older than the sources, then serves the product. Plain ESM with no dependencies, because it may
// run before anything is installed (and under an older system Node).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = path.join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const lockfile = path.join(root, "package-lock.json");
const installed = path.join(root, "node_modules", ".package-lock.json");
if (!existsSync(installed) || newestMtime(lockfile) > newestMtime(installed)) {
  console.info("Installing dependencies (npm ci)...");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

const serverBundle = path.join(root, "build", "server", "index.js");
const sources = ["app", "server", "public", "db", "vite.config.ts", "react-router.config.ts", "package-lock.json"];
const sourcesChanged = Math.max(...sources.map((entry) => newestMtime(path.join(root, entry))));
if (!existsSync(serverBundle) || sourcesChanged > newestMtime(serverBundle)) {
  console.info("Building...");
  run("react-router", ["build"]);
}

// Node 22 from node_modules (the `node` package), whatever Node started this script.
run("node", ["server/main.mjs"]);
