// One truth across instances: every process on a PostgreSQL database LISTENs on one channel, and
// a change of public content committed by any of them is a NOTIFY there, so the others drop their
// cached pages and settings within moments instead of serving old ones until they expire.
// The listener has a connection of its own (LISTEN needs one that stays), and comes back after a
// restart or a failover; notifications sent while it was away are lost, so it drops every cache
// when it reconnects. While the database is unreachable nothing is dropped: cached pages keep
// being served.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "./client";

export const CONTENT_CHANNEL = "sws_content_changed";
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

export interface RelayLog {
  notice(message: string, ...data: unknown[]): void;
  warn(message: string, ...data: unknown[]): void;
}

export interface ChangeRelayOptions {
  databaseUrl: string;
  /** The app's database, through which this process announces its own changes. */
  db: Db;
  /** Another instance changed content, or this one reconnected and may have missed some. */
  onChange: () => void;
  log: RelayLog;
}

export interface ChangeRelay {
  /** Tells every other instance that content changed (never throws; failures are logged). */
  broadcast(): void;
  /** Resolves once the listener is connected (tests, start-up). */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

export function startChangeRelay({ databaseUrl, db, onChange, log }: ChangeRelayOptions): ChangeRelay {
  // Our own notifications come back to us too; this process has already dropped its caches.
  const self = randomUUID();
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let everConnected = false;
  let signalReady: () => void = () => undefined;
  let readyPromise = new Promise<void>((resolve) => (signalReady = resolve));

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    let failed = false;
    const lost = (why: unknown) => {
      if (failed) return;
      failed = true;
      if (client === next) client = undefined;
      next.removeAllListeners("notification");
      void next.end().catch(() => undefined);
      if (stopped) return;
      if (everConnected) log.warn("Content changes: lost the database connection; reconnecting", { error: why });
      readyPromise = new Promise<void>((resolve) => (signalReady = resolve));
      scheduleReconnect();
    };
    next.on("error", lost);
    next.on("end", () => lost("connection ended"));
    next.on("notification", (message) => {
      if (message.channel === CONTENT_CHANNEL && message.payload !== self) onChange();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      lost(error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    if (everConnected) {
      log.notice("Content changes: listening again; dropped cached pages and settings (changes may have been missed)");
      onChange();
    }
    everConnected = true;
    signalReady();
  };

  void connect();

  return {
    broadcast() {
      db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${self})`).catch((error: unknown) =>
        log.warn("Content changes: could not tell the other instances", { error }),
      );
    },
    ready: () => readyPromise,
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      signalReady();
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
