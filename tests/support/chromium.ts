// Debian's Chromium, as the browser tests and the benchmarks launch it (`npx playwright install`
// cannot work here). Without the background-networking flags Chromium keeps dialling Google's
// hosts, which this machine's closed network refuses.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
