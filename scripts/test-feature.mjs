// `npm run test:feature -- <name>`: one feature's tests, unit and browser. Every Vitest file and
// every desktop browser test whose path contains <name> (for example `checkout`, `contact`,
// `article`, `users`), so a feature folder, its routes and its e2e file run together.
//   npm run test:feature -- checkout
//   npm run test:feature -- checkout --no-browser     Vitest only
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = path.join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
const [name, ...flags] = process.argv.slice(2);

if (!name || name.startsWith("-") || !/^[\w./-]+$/.test(name)) {
  console.error("Usage: npm run test:feature -- <name> [--no-browser]   (e.g. checkout, contact, article)");
  process.exit(2);
}

function run(command, args) {
  console.info(`\n=== ${command} ${args.join(" ")} ===\n`);
  return spawnSync(command, args, { cwd: root, env, stdio: "inherit" }).status ?? 1;
}

const vitest = run("vitest", ["run", "--passWithNoTests", name]);
const playwright = flags.includes("--no-browser")
  ? 0
  : run("playwright", ["test", "--project", "desktop", "--pass-with-no-tests", name]);
process.exit(vitest === 0 && playwright === 0 ? 0 : 1);
