// `npm run bench:hydration -- --origin http://localhost:3000`: what a visitor on a slow phone
// waits for, in a real Chromium rather than Lighthouse's simulation. Each page is opened in a fresh
// browser context (a first visit) and again in the same context (a second visit, scripts and fonts
// cached), at 4x CPU and over a throttled network (150 ms latency, 1.6 Mbit/s down, Lighthouse's
// slow-4G figures). Prints the medians of the first contentful paint and of the moment the page is
// interactive (`<html data-hydrated>`, set when the last hydration turn has run), in ms.
// Needs a running production server (`npm start`); it changes nothing there.
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { isUsageError, positiveInteger, UsageError } from "./lib/run";

const USAGE = `Usage: npm run bench:hydration -- [options]
  --origin <url>   the running production server (default: http://localhost:3000)
  --pages <list>   comma-separated paths, query included (default: /,/terms,/contact?lang=th,/checkout?...)
  --runs <n>       first and second visits per page; the medians are printed (default: 5)
  --help`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      origin: { type: "string", default: "http://localhost:3000" },
      pages: { type: "string", default: "/,/terms,/contact?lang=th,/checkout?package=ecommerce&option=deposit&lang=th" },
      runs: { type: "string" },
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    console.info(USAGE);
    process.exit(0);
  }
  if (!URL.canParse(values.origin)) throw new UsageError(`--origin must be a URL such as http://localhost:3000.`);
  const pages = values.pages.split(",").filter(Boolean);
  const badPage = pages.find((page) => !page.startsWith("/"));
  if (badPage) throw new UsageError(`Page "${badPage}" must be a path starting with "/".`);
  return { origin: new URL(values.origin).origin, pages, runs: positiveInteger(values.runs, 5, "runs") };
}

let options: ReturnType<typeof parseOptions>;
try {
  options = parseOptions();
} catch (error) {
  if (isUsageError(error)) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  throw error;
}
const { origin, pages, runs } = options;

// Recorded from the start of the document, whatever runs first: the time `data-hydrated` appears.
const recordHydration = `new MutationObserver(() => {
  if (!window.__hydratedAt && document.documentElement.hasAttribute("data-hydrated")) window.__hydratedAt = performance.now();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });`;
const readTimes = `[performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN, window.__hydratedAt ?? NaN]`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  console.info(`Chromium, 4x CPU, 150 ms latency, 1.6 Mbit/s; median of ${runs} per page, in ms.\n`);
  console.info(
    "| Page | First paint, first visit | Interactive, first visit | First paint, second visit | Interactive, second visit |",
  );
  console.info("| ---- | ---- | ---- | ---- | ---- |");
  for (const path of pages) {
    const times: number[][] = [[], [], [], []];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addInitScript(recordHydration);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: 1.6e6 / 8,
        uploadThroughput: 750e3 / 8,
      });
      for (const visit of [0, 1]) {
        await page.goto(origin + path);
        await page.waitForSelector("html[data-hydrated]", { timeout: 30_000 });
        const [paint, hydrated] = (await page.evaluate(readTimes)) as [number, number];
        times[visit * 2]?.push(paint);
        times[visit * 2 + 1]?.push(hydrated);
        await page.goto("about:blank");
      }
      await context.close();
    }
    console.info(`| ${path} | ${times.map((column) => Math.round(median(column))).join(" | ")} |`);
  }
} finally {
  await browser.close();
}
