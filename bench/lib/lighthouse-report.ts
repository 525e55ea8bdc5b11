// bench:web's results as a table and as a list of misses with the audits that caused them.
import type { Result } from "lighthouse";
import { CATEGORIES, type CategoryId, isExpectedFailure, JS_BUDGET_KB, type Page, TBT_BUDGET_MS } from "./web-pages";
import type { Measurement } from "./lighthouse-measure";

function isMiss(m: Measurement, id: CategoryId) {
  const value = m.scores[id];
  const target = CATEGORIES.find((category) => category.id === id)?.target ?? 100;
  return value === null || value < target;
}

/** A miss caused only by audits that are meant to fail on this page. */
function isExpectedMiss(m: Measurement, id: CategoryId) {
  if (!m.lhr || !isMiss(m, id)) return false;
  const found = culprits(m.lhr, id, m.page);
  return found.length > 0 && found.every((culprit) => culprit.expected);
}

function formatScore(m: Measurement, id: CategoryId) {
  const value = m.scores[id];
  if (value === null) return "–";
  if (!isMiss(m, id)) return String(value);
  return isExpectedMiss(m, id) ? `${value} (ok)` : `${value} ✗`;
}

/** Blocking time as Lighthouse displays it (whole milliseconds). */
const tbtOf = (m: Measurement) => (m.tbtMs === undefined ? undefined : Math.round(m.tbtMs));

function formatTbt(m: Measurement) {
  const tbt = tbtOf(m);
  if (tbt === undefined) return "–";
  return `${tbt}${tbt > TBT_BUDGET_MS ? " ✗" : ""}`;
}

function formatJs(m: Measurement) {
  if (m.jsKb === null) return "–";
  return `${m.jsKb.toFixed(1)}${m.jsKb > JS_BUDGET_KB ? " ✗" : ""}`;
}

export function table(measurements: Measurement[]) {
  const header = [
    "Page",
    "Lang",
    "HTTP",
    ...CATEGORIES.map((c) => `${c.label} (≥${c.target})`),
    `JS KB gz (≤${JS_BUDGET_KB})`,
    "LCP s",
    `TBT ms (≤${TBT_BUDGET_MS})`,
    "CLS",
  ];
  const rows = measurements.map((m) => [
    m.page.path,
    m.language + (m.htmlLang && m.htmlLang !== m.language ? ` (got ${m.htmlLang}!)` : ""),
    m.status === undefined ? "–" : String(m.status),
    ...CATEGORIES.map((c) => formatScore(m, c.id)),
    formatJs(m),
    m.lcpMs === undefined ? "–" : (m.lcpMs / 1000).toFixed(1),
    formatTbt(m),
    m.cls === undefined ? "–" : m.cls.toFixed(3),
  ]);
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(" | ")} |`;
  return [line(header), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

interface Culprit {
  id: string;
  score: number;
  weight: number;
  text: string;
  expected: boolean;
}

/** The audits that cost points in a category. */
function culprits(lhr: Result, id: CategoryId, page?: Page): Culprit[] {
  const category = lhr.categories[id];
  if (!category) return [];
  const found: Culprit[] = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (audit.scoreDisplayMode === "notApplicable" || audit.scoreDisplayMode === "manual") continue;
    // Performance is scored from its metrics; its insights are listed when they fail, as hints.
    if (ref.weight === 0 && (id !== "performance" || ref.group !== "insights" || audit.score >= 0.9)) continue;
    const value = audit.displayValue ? ` ${audit.displayValue}` : "";
    const items =
      audit.details && "items" in audit.details && Array.isArray(audit.details.items) ? audit.details.items.length : 0;
    const count = id !== "performance" && items > 0 ? ` (${items} item${items === 1 ? "" : "s"})` : "";
    const weight = ref.weight ? `, weight ${Number(ref.weight.toFixed(2))}` : "";
    found.push({
      id: ref.id,
      score: audit.score,
      weight: ref.weight,
      text: `${ref.id}${value}${count} [score ${audit.score.toFixed(2)}${weight}]`,
      expected: page ? isExpectedFailure(page, ref.id, audit) : false,
    });
  }
  return found;
}

export function missReport(measurements: Measurement[]) {
  const lines: string[] = [];
  for (const m of measurements) {
    const where = `${m.page.path} (${m.language})`;
    if (m.error) lines.push(`- ${where}: ${m.error}`);
    if (m.page.name === "404" ? m.status !== 404 : m.status !== 200) lines.push(`- ${where}: HTTP ${m.status}`);
    if (m.htmlLang && m.htmlLang !== m.language) lines.push(`- ${where}: rendered <html lang="${m.htmlLang}">`);
    if (!m.lhr) continue;
    for (const category of CATEGORIES) {
      if (!isMiss(m, category.id)) continue;
      const found = culprits(m.lhr, category.id, m.page);
      const list = found.map((culprit) => (culprit.expected ? `${culprit.text} (expected here)` : culprit.text));
      lines.push(`- ${where} ${category.label} ${m.scores[category.id] ?? "–"}: ${list.join("; ") || "no single failing audit"}`);
    }
    if (m.jsKb !== null && m.jsKb > JS_BUDGET_KB) {
      const details = m.lhr.audits["network-requests"]?.details;
      const scripts =
        details?.type === "table"
          ? details.items
              .filter((item) => item.resourceType === "Script")
              .map((item) => ({ url: String(item.url), kb: Number(item.transferSize) / 1024 }))
              .sort((a, b) => b.kb - a.kb)
              .slice(0, 5)
              .map((item) => `${new URL(item.url).pathname} ${item.kb.toFixed(1)}`)
          : [];
      lines.push(`- ${where} JS ${m.jsKb.toFixed(1)} KB > ${JS_BUDGET_KB}: largest ${scripts.join(", ")}`);
    }
    const tbt = tbtOf(m);
    if (tbt !== undefined && tbt > TBT_BUDGET_MS) {
      // The long tasks Lighthouse lists (script or "Unattributable", length, start), longest first.
      const details = m.lhr.audits["long-tasks"]?.details;
      const tasks =
        details?.type === "table"
          ? details.items.slice(0, 5).map((item) => {
              const url = String(item.url);
              const source = url.startsWith("http") ? new URL(url).pathname : url;
              return `${source} ${Math.round(Number(item.duration))} ms at ${Math.round(Number(item.startTime))} ms`;
            })
          : [];
      lines.push(`- ${where} TBT ${tbt} ms > ${TBT_BUDGET_MS}: long tasks ${tasks.join(", ") || "none recorded"}`);
    }
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------

/**
 * Lighthouse's 4x CPU slowdown is meant for a machine of benchmarkIndex 1500-2000 (a fast desktop,
 * in Lighthouse's throttling documentation); on a slower one, or a busy minute, the simulated phone is
 * slower than intended and blocking time higher.
 */
export const CALIBRATED_BENCHMARK_INDEX = 1500;

/** One line on how fast the machine was during the kept runs, and whether that was slower than 4x assumes. */
export function machineSpeed(measurements: Measurement[]) {
  const indexes = measurements.flatMap((m) => (m.benchmarkIndex === undefined ? [] : [Math.round(m.benchmarkIndex)]));
  if (indexes.length === 0) return "Machine speed: not reported.";
  const [low, high] = [Math.min(...indexes), Math.max(...indexes)];
  const slow = indexes.filter((index) => index < CALIBRATED_BENCHMARK_INDEX).length;
  const range = low === high ? String(low) : `${low}-${high}`;
  return (
    `Machine speed (Lighthouse benchmarkIndex of the kept runs): ${range}; ` +
    (slow === 0
      ? `at or above the ${CALIBRATED_BENCHMARK_INDEX} that the 4x CPU slowdown assumes.`
      : `${slow} of ${indexes.length} below the ${CALIBRATED_BENCHMARK_INDEX} that the 4x CPU slowdown assumes, where blocking time reads high.`)
  );
}
