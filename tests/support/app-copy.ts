// A private copy of the project for a test server to run: build/ and server/ copied (server/main.mjs
// finds the build relative to its own real path), everything else linked. A `npm run build`
// elsewhere in the checkout during the run then cannot swap the hashed assets under a browser.
import { cp, mkdir, readdir, symlink } from "node:fs/promises";
import path from "node:path";

export async function copyAppForServer(root: string, appDir: string): Promise<void> {
  await mkdir(appDir);
  const copied = new Set(["build", "server"]);
  const skipped = new Set([".git", "data", "test-results", "playwright-report"]);
  for (const entry of await readdir(root)) {
    if (skipped.has(entry)) continue;
    const source = path.join(root, entry);
    const target = path.join(appDir, entry);
    if (copied.has(entry)) await cp(source, target, { recursive: true });
    else await symlink(source, target);
  }
}
