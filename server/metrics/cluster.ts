// WEB_CONCURRENCY > 1: the workers share the site's port, and a scrape of one worker would see a
// part of the instance. So the primary alone listens on METRICS_PORT and answers with every
// worker's metrics, gathered over the cluster's IPC channel by prom-client's AggregatorRegistry
// and added up (counters, histograms, each worker's cache and pool) or, for figures every worker
// reads from the same database rows, their maximum (metrics.ts).
import { AggregatorRegistry } from "prom-client";
import type { AppMetrics } from "./metrics";

export function clusterMetrics(): Pick<AppMetrics, "render"> {
  const aggregator = new AggregatorRegistry();
  return {
    render: async () => ({ body: await aggregator.clusterMetrics(), contentType: aggregator.contentType }),
  };
}
