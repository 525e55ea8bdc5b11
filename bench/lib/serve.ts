// Serving a build for Lighthouse: a snapshot of it, a production server on a free port with a
// throwaway database, a headless Chromium to drive, and the pages whose paths need the running
// site (an article, an order). Shared by bench:web and bench:compare; everything started here is
// registered in `cleanups` (bench/lib/processes.ts).
import { spawn } from "node:child_process";
import { cpSync, createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium";
import { freePort } from "../../tests/support/ports";
import { benchDir, waitUntilHealthy } from "./run";
import { placeBenchOrder } from "./order";
import { ARTICLE_PLACEHOLDER, ORDER_LINK, type Page } from "./web-pages";
import { binEnv, cleanups, projectRoot as root, stopProcess } from "./processes";

/**
 * Copies the build (and the small server entry) into a temporary app folder whose other entries
 * link back to the repository, so that someone rebuilding build/ while Lighthouse runs cannot
 * swap the assets under the server being measured. `from` holds the build/ and server/ to copy
 * (the repository, or a baseline kept by bench:compare).
 */
export function snapshotApp(from: string = root) {
  const appDir = mkdtempSync(path.join(os.tmpdir(), "bench-web-app-"));
  cleanups.push(() => rmSync(appDir, { recursive: true, force: true }));
  const skipped = new Set([".git", ".bench", "data", "test-results", "playwright-report"]);
  for (const entry of readdirSync(root)) {
    if (skipped.has(entry)) continue;
    const source = path.join(root, entry);
    const target = path.join(appDir, entry);
    // server/main.mjs finds the build relative to its own (real) path, so both must be copies.
    if (entry === "build" || entry === "server") cpSync(path.join(from, entry), target, { recursive: true });
    else symlinkSync(source, target);
  }
  return appDir;
}

/** Serves the app folder in production mode; its log goes to .bench/<logName>. */
export async function startServer(appDir: string, logName = "server.log") {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-web-data-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const origin = `http://127.0.0.1:${port}`;
  const env = binEnv({
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_URL: origin,
  });
  // The embedded database keeps the run self-contained, whatever the shell points at.
  delete env.DATABASE_URL;
  const logFile = path.join(benchDir, logName);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(appDir, "server", "main.mjs")], {
    cwd: appDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  cleanups.push(() => stopProcess(child, "The server"));
  await waitUntilHealthy(child, origin, logFile, 250);
  console.info(`Server ready on ${origin} (log: ${path.relative(root, logFile)}).`);
  return origin;
}

/** A headless Chromium for Lighthouse; resolves with its DevTools port. */
export async function startChromium() {
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} not found (apt-get install chromium).`);
  const profileDir = mkdtempSync(path.join(os.tmpdir(), "bench-web-chromium-"));
  // Chromium's helper processes can still be writing to the profile just after the browser exits.
  cleanups.push(() => rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }));
  const child = spawn(
    chromiumPath,
    [
      "--headless=new",
      ...chromiumArgs,
      "--no-default-browser-check",
      "--remote-debugging-address=127.0.0.1",
      "--remote-debugging-port=0",
      `--user-data-dir=${profileDir}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  cleanups.push(() => stopProcess(child, "Chromium"));
  // With port 0 Chromium picks a free port and announces it on stderr.
  return new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.on("exit", (code) => reject(new Error(`Chromium exited (code ${code}):\n${output}`)));
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
}

/** Puts the first article of the sitemap in place of the placeholder, or leaves the article out. */
export async function resolveArticle(origin: string, pages: Page[]): Promise<Page[]> {
  if (!pages.some((page) => page.path === ARTICLE_PLACEHOLDER)) return pages;
  const sitemap = await fetch(`${origin}/sitemap.xml`).then((response) => (response.ok ? response.text() : ""));
  const loc = /<loc>([^<?]*\/articles\/[^<?]+)(?:\?[^<]*)?<\/loc>/.exec(sitemap)?.[1];
  if (!loc) console.warn("No article in /sitemap.xml: the article page is left out.");
  return pages.flatMap((page) =>
    page.path !== ARTICLE_PLACEHOLDER ? [page] : loc ? [{ ...page, path: new URL(loc).pathname }] : [],
  );
}

/** Puts a new order's link in the order pages' paths, or leaves them out when no order is taken. */
export async function resolveOrder(origin: string, pages: Page[]): Promise<Page[]> {
  if (!pages.some((page) => page.path.endsWith(ORDER_LINK))) return pages;
  const link = await placeBenchOrder(origin);
  if (!link) console.warn("The checkout did not take the bench order: the order pages are left out.");
  return pages.flatMap((page) =>
    !page.path.endsWith(ORDER_LINK) ? [page] : link ? [{ ...page, path: page.path.replace(ORDER_LINK, link) }] : [],
  );
}
