// bench:server's load: one request to check a page answers as expected, then autocannon at a
// fixed number of connections, with the server's CPU time per response; and the results table.
import autocannon from "autocannon";
import { processCpuMs } from "./processes";

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
  /** The server process's CPU time per response: steadier than req/s on a busy machine. */
  cpuMs: number | undefined;
}

/** One request first: the page must answer 200 with HTML, from where we expect. */
export async function check(url: string, headers: Record<string, string>, expectCache?: string) {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const cache = response.headers.get("X-Page-Cache");
  if (expectCache && cache !== expectCache) throw new Error(`${url}: X-Page-Cache is ${cache}, expected ${expectCache}`);
  if (!body.toString().includes("</html>")) throw new Error(`${url} did not answer a whole HTML page`);
}

export async function measure(
  name: string,
  url: string,
  options: { connections: number; duration: number; headers?: Record<string, string>; pid?: number },
): Promise<Measurement> {
  const headers = { "Accept-Language": "en", ...options.headers };
  // Warm-up: JIT, connection pools, the cache's first render.
  await autocannon({ url, connections: options.connections, duration: 2, headers });
  const cpuBefore = processCpuMs(options.pid);
  const result = await autocannon({ url, connections: options.connections, duration: options.duration, headers });
  const cpuAfter = processCpuMs(options.pid);
  const responses = result.requests.total || 1;
  return {
    cpuMs: cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / responses : undefined,
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total / responses,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The gzip body is valid (fetch checks the CRC as it inflates) and holds the page. */
export async function checkGzip(url: string) {
  const response = await fetch(url, { headers: { "Accept-Language": "en", "Accept-Encoding": "gzip" } });
  if (response.headers.get("Content-Encoding") !== "gzip") throw new Error(`${url} did not answer gzip`);
  if (!(await response.text()).includes("</html>")) throw new Error(`${url}: the gzip body is not a whole page`);
}

export function table(measurements: Measurement[]) {
  const rows = measurements.map((m) => [
    m.name,
    m.requestsPerSecond.toFixed(0),
    `${m.p50.toFixed(0)} ms`,
    `${m.p99.toFixed(0)} ms`,
    `${(m.bytes / 1024).toFixed(1)} KB`,
    m.cpuMs === undefined ? "-" : `${m.cpuMs.toFixed(2)} ms`,
    String(m.errors),
  ]);
  const header = ["measurement", "req/s", "p50", "p99", "bytes/resp", "server CPU/resp", "errors"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}
