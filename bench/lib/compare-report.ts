// bench:compare's table: two builds measured alternately, page by page, summed up as means. On
// shared cores one Lighthouse run of blocking time swings from 0 to 250 ms for the same build
// (docs/performance.md), so a difference means something only over many runs of both.

export type Build = "before" | "after";

export interface CompareSample {
  /** The page and language, as the row's label (`/terms (th)`). */
  row: string;
  build: Build;
  tbtMs: number;
  lcpMs: number;
  performance: number;
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : NaN);
const whole = (value: number) => (Number.isNaN(value) ? "–" : String(Math.round(value)));

/** after / before, or "–" when before is 0 (a ratio of nothing) or either side has no run. */
function ratio(before: number, after: number) {
  if (Number.isNaN(before) || Number.isNaN(after) || before === 0) return "–";
  return (after / before).toFixed(2);
}

interface Summary {
  runs: number;
  tbt: number;
  zeroTbt: number;
  lcp: number;
  performance: number;
}

function summarise(samples: CompareSample[]): Summary {
  return {
    runs: samples.length,
    tbt: mean(samples.map((sample) => sample.tbtMs)),
    zeroTbt: samples.filter((sample) => sample.tbtMs === 0).length,
    lcp: mean(samples.map((sample) => sample.lcpMs)),
    performance: mean(samples.map((sample) => sample.performance)),
  };
}

function line(label: string, samples: CompareSample[]) {
  const before = summarise(samples.filter((sample) => sample.build === "before"));
  const after = summarise(samples.filter((sample) => sample.build === "after"));
  return `| ${label} | ${before.runs}, ${after.runs} | ${whole(before.tbt)} → ${whole(after.tbt)} | ${ratio(before.tbt, after.tbt)} | ${before.zeroTbt} → ${after.zeroTbt} | ${whole(before.lcp)} → ${whole(after.lcp)} | ${whole(before.performance)} → ${whole(after.performance)} |`;
}

/** A markdown table: one row per page and language, in the order first measured, then all of them. */
export function compareTable(samples: CompareSample[]): string {
  const rows = [...new Set(samples.map((sample) => sample.row))];
  return [
    "| Page | Runs (before, after) | TBT mean ms | TBT ratio | Runs at 0 ms TBT | LCP mean ms | Performance mean |",
    "| ---- | ---- | ---- | ---- | ---- | ---- | ---- |",
    ...rows.map((row) =>
      line(
        row,
        samples.filter((sample) => sample.row === row),
      ),
    ),
    line("**All**", samples),
  ].join("\n");
}
