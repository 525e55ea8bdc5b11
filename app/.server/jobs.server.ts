// Periodic background work of this process: the mail outbox and the purges. Every job is safe
// to run on several instances at once (the outbox claims with SKIP LOCKED; purges are deletes).
// The retention jobs (sent mail among them) come from server/retention.ts through `extra`.
import type { Db } from "./db/client";
import type { Env } from "./env";
import { outboxCounts } from "./mail/outbox.server";
import { createOutboxWorker, type OutboxWorker, transportFromConfig } from "./mail/outbox-worker.server";
import { purgeRateLimits } from "./rate-limit.server";
import { purgeExpiredSessions, SESSION_DEFAULTS } from "./sessions.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface JobLog {
  info(message: string, ...data: unknown[]): void;
  notice(message: string, ...data: unknown[]): void;
  warn(message: string, ...data: unknown[]): void;
  error(message: string, ...data: unknown[]): void;
}

/** A task run at start and then every `intervalMs`; returns how many rows it touched, for the log. */
export interface PeriodicJob {
  name: string;
  intervalMs: number;
  run(now: Date): Promise<number>;
  /** How the count is logged when it is not 0: info (development, or ENABLE_PRODUCTION_LOGGING) by default. */
  logLevel?: "info" | "notice";
}

export interface JobRunner {
  outbox: OutboxWorker;
  /** Runs one job now by name (tests and operators). */
  runJob(name: string): Promise<number>;
  stop(): Promise<void>;
}

/** The jobs every instance runs; features add theirs (the retention jobs) via `extra`. */
export function coreJobs(db: Db): PeriodicJob[] {
  return [
    {
      name: "purge-expired-sessions",
      intervalMs: HOUR,
      run: (now) => purgeExpiredSessions(db, { idleMs: SESSION_DEFAULTS.idleMs, now }),
    },
    {
      // A day is far longer than any rate-limit window, so a running window is never cut short.
      name: "purge-rate-limits",
      intervalMs: 10 * MINUTE,
      run: (now) => purgeRateLimits(db, new Date(now.getTime() - DAY)),
    },
  ];
}

export interface StartJobsOptions {
  env: Env;
  db: Db;
  log: JobLog;
  extra?: PeriodicJob[];
  /** Outbox poll interval (tests use a short one). */
  outboxPollMs?: number;
  /** Told of each periodic job's run as it ends (the metrics count runs and failures). */
  onJobRun?: (run: { job: string; failed: boolean; seconds: number }) => void;
}

/** Starts the outbox worker and the periodic jobs; called by server start() and the dev server. */
export function startJobs({ env, db, log, extra = [], outboxPollMs, onJobRun }: StartJobsOptions): JobRunner {
  const transport = transportFromConfig(env.mail);
  if (transport) {
    log.notice(`Mail: sending through ${env.mail.smtpServer} from ${env.mail.from}`);
  } else {
    log.notice("Mail: SMTP_URL is not set, so mails stay in the outbox (table mail_outbox) and the log says so");
    void outboxCounts(db)
      .then((counts) => {
        if (counts.pending > 0) log.notice(`Mail: ${counts.pending} mails wait in the outbox for SMTP_URL`);
      })
      .catch(() => undefined);
  }
  const outbox = createOutboxWorker({ db, transport, from: env.mail.from, log, pollMs: outboxPollMs });
  outbox.start();

  const jobs = [...coreJobs(db), ...extra];
  const timers: ReturnType<typeof setInterval>[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;

  const runJob = async (job: PeriodicJob) => {
    const started = performance.now();
    const ended = (failed: boolean) => onJobRun?.({ job: job.name, failed, seconds: (performance.now() - started) / 1000 });
    try {
      const count = await job.run(new Date());
      ended(false);
      if (count > 0) log[job.logLevel ?? "info"](`Job ${job.name}: ${count} rows`);
      return count;
    } catch (error) {
      ended(true);
      log.error(`Job ${job.name} failed`, { error });
      return 0;
    }
  };
  const track = (job: PeriodicJob) => {
    if (stopped) return;
    const promise = runJob(job);
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  };

  for (const job of jobs) {
    // Staggered a little so a start does not fire every purge in the same instant.
    const first = setTimeout(() => track(job), 5_000 + Math.floor(Math.random() * 5_000));
    first.unref?.();
    timers.push(first);
    const every = setInterval(() => track(job), job.intervalMs);
    every.unref?.();
    timers.push(every);
  }

  return {
    outbox,
    async runJob(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`Unknown job: ${name}`);
      return runJob(job);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all([outbox.stop(), ...inFlight]);
      transport?.close();
    },
  };
}
