// This instance's metrics in the Prometheus text format (ADR 104): requests by route pattern and
// status, the page cache, the mail outbox, payments awaiting a decision, the background jobs, the
// database pool, and prom-client's process metrics (memory, CPU, event-loop lag). Each instance
// has its own registry; Prometheus scrapes every instance and sums.
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { PoolUse } from "~/.server/db/client";
import type { PageCacheStats } from "../page-cache/cache";

export interface MetricSources {
  pageCache?: () => PageCacheStats;
  databasePool?: () => PoolUse | undefined;
  /** Pending mails in the outbox and when the oldest of them was stored. */
  outbox?: () => Promise<{ pending: number; oldestPendingAt: Date | null }>;
  paymentsAwaitingConfirmation?: () => Promise<number>;
  /**
   * How long a database read is reused by the next scrapes, so scrapes (several Prometheus
   * servers, a person refreshing) cost at most one query per figure per this period.
   */
  databaseReadTtlMs?: number;
  now?: () => number;
  /** Told when a database read for a scrape fails (the figure is then left out of that scrape). */
  onReadError?: (figure: string, error: unknown) => void;
}

export interface RequestSample {
  method: string;
  /** The route pattern (server/metrics/route-pattern.ts), never the raw path. */
  route: string;
  status: number;
  seconds: number;
}

export interface AppMetrics {
  /** This instance's (or worker's) own registry. */
  registry: Registry;
  observeRequest(sample: RequestSample): void;
  observeJob(run: { job: string; failed: boolean; seconds: number }): void;
  /** The exposition: text and its content type. */
  render(): Promise<{ body: string; contentType: string }>;
  /** In a WEB_CONCURRENCY worker: lets the primary's scrape gather this worker's metrics (cluster.ts). */
  answerClusterPrimary(): void;
}

export const DATABASE_READ_TTL_MS = 5_000;

/** Methods outside this list share one label value, so a client cannot add label values. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** A read run at most once per `ttlMs`; scrapes in between (and at the same time) share it. */
export function sharedRead<T>(read: () => Promise<T>, ttlMs: number, now: () => number): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || now() - last.at >= ttlMs) last = { at: now(), value: read() };
    return last.value;
  };
}

export function createMetrics(sources: MetricSources = {}): AppMetrics {
  const registry = new Registry();
  const now = sources.now ?? Date.now;
  const ttlMs = sources.databaseReadTtlMs ?? DATABASE_READ_TTL_MS;
  const registers = [registry];
  // Memory, CPU, handles, garbage collection and nodejs_eventloop_lag_seconds (prom-client's).
  collectDefaultMetrics({ register: registry });

  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route pattern and status.",
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its response headers, by route pattern and status.",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const { pageCache } = sources;
  if (pageCache) {
    // The cache counts for itself (page-cache/cache.ts); a scrape copies its totals.
    const total = (name: string, help: string, read: (stats: PageCacheStats) => number) =>
      new Counter({
        name,
        help,
        registers,
        collect() {
          this.reset();
          this.inc(read(pageCache()));
        },
      });
    total("page_cache_hits_total", "Public pages served from the in-process page cache.", (stats) => stats.hits);
    total("page_cache_misses_total", "Public pages the page cache had to render.", (stats) => stats.misses);
    new Gauge({
      name: "page_cache_entries",
      help: "Pages kept in the page cache.",
      registers,
      collect() {
        this.set(pageCache().entries);
      },
    });
    new Gauge({
      name: "page_cache_bytes",
      help: "Bytes the page cache keeps.",
      registers,
      collect() {
        this.set(pageCache().bytes);
      },
    });
  }

  const runs = new Counter({
    name: "job_runs_total",
    help: "Background job runs ended, by job.",
    labelNames: ["job"],
    registers,
  });
  const failures = new Counter({
    name: "job_failures_total",
    help: "Background job runs that failed, by job.",
    labelNames: ["job"],
    registers,
  });
  const jobDurations = new Histogram({
    name: "job_duration_seconds",
    help: "How long background job runs took, by job.",
    labelNames: ["job"],
    buckets: [0.01, 0.05, 0.25, 1, 5, 30, 120],
    registers,
  });

  const { databasePool } = sources;
  if (databasePool) {
    new Gauge({
      name: "db_pool_connections",
      help: "Database connections of this instance's pool, by state (idle or in use); max is the bound.",
      labelNames: ["state"],
      registers,
      collect() {
        this.reset();
        const use = databasePool();
        if (!use) return;
        this.set({ state: "idle" }, use.idle);
        this.set({ state: "in_use" }, use.total - use.idle);
        this.set({ state: "max" }, use.max);
      },
    });
    new Gauge({
      name: "db_pool_waiting_clients",
      help: "Queries waiting for a free database connection.",
      registers,
      collect() {
        this.reset();
        const use = databasePool();
        if (use) this.set(use.waiting);
      },
    });
  }

  // Read from the database when scraped (async collect), through sharedRead. A failed read
  // leaves the last values and counts itself, so an alert can tell "no mail waits" from "could
  // not look". Under WEB_CONCURRENCY every worker reads the same rows: "max" aggregates them.
  const readFailures = new Counter({
    name: "metrics_database_read_failures_total",
    help: "Scrapes whose database read for a figure failed (the figure kept its last value).",
    labelNames: ["figure"],
    registers,
    // Waits for this scrape's reads, so a failure is counted in the scrape it happened in.
    async collect() {
      await Promise.all([readOutbox?.(), readAwaiting?.()]);
    },
  });
  const fromDatabase = <T>(figure: string, read: (() => Promise<T>) | undefined) => {
    if (!read) return undefined;
    return sharedRead(
      () =>
        read().catch((error: unknown) => {
          readFailures.inc({ figure });
          sources.onReadError?.(figure, error);
          return undefined;
        }),
      ttlMs,
      now,
    );
  };
  const readOutbox = fromDatabase("mail_outbox", sources.outbox);
  const readAwaiting = fromDatabase("payments_awaiting_confirmation", sources.paymentsAwaitingConfirmation);
  if (readOutbox) {
    new Gauge({
      name: "mail_outbox_pending",
      help: "Mails waiting in the outbox to be sent.",
      aggregator: "max",
      registers,
      async collect() {
        const backlog = await readOutbox();
        if (backlog) this.set(backlog.pending);
      },
    });
    new Gauge({
      name: "mail_outbox_oldest_pending_age_seconds",
      help: "Age of the oldest mail waiting in the outbox (0 when none waits).",
      aggregator: "max",
      registers,
      async collect() {
        const backlog = await readOutbox();
        if (backlog) this.set(backlog.oldestPendingAt ? Math.max(0, (now() - backlog.oldestPendingAt.getTime()) / 1000) : 0);
      },
    });
  }
  if (readAwaiting) {
    new Gauge({
      name: "payments_awaiting_confirmation",
      help: "PromptPay and bank-transfer payments customers reported that staff have yet to confirm or reject.",
      aggregator: "max",
      registers,
      async collect() {
        const count = await readAwaiting();
        if (count !== undefined) this.set(count);
      },
    });
  }

  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      const labels = { method: METHODS.has(method) ? method : "OTHER", route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    observeJob({ job, failed, seconds }) {
      runs.inc({ job });
      if (failed) failures.inc({ job });
      jobDurations.observe({ job }, seconds);
    },
    async render() {
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
    answerClusterPrimary() {
      // prom-client answers the primary's AggregatorRegistry from this worker's registry.
      AggregatorRegistry.setRegistries([registry]);
      new AggregatorRegistry();
    },
  };
}
