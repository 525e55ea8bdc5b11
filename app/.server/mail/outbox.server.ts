// The mail outbox: mails are rows in PostgreSQL, written inside the caller's transaction, and a
// worker on any instance sends them over SMTP, retrying with back-off. Nothing is lost when SMTP
// is down, the process dies between storing and sending, or SMTP is not configured at all.
import { createHash } from "node:crypto";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { type MailAttachment, mailOutbox } from "../db/schema";
import { maskString } from "~/lib/log-mask";
import { logger } from "../logger";
import { hitRateLimit } from "../rate-limit.server";
import { namedError } from "~/lib/errors";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** What the mail is for, e.g. "contact-notification"; it appears in logs. */
  kind: string;
  /** The record it belongs to, e.g. "contact:42". */
  reference?: string;
  /**
   * The address was typed by a visitor and nothing proves it is theirs (the contact form,
   * checkout). Such mails carry none of the visitor's own text, and at most
   * MAILS_PER_ADDRESS_PER_DAY of them go to one address a day, so the forms cannot be used to
   * send mail to somebody else.
   */
  toUnverifiedAddress?: boolean;
  /** Files sent with it (a receipt's PDF); never with a mail to an unverified address. */
  attachments?: MailAttachment[];
}

/** Attachments of one mail together: a receipt's PDF is far smaller. */
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

/** Mails to one unverified address per day (a customer's order and a message or two fit). */
export const MAILS_PER_ADDRESS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60_000;

/** Limits of a single address, RFC 5321 (64 + @ + 255). */
const MAX_ADDRESS = 320;
const MAX_SUBJECT = 998;
// One plain address: no display name, no list, nothing that could add a header. The domain is
// dot-separated labels that cannot hold a dot, so there is one way to match and it is linear.
const ADDRESS = /^[^\s@<>()",;:\\[\]]+@(?:[^\s@<>()",;:\\[\].]+\.)+[^\s@<>()",;:\\[\].]+$/;

export const InvalidMailError = namedError("InvalidMailError");
export type InvalidMailError = InstanceType<typeof InvalidMailError>;

function checkAddress(field: string, value: string) {
  if (value.length > MAX_ADDRESS || !ADDRESS.test(value)) {
    throw new InvalidMailError(`${field} is not a single e-mail address`);
  }
}

/** Refuses what could turn into extra headers or recipients before it reaches the table. */
export function validateOutgoingMail(mail: OutgoingMail): void {
  checkAddress("to", mail.to);
  if (mail.replyTo !== undefined) checkAddress("replyTo", mail.replyTo);
  if (/[\r\n]/.test(mail.subject) || mail.subject.length > MAX_SUBJECT) {
    throw new InvalidMailError("subject must be one line of at most 998 characters");
  }
  if (!mail.kind.trim()) throw new InvalidMailError("kind is required");
  if (mail.attachments?.length) {
    if (mail.toUnverifiedAddress) throw new InvalidMailError("no attachments to an unverified address");
    const bytes = mail.attachments.reduce((sum, file) => sum + Math.ceil((file.contentBase64.length * 3) / 4), 0);
    if (bytes > MAX_ATTACHMENT_BYTES) throw new InvalidMailError("attachments are too large");
    for (const file of mail.attachments) {
      if (/[\r\n/\\]/.test(file.filename) || file.filename.length > 200) throw new InvalidMailError("bad attachment name");
    }
  }
}

type EnqueueListener = (mail: { id: number; kind: string; to: string }) => void;
const listeners = new Set<EnqueueListener>();

/** The outbox worker of this process listens, so it sends right away rather than at its next poll. */
export function onMailEnqueued(listener: EnqueueListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stores a mail in the outbox. Pass the transaction that writes the mail's cause (a contact
 * message, an order) so both are stored or neither is. The worker of this process is woken
 * shortly after; workers elsewhere find it at their next poll.
 */
export async function enqueueMail(
  db: Db,
  mail: OutgoingMail & { toUnverifiedAddress?: false },
  now?: Date,
): Promise<{ id: number }>;
/** An unverified address past its daily mails gets nothing: `id` is null. */
export async function enqueueMail(db: Db, mail: OutgoingMail, now?: Date): Promise<{ id: number | null }>;
export async function enqueueMail(db: Db, mail: OutgoingMail, now = new Date()): Promise<{ id: number | null }> {
  validateOutgoingMail(mail);
  if (mail.toUnverifiedAddress) {
    // Counted in the caller's transaction, so a rolled-back order does not use up the day. The key
    // holds a hash, not the address.
    const subject = createHash("sha256").update(mail.to.toLowerCase()).digest("base64url");
    const verdict = await hitRateLimit(
      db,
      { scope: "mail-to", limit: MAILS_PER_ADDRESS_PER_DAY, windowMs: DAY_MS },
      subject,
      now,
    );
    if (!verdict.allowed) {
      logger.warn("Mail not sent: this address has had its mails for today", { kind: mail.kind, reference: mail.reference });
      return { id: null };
    }
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      reference: mail.reference ?? null,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      attachments: mail.attachments?.length ? mail.attachments : null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("The mail was not stored");
  const notice = { id: row.id, kind: mail.kind, to: mail.to };
  // After the caller's transaction has (most likely) committed; a miss is caught by the next poll.
  if (listeners.size > 0) setTimeout(() => listeners.forEach((listener) => listener(notice)), 20).unref?.();
  return { id: row.id };
}

/** What the worker needs of nodemailer's transporter (a fake in unit tests). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
    attachments?: { filename: string; contentType: string; content: Buffer }[];
  }): Promise<{ messageId?: string }>;
}

export interface RetryPolicy {
  /** The first retry waits this long; each later one twice as long as the one before. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts a mail is marked failed and no longer tried. */
  maxAttempts: number;
  /** How long a claimed mail stays invisible to other workers while it is being sent. */
  leaseMs: number;
}

/**
 * One minute, doubling, at most an hour apart, for about two days (50 attempts): long enough to
 * ride out an SMTP outage or a wrong password fixed the next morning.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 50,
  leaseMs: 2 * 60_000,
};

/** The wait after the given number of failed attempts (1 = the first failure). */
export function retryDelayMs(failedAttempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 40));
}

function clock(now: Date | undefined): SQL {
  return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
}

function after(at: SQL, ms: number): SQL {
  return sql`${at} + (${Math.round(ms)}::double precision * interval '1 millisecond')`;
}

/** The masked first line of an error, short enough for a column and a log line. */
export function describeSendError(error: unknown): string {
  const smtp = error as { code?: string; responseCode?: number; message?: string } | undefined;
  const parts = [smtp?.code, smtp?.responseCode, (smtp?.message ?? String(error)).split("\n")[0]].filter(
    (part) => part !== undefined && part !== "",
  );
  // URL credentials (smtp://user:password@host) first: the general masks do not know them.
  return maskString(parts.join(" ").replace(/\/\/[^\s/@]+@/g, "//****@")).slice(0, 500);
}

export interface DeliveryLog {
  info(message: string, ...data: unknown[]): void;
  warn(message: string, ...data: unknown[]): void;
  error(message: string, ...data: unknown[]): void;
}

export interface DeliverOptions {
  transport: MailTransport;
  from: string;
  policy?: RetryPolicy;
  batchSize?: number;
  /** The clock; the database's own `now()` when not given, so every instance agrees. */
  now?: Date;
  log?: DeliveryLog;
  /** True once this process is shutting down: the mails claimed but not yet tried are released. */
  stopping?: () => boolean;
}

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
  /** Claimed, then handed back untried because the process is stopping. */
  released?: number;
}

/**
 * Claims up to `batchSize` due mails and sends them. The claim is one statement with
 * FOR UPDATE SKIP LOCKED that also moves next_attempt_at past the lease, so two workers never
 * take the same mail, and a worker that dies leaves it due again when the lease ends. A mail
 * whose send succeeded but whose "sent" mark was lost goes out again (at least once, never zero).
 */
export async function deliverDueMail(db: Db, options: DeliverOptions): Promise<DeliveryResult> {
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const at = clock(options.now);
  const batch = options.batchSize ?? 10;
  const claimed = (await db.execute(sql`
    update ${mailOutbox}
    set attempts = attempts + 1, next_attempt_at = ${after(at, policy.leaseMs)}
    where id in (
      select id from ${mailOutbox}
      where status = 'pending' and next_attempt_at <= ${at}
      order by next_attempt_at, id
      limit ${batch}
      for update skip locked
    )
    returning id, kind, reference, to_address, reply_to, subject, text_body, html_body, attachments, attempts
  `)) as unknown as {
    rows: {
      id: number;
      kind: string;
      reference: string | null;
      to_address: string;
      reply_to: string | null;
      subject: string;
      text_body: string;
      html_body: string | null;
      attachments: MailAttachment[] | null;
      attempts: number;
    }[];
  };
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  for (const [index, mail] of claimed.rows.entries()) {
    if (options.stopping?.()) {
      // Due again at once, as if never claimed, so another instance sends them now rather than
      // after the lease.
      const untried = claimed.rows.slice(index).map((left) => left.id);
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
        .where(and(inArray(mailOutbox.id, untried), eq(mailOutbox.status, "pending")));
      result.released = untried.length;
      options.log?.info(`Mail outbox: released ${untried.length} claimed mails on shutdown`);
      break;
    }
    try {
      await options.transport.sendMail({
        from: options.from,
        to: mail.to_address,
        replyTo: mail.reply_to ?? undefined,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body ?? undefined,
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: Buffer.from(file.contentBase64, "base64"),
              })),
            }
          : {}),
        headers: { "X-Outbox-Id": String(mail.id) },
      });
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: at, lastError: null })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, "pending")));
      result.sent++;
      options.log?.info(`Mail ${mail.id} (${mail.kind}) sent to ${mail.to_address}`);
    } catch (error) {
      const lastError = describeSendError(error);
      const giveUp = mail.attempts >= policy.maxAttempts;
      const nextAttemptAt = after(at, retryDelayMs(mail.attempts, policy));
      await db
        .update(mailOutbox)
        .set(giveUp ? { status: "failed", lastError } : { lastError, nextAttemptAt })
        .where(eq(mailOutbox.id, mail.id));
      if (giveUp) {
        result.failed++;
        options.log?.error(
          `Mail ${mail.id} (${mail.kind}) to ${mail.to_address} failed ${mail.attempts} times and will not be retried: ${lastError}`,
        );
      } else {
        result.retrying++;
        options.log?.warn(
          `Mail ${mail.id} (${mail.kind}) not sent (attempt ${mail.attempts}), retrying in ${Math.round(retryDelayMs(mail.attempts, policy) / 1000)} s: ${lastError}`,
        );
      }
    }
  }
  return result;
}

/** Counts by status, for the log and /healthz-style checks. */
export async function outboxCounts(db: Db): Promise<Record<"pending" | "sent" | "failed", number>> {
  const rows = await db
    .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
