// The loop that drains the outbox in this process: it polls, wakes right after an enqueue in the
// same process, and stops cleanly on shutdown. Several instances may run one each.
import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import type { MailConfig } from "../env-services";
import {
  DEFAULT_RETRY_POLICY,
  type DeliveryLog,
  deliverDueMail,
  type MailTransport,
  onMailEnqueued,
  type RetryPolicy,
} from "./outbox.server";

export interface OutboxWorkerOptions {
  db: Db;
  /** Without a transport (no SMTP_URL) mails stay in the outbox and the log says so. */
  transport: MailTransport | null;
  from: string;
  log: DeliveryLog & { notice(message: string, ...data: unknown[]): void };
  /** How often to look for due mails when nothing wakes the worker. */
  pollMs?: number;
  policy?: RetryPolicy;
}

export interface OutboxWorker {
  start(): void;
  /** Ends the loop and waits for the batch in flight. */
  stop(): Promise<void>;
  /** Looks for due mail now (coalesced with a run in progress). */
  wake(): void;
  /** One pass, awaited (tests, and the first run at start). */
  runOnce(): Promise<void>;
}

/** nodemailer over SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for TLS on connect). */
export function createSmtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    sendMail: (message) => transporter.sendMail(message),
    close: () => transporter.close(),
  };
}

export function transportFromConfig(mail: MailConfig): (MailTransport & { close(): void }) | null {
  const url = mail.smtpUrl?.();
  return url ? createSmtpTransport(url) : null;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const pollMs = options.pollMs ?? 15_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let unsubscribe: (() => void) | undefined;

  const pass = async () => {
    if (!options.transport) return;
    try {
      // Drain: keep going while full batches come back.
      for (let round = 0; round < 20; round++) {
        const result = await deliverDueMail(options.db, {
          transport: options.transport,
          from: options.from,
          policy: options.policy ?? DEFAULT_RETRY_POLICY,
          log: options.log,
          stopping: () => stopped,
        });
        if (result.sent + result.retrying + result.failed < 10 || stopped) break;
      }
    } catch (error) {
      options.log.error("Mail outbox: delivery pass failed", { error });
    }
  };

  const runOnce = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void runOnce();
      }
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, pollMs);
    timer.unref?.();
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe = onMailEnqueued((mail) => {
        if (options.transport) {
          if (!stopped) void runOnce();
        } else {
          options.log.notice(
            `Mail ${mail.id} (${mail.kind}) to ${mail.to} is kept in the outbox (mail_outbox): SMTP_URL is not set`,
          );
        }
      });
      void runOnce();
      schedule();
    },
    async stop() {
      stopped = true;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      await running;
    },
    wake() {
      if (!stopped) void runOnce();
    },
    runOnce,
  };
}
