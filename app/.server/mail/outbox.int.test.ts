import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestSmtpServer, SMTP_PASSWORD, type TestSmtpServer } from "../../../tests/support/smtp";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { mailOutbox } from "../db/schema";
import { deliverDueMail, enqueueMail, InvalidMailError, type MailTransport, type RetryPolicy } from "./outbox.server";
import { createOutboxWorker, createSmtpTransport } from "./outbox-worker.server";

const FROM = "Siam Web Studio <no-reply@siamweb.example>";
const policy: RetryPolicy = { baseDelayMs: 60_000, maxDelayMs: 3_600_000, maxAttempts: 3, leaseMs: 120_000 };
// A day ahead of the database clock, so every mail just stored is due.
const t0 = new Date(Math.ceil(Date.now() / 1000) * 1000 + 86_400_000);
const at = (ms: number) => new Date(t0.getTime() + ms);
const silent = { info() {}, notice() {}, warn() {}, error() {} };

describe.each(databaseKinds)("mail outbox on %s", (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let transport: ReturnType<typeof createSmtpTransport>;

  beforeAll(async () => {
    [database, smtp] = await Promise.all([openMigratedTestDatabase(kind), startTestSmtpServer()]);
    transport = createSmtpTransport(smtp.url);
  });
  afterAll(async () => {
    transport.close();
    await Promise.all([database.dispose(), smtp.stop()]);
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    smtp.received.length = 0;
  });

  const row = async (id: number) => {
    const [found] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return found;
  };

  it("sends a stored mail over SMTP with its recipients, reply-to, subject and both bodies, then marks it sent", async () => {
    const { id } = await enqueueMail(database.db, {
      to: "somchai@example.co.th",
      replyTo: "office@siamweb.example",
      subject: "เราได้รับข้อความของคุณแล้ว",
      text: "สวัสดีค่ะ คุณสมชาย\nขอบคุณที่ติดต่อเรา",
      html: "<p>สวัสดีค่ะ คุณสมชาย</p>",
      kind: "test",
      reference: "contact:1",
    });
    expect((await row(id))?.status).toBe("pending");

    const result = await deliverDueMail(database.db, { transport, from: FROM, policy, now: at(0) });
    expect(result).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelope).toEqual({ from: "no-reply@siamweb.example", to: ["somchai@example.co.th"] });
    expect(mail?.headers.from).toBe("Siam Web Studio <no-reply@siamweb.example>");
    expect(mail?.headers.to).toBe("somchai@example.co.th");
    expect(mail?.headers["reply-to"]).toBe("office@siamweb.example");
    expect(mail?.subject).toBe("เราได้รับข้อความของคุณแล้ว");
    expect(mail?.text).toBe("สวัสดีค่ะ คุณสมชาย\nขอบคุณที่ติดต่อเรา");
    expect(mail?.html).toBe("<p>สวัสดีค่ะ คุณสมชาย</p>");

    const stored = await row(id);
    expect(stored).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(stored?.sentAt?.toISOString()).toBe(t0.toISOString());
    // Sent is sent: another pass sends nothing.
    expect(await deliverDueMail(database.db, { transport, from: FROM, policy, now: at(60 * 60_000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it("stores nothing when the caller's transaction rolls back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: "a@example.com", subject: "s", text: "t", kind: "test" });
        throw new Error("the order failed");
      }),
    ).rejects.toThrow("the order failed");
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it("refuses header injection and lists of recipients, storing nothing", async () => {
    const bad = [
      { to: "a@example.com\r\nBcc: victim@example.com", subject: "s" },
      { to: "a@example.com, b@example.com", subject: "s" },
      { to: "Name <a@example.com>", subject: "s" },
      { to: "not-an-address", subject: "s" },
      { to: "a@example.com", subject: "Hello\r\nBcc: victim@example.com" },
    ];
    for (const mail of bad) {
      await expect(enqueueMail(database.db, { ...mail, text: "t", kind: "test" })).rejects.toBeInstanceOf(InvalidMailError);
    }
    await expect(
      enqueueMail(database.db, {
        to: "a@example.com",
        replyTo: "x@example.com\nBcc: y@example.com",
        subject: "s",
        text: "t",
        kind: "test",
      }),
    ).rejects.toBeInstanceOf(InvalidMailError);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it("keeps a mail while SMTP is down, backs off exponentially, and sends it once SMTP is back", async () => {
    const { id } = await enqueueMail(database.db, {
      to: "mali@example.com",
      subject: "Down then up",
      text: "Body",
      kind: "test",
    });
    await smtp.stop();
    try {
      expect(await deliverDueMail(database.db, { transport, from: FROM, policy, now: at(0) })).toEqual({
        sent: 0,
        retrying: 1,
        failed: 0,
      });
      let stored = await row(id);
      expect(stored).toMatchObject({ status: "pending", attempts: 1 });
      expect(stored?.lastError).toMatch(/ECONNREFUSED|ESOCKET|connect/i);
      expect(stored?.nextAttemptAt.toISOString()).toBe(at(60_000).toISOString());
      // Not due yet: nothing is tried.
      expect((await deliverDueMail(database.db, { transport, from: FROM, policy, now: at(30_000) })).retrying).toBe(0);
      // Second failure: twice the wait.
      expect((await deliverDueMail(database.db, { transport, from: FROM, policy, now: at(60_000) })).retrying).toBe(1);
      stored = await row(id);
      expect(stored?.attempts).toBe(2);
      expect(stored?.nextAttemptAt.toISOString()).toBe(at(60_000 + 120_000).toISOString());
    } finally {
      await smtp.start();
    }
    expect(await deliverDueMail(database.db, { transport, from: FROM, policy, now: at(180_000) })).toMatchObject({ sent: 1 });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe("Down then up");
    expect((await row(id))?.status).toBe("sent");
  });

  it("never writes the SMTP password into the stored error", async () => {
    const failing: MailTransport = {
      sendMail: async () => {
        throw Object.assign(
          new Error(`Invalid login for smtp://outbox:${SMTP_PASSWORD}@host password=${SMTP_PASSWORD} user somchai@example.com`),
          {
            code: "EAUTH",
            responseCode: 535,
          },
        );
      },
    };
    const { id } = await enqueueMail(database.db, { to: "a@example.com", subject: "s", text: "t", kind: "test" });
    await deliverDueMail(database.db, { transport: failing, from: FROM, policy, now: at(0) });
    const stored = await row(id);
    expect(stored?.lastError).toContain("EAUTH 535");
    expect(stored?.lastError).not.toContain(SMTP_PASSWORD);
    expect(stored?.lastError).not.toContain("somchai@example.com");
  });

  it("marks a mail failed after the last attempt and stops trying it", async () => {
    const failing: MailTransport = { sendMail: async () => Promise.reject(new Error("550 mailbox unavailable")) };
    const { id } = await enqueueMail(database.db, { to: "gone@example.com", subject: "s", text: "t", kind: "test" });
    const results = [];
    for (const ms of [0, 60_000, 180_000, 10 * 60_000]) {
      results.push(await deliverDueMail(database.db, { transport: failing, from: FROM, policy, now: at(ms) }));
    }
    expect(results.map((result) => [result.retrying, result.failed])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("after a crash between claiming and sending, the mail goes out once the lease ends", async () => {
    const { id } = await enqueueMail(database.db, { to: "crash@example.com", subject: "After a crash", text: "t", kind: "test" });
    // A worker that claims the mail and never finishes: the process died mid-send.
    const hanging: MailTransport = { sendMail: () => new Promise(() => undefined) };
    void deliverDueMail(database.db, { transport: hanging, from: FROM, policy, now: at(0) });
    await expect.poll(async () => (await row(id))?.attempts).toBe(1);
    // Another worker does not take it while the lease runs ...
    expect((await deliverDueMail(database.db, { transport, from: FROM, policy, now: at(60_000) })).sent).toBe(0);
    // ... and sends it after.
    expect((await deliverDueMail(database.db, { transport, from: FROM, policy, now: at(policy.leaseMs) })).sent).toBe(1);
    expect((await smtp.waitFor(1))[0]?.subject).toBe("After a crash");
  });

  it("a mail stored while no worker could send is sent by the next worker that starts", async () => {
    const offline = createOutboxWorker({ db: database.db, transport: null, from: FROM, log: silent, pollMs: 60_000 });
    offline.start();
    const { id } = await enqueueMail(database.db, {
      to: "later@example.com",
      subject: "Stored, sent later",
      text: "t",
      kind: "test",
    });
    await offline.stop();
    expect((await row(id))?.status).toBe("pending");

    const worker = createOutboxWorker({ db: database.db, transport, from: FROM, log: silent, pollMs: 60_000 });
    worker.start();
    try {
      expect((await smtp.waitFor(1))[0]?.subject).toBe("Stored, sent later");
      await expect.poll(async () => (await row(id))?.status).toBe("sent");
    } finally {
      await worker.stop();
    }
  });

  it("a running worker sends a new mail right after it is enqueued, without waiting for its poll", async () => {
    const worker = createOutboxWorker({ db: database.db, transport, from: FROM, log: silent, pollMs: 60 * 60_000 });
    worker.start();
    try {
      await worker.runOnce();
      await enqueueMail(database.db, { to: "quick@example.com", subject: "Right away", text: "t", kind: "test" });
      expect((await smtp.waitFor(1, 5_000))[0]?.subject).toBe("Right away");
    } finally {
      await worker.stop();
    }
  });

  it("two workers draining at once send every mail exactly once", async () => {
    for (let i = 0; i < 6; i++) {
      await enqueueMail(database.db, { to: `n${i}@example.com`, subject: `Mail ${i}`, text: "t", kind: "test" });
    }
    const second = createSmtpTransport(smtp.url);
    try {
      const results = await Promise.all([
        deliverDueMail(database.db, { transport, from: FROM, policy, now: at(0), batchSize: 3 }),
        deliverDueMail(database.db, { transport: second, from: FROM, policy, now: at(0), batchSize: 3 }),
        deliverDueMail(database.db, { transport, from: FROM, policy, now: at(0), batchSize: 3 }),
      ]);
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(6);
    } finally {
      second.close();
    }
    const subjects = (await smtp.waitFor(6)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual(["Mail 0", "Mail 1", "Mail 2", "Mail 3", "Mail 4", "Mail 5"]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(6);
  });

  it("a process shutting down hands back the mails it claimed but did not try, for another to send at once", async () => {
    for (let i = 0; i < 3; i++) {
      await enqueueMail(database.db, { to: `s${i}@example.com`, subject: `Stop ${i}`, text: "t", kind: "test" });
    }
    let stopping = false;
    const sendThenStop: MailTransport = {
      sendMail: async (message) => {
        const sent = await transport.sendMail(message);
        stopping = true;
        return sent;
      },
    };
    const first = await deliverDueMail(database.db, {
      transport: sendThenStop,
      from: FROM,
      policy,
      now: at(0),
      stopping: () => stopping,
    });
    expect(first).toMatchObject({ sent: 1, released: 2 });
    // Another instance, within the lease the first one took: the two released mails are due.
    const second = await deliverDueMail(database.db, { transport, from: FROM, policy, now: at(0) });
    expect(second).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const rows = await database.db.select({ attempts: mailOutbox.attempts, status: mailOutbox.status }).from(mailOutbox);
    expect(rows.every((mail) => mail.status === "sent" && mail.attempts === 1)).toBe(true);
  });
});
