import { existsSync } from "node:fs";

// Debian's Chromium, as the browser tests and the benchmarks launch it (`npx playwright install`
// cannot work here). Without the background-networking flags Chromium keeps dialling Google's
// hosts, which this machine's closed network refuses.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's headless shell, the build Playwright itself runs headless
 * tests on. It has no GPU process or browser UI: measured on the 22 page tests, 143 s of the tests'
 * time instead of 184 s with the full browser. The full browser stands in where it is missing.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
