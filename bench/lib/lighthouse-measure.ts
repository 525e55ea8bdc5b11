// One page in one language through Lighthouse (mobile): the status and language the server
// answers, the median of a few runs, and the JSON report written beside the others.
import { writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { CATEGORIES, type CategoryId, LANGUAGES, type Language, type Page } from "./web-pages";

export interface Measurement {
  page: Page;
  language: Language;
  status?: number;
  htmlLang?: string;
  scores: Record<CategoryId, number | null>;
  jsKb: number | null;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** Lighthouse's measure of the machine's speed during the kept run (`environment.benchmarkIndex`). */
  benchmarkIndex?: number;
  lhr?: Result;
  error?: string;
  reportFile?: string;
}

/** What the server answers without a browser: the status and the language it rendered. */
async function probe(origin: string, page: Page, language: Language) {
  const response = await fetch(origin + page.path, { headers: LANGUAGES[language], redirect: "manual" });
  const html = await response.text();
  return { status: response.status, htmlLang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] };
}

function scriptTransferKb(lhr: Result): number | null {
  const details = lhr.audits["network-requests"]?.details;
  if (!details || details.type !== "table") return null;
  let bytes = 0;
  for (const item of details.items) {
    if (item.resourceType === "Script" && typeof item.transferSize === "number") bytes += item.transferSize;
  }
  return bytes / 1024;
}

const ATTEMPTS = 3;

/**
 * One Lighthouse run, tried again when the trace itself failed (NO_NAVSTART, NO_FCP and the like
 * happen now and then on a busy machine); a page that fails every attempt is reported as an error.
 */
async function lighthouseWithRetry(url: string, flags: Flags): Promise<{ lhr: Result; report: string } | { error: string }> {
  let error = "no attempt";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const result = await lighthouse(url, flags);
      if (!result) {
        error = "Lighthouse returned no result";
        continue;
      }
      if (result.lhr.runtimeError) {
        error = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
        if (attempt < ATTEMPTS) process.stdout.write(`(${result.lhr.runtimeError.code}, trying again) `);
        continue;
      }
      return { lhr: result.lhr, report: Array.isArray(result.report) ? result.report.join("") : result.report };
    } catch (caught) {
      error = `Lighthouse failed: ${caught instanceof Error ? caught.message : String(caught)}`;
    }
  }
  return { error };
}

export async function measure(
  origin: string,
  port: number,
  page: Page,
  language: Language,
  { runs, reportDir }: { runs: number; reportDir: string },
): Promise<Measurement> {
  const base: Measurement = {
    page,
    language,
    scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
    jsKb: null,
  };
  try {
    Object.assign(base, await probe(origin, page, language));
  } catch (error) {
    return { ...base, error: `request failed: ${String(error)}` };
  }

  const flags: Flags = {
    port,
    hostname: "127.0.0.1",
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES.map((category) => category.id),
    extraHeaders: LANGUAGES[language],
    // Lighthouse refuses to audit a document that answers 4xx unless told the status is intended.
    ignoreStatusCode: page.name === "404",
  };
  const results: Array<{ lhr: Result; report: string }> = [];
  for (let run = 1; run <= runs; run++) {
    const result = await lighthouseWithRetry(origin + page.path, flags);
    if ("error" in result) return { ...base, error: result.error };
    results.push(result);
  }
  results.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
  const chosen = results[Math.floor((results.length - 1) / 2)];
  if (!chosen) return { ...base, error: "no Lighthouse run" };
  const { lhr } = chosen;

  const reportFile = path.join(reportDir, `${language}-${page.name}.json`);
  writeFileSync(reportFile, chosen.report);
  results.forEach((result, index) => {
    if (runs > 1) writeFileSync(path.join(reportDir, `${language}-${page.name}.run${index + 1}.json`), result.report);
  });

  const score = (id: CategoryId) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  return {
    ...base,
    lhr,
    reportFile,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    jsKb: scriptTransferKb(lhr),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
