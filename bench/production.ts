// `npm run bench:production`: the production shape measured (tests/support/production/): nginx
// terminating TLS in front of two instances on PostgreSQL. Prints requests/s, p99 and the two
// instances' CPU per request for one article page from the page cache and rendered on every
// request, and how long a publish on instance A takes to show on instance B. Figures, not a test:
// it exits 0 whatever they are, and 1 only when it could not measure.
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sampleArticles } from "../db/seed/sample-articles";
import { PRODUCTION_HOST, productionRequest, queryProduction } from "../tests/support/production/production-env";
import { cleanUp, processCpuMs } from "./lib/processes";
import { instancePids, startProductionSite } from "./lib/production-site";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    connections: { type: "string" },
    duration: { type: "string" },
    "skip-build": { type: "boolean" },
    help: { type: "boolean" },
  },
});
if (values.help) {
  console.info("Usage: npm run bench:production -- [--connections 20] [--duration 10] [--skip-build]");
  process.exit(0);
}
const connections = Number(values.connections ?? 20);
const duration = Number(values.duration ?? 10);

async function measure(name: string, path: string) {
  const port = Number(process.env.E2E_PRODUCTION_PORT);
  const options = {
    url: `https://127.0.0.1:${port}${path}`,
    servername: PRODUCTION_HOST,
    headers: { Host: `${PRODUCTION_HOST}:${port}`, "Accept-Encoding": "gzip, br", "Accept-Language": "en" },
    connections,
  };
  await autocannon({ ...options, duration: 2 });
  const pids = await instancePids();
  const cpu = () => pids.reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), 0);
  const before = cpu();
  const result = await autocannon({ ...options, duration });
  const responses = result.requests.total || 1;
  console.info(
    `${name.padEnd(26)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   ` +
      `p99 ${String(result.latency.p99).padStart(4)} ms   ${((cpu() - before) / responses).toFixed(2)} ms CPU/request (both instances)   ` +
      `errors ${result.errors + result.timeouts + result.non2xx}`,
  );
}

/** Unpublish and publish a sample article through A; time until B answers accordingly. */
async function propagation() {
  const slug = sampleArticles[0]?.slug ?? "";
  const viaB = () => productionRequest(`/articles/${slug}?lang=en`, { headers: { "X-Test-Instance": "b" } });
  const delays: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const status of ["draft", "published"] as const) {
      await viaB(); // cached on B
      const started = performance.now();
      // The change a publish makes, announced the way the app announces it (after the commit).
      await queryProduction("update articles set status = $1 where slug = $2", [status, slug]);
      await queryProduction("select pg_notify('sws_content_changed', 'bench')");
      while ((await viaB()).status !== (status === "published" ? 200 : 404)) {
        if (performance.now() - started > 10_000) throw new Error("B never showed the change");
      }
      delays.push(performance.now() - started);
    }
  }
  delays.sort((a, b) => a - b);
  console.info(
    `change on A → visible on B: median ${delays[delays.length >> 1]?.toFixed(1)} ms, worst ${delays.at(-1)?.toFixed(1)} ms (${delays.length} changes)`,
  );
}

try {
  await startProductionSite({ build: !values["skip-build"] });
  const slug = sampleArticles[0]?.slug;
  console.info(`nginx (TLS) → 2 instances → PostgreSQL; ${connections} connections, ${duration} s each\n`);
  await measure("article, page cache", `/articles/${slug}`);
  await measure("article, rendered each time", `/articles/${slug}?utm_source=bench`);
  await propagation();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
