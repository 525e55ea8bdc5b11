// The contact form end to end below the browser: the route's action with a real database (PGlite
// and PostgreSQL), the outbox and a real SMTP server.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox, rateLimits } from "~/.server/db/schema";
import { parseEnv } from "~/.server/env";
import { deliverDueMail } from "~/.server/mail/outbox.server";
import { createSmtpTransport } from "~/.server/mail/outbox-worker.server";
import type { ContactReply } from "~/features/contact/contact-form-fields";
import { action } from "~/routes/contact";
import { routeContext } from "../../../tests/support/route-context";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { issueFormToken } from "./contact-form-token.server";
import { deleteOldContactMessages } from "./contact-retention.server";
import {
  deleteContactMessage,
  getContactMessage,
  listRecentMessages,
  parseMessageId,
  setContactMessageRead,
} from "./contact.server";

const SECRET = "contact-test-session-secret-0123456789abcdef";
const env = parseEnv({ SESSION_SECRET: SECRET, DATA_DIR: "/tmp/contact-int-test", SITE_URL: "https://siamweb.example" });
const FROM = "Siam Web Studio <no-reply@siamweb.example>";

type Reply = ContactReply;
/** What an accepted message answers (a fake one for a bot is the same). */
const SENT = { result: { status: "success", initialValue: null }, success: { receipt: expect.any(String) } };
type ActionResult = { data: unknown; init: { status?: number; headers?: Record<string, string> } | null };

describe.each(databaseKinds)("contact form on %s", (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let ip = 0;

  beforeAll(async () => {
    [database, smtp] = await Promise.all([openMigratedTestDatabase(kind), startTestSmtpServer()]);
    await database.db.execute(
      sql`update settings set value = value || '{"notificationEmail": "leads@siamweb.example", "email": "hello@siamweb.example"}'::jsonb where key = 'agency'`,
    );
  });
  afterAll(() => Promise.all([database.dispose(), smtp.stop()]));
  beforeEach(async () => {
    await database.db.delete(contactMessages);
    await database.db.delete(mailOutbox);
    smtp.received.length = 0;
    ip++;
  });

  function submit(
    fields: Record<string, string>,
    options: { language?: "en" | "th"; issuedAgoMs?: number; clientIp?: string } = {},
  ) {
    const body = new URLSearchParams({
      formToken: issueFormToken(SECRET, Date.now() - (options.issuedAgoMs ?? 10_000)),
      website: "",
      ...fields,
    });
    const request = new Request("https://siamweb.example/contact", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `lang=${options.language ?? "en"}` },
    });
    const context = routeContext(env, database.db, { clientIp: options.clientIp ?? `10.1.0.${ip}`, language: options.language });
    return action({ request, context, params: {} } as unknown as Parameters<
      typeof action
    >[0]) as unknown as Promise<ActionResult>;
  }

  const visitor = {
    name: "สมชาย ใจดี",
    email: "somchai@example.co.th",
    phone: "081 234 5678",
    company: "ร้านกาแฟดอย",
    packageId: "starter",
    message: "สนใจทำเว็บไซต์ร้านกาแฟครับ\nมีหน้าร้านที่เชียงใหม่",
  };

  const stored = () => database.db.select().from(contactMessages);
  const outbox = () => database.db.select().from(mailOutbox);

  it("stores the message, then the outbox sends the agency a notification and the visitor an acknowledgement in Thai", async () => {
    const result = await submit(visitor, { language: "th" });
    expect(result.data).toMatchObject(SENT);
    const [message] = await stored();
    expect(message).toMatchObject({
      name: "สมชาย ใจดี",
      email: "somchai@example.co.th",
      phone: "081 234 5678",
      company: "ร้านกาแฟดอย",
      packageId: "starter",
      language: "th",
      readAt: null,
    });
    expect((await outbox()).map((mail) => mail.kind).sort()).toEqual(["contact-acknowledgement", "contact-notification"]);

    const transport = createSmtpTransport(smtp.url);
    try {
      expect((await deliverDueMail(database.db, { transport, from: FROM })).sent).toBe(2);
    } finally {
      transport.close();
    }
    const mails = await smtp.waitFor(2);
    const notification = mails.find((mail) => mail.envelope.to[0] === "leads@siamweb.example");
    const acknowledgement = mails.find((mail) => mail.envelope.to[0] === "somchai@example.co.th");
    expect(notification?.subject).toBe("New contact message from สมชาย ใจดี");
    expect(notification?.headers["reply-to"]).toBe("somchai@example.co.th");
    expect(notification?.text).toContain("Phone:    081 234 5678");
    expect(notification?.text).toContain("Package:  Starter");
    expect(notification?.text).toContain("สนใจทำเว็บไซต์ร้านกาแฟครับ\nมีหน้าร้านที่เชียงใหม่");
    expect(notification?.text).toContain(`https://siamweb.example/admin/messages/${message?.id}`);
    expect(acknowledgement?.subject).toMatch(/^เราได้รับข้อความของคุณแล้ว – /);
    expect(acknowledgement?.headers["reply-to"]).toBe("hello@siamweb.example");
    expect(acknowledgement?.text).toContain("ขอบคุณที่ติดต่อ");
    // Nothing the visitor typed goes back to the address they typed: not the message, not the name.
    expect(acknowledgement?.text).not.toContain("สนใจทำเว็บไซต์ร้านกาแฟครับ");
    expect(acknowledgement?.text).not.toContain("สมชาย");
    expect(acknowledgement?.html).toBeUndefined();
  });

  it("acknowledges in English to a visitor reading in English", async () => {
    await submit({ name: "Jane Doe", email: "jane@example.com", message: "Hello, we need a shop." });
    const acknowledgement = (await outbox()).find((mail) => mail.kind === "contact-acknowledgement");
    expect(acknowledgement?.subject).toMatch(/^We have received your message – /);
    expect(acknowledgement?.textBody).toContain("Hello,");
    expect(acknowledgement?.textBody).not.toMatch(/Jane|we need a shop/);
  });

  it("sends one address at most five acknowledgements a day; the messages themselves are all kept", async () => {
    const before = (await stored()).length;
    for (let i = 0; i < 7; i++) {
      // From several addresses, as a sender who dodges the per-address limit on the form would.
      const result = await submit(
        { name: `Sender ${i}`, email: "Target@Example.com", message: `Message number ${i} for the agency.` },
        { clientIp: `10.2.${ip}.${i}` },
      );
      expect(result.data).toMatchObject(SENT);
    }
    expect((await stored()).length).toBe(before + 7);
    const mails = await outbox();
    const toTarget = mails.filter(
      (mail) => mail.kind === "contact-acknowledgement" && mail.toAddress.toLowerCase() === "target@example.com",
    );
    expect(toTarget).toHaveLength(5);
    // The agency hears of every message.
    expect(mails.filter((mail) => mail.kind === "contact-notification").length).toBeGreaterThanOrEqual(7);
  });

  it("stores HTML in a message as text, exactly as typed", async () => {
    const message = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    await submit({ name: "Tester", email: "t@example.com", message });
    expect((await stored())[0]?.message).toBe(message);
  });

  it("refuses invalid fields with translated errors, keeps what was typed and stores nothing", async () => {
    const result = await submit(
      { name: "Somchai\r\nBcc: victim@example.com", email: "not-an-address", message: "", phone: "call me" },
      { language: "th" },
    );
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      result: expect.objectContaining({
        status: "error",
        error: {
          name: ["กรุณากรอกข้อมูลนี้ในบรรทัดเดียว"],
          email: ["กรุณากรอกอีเมลให้ถูกต้อง เช่น name@example.com"],
          phone: ["กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง เช่น 081 234 5678 หรือ +66 81 234 5678"],
          message: ["กรุณาพิมพ์ข้อความของคุณ"],
        },
        initialValue: expect.objectContaining({ email: "not-an-address", phone: "call me" }),
      }),
    });
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("gives the limit in a too-long message's error", async () => {
    const result = await submit({ name: "A", email: "a@example.com", message: "m".repeat(5001) });
    expect((result.data as Reply).result.error?.message?.[0]).toBe("Please keep your message under 5000 characters.");
  });

  it("tells a bot that filled the honeypot it was sent, and stores nothing", async () => {
    const result = await submit({ ...visitor, website: "https://spam.example" });
    expect(result.data).toMatchObject(SENT);
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("refuses a form sent faster than the minimum fill time, or without a valid time stamp", async () => {
    const fast = await submit(visitor, { issuedAgoMs: 500 });
    expect(fast.init?.status).toBe(400);
    expect(fast.data).toMatchObject({
      result: {
        status: "error",
        error: { "": ["That was very quick. Please check your message and press Send again."] },
        initialValue: expect.objectContaining({ name: visitor.name }),
      },
    });
    // An empty form sent at once is told what to fill in first; the stamp is judged once the fields are right.
    const emptyAndFast = await submit({ name: "", email: "", message: "" }, { issuedAgoMs: 500 });
    expect((emptyAndFast.data as Reply).result.error).toEqual({
      name: ["Please enter your name."],
      email: [expect.any(String)],
      message: [expect.any(String)],
    });
    const forged = await submit({ ...visitor, formToken: `${Date.now() - 60_000}.forged` });
    expect(forged.data).toMatchObject({
      result: { error: { "": ["This page was open for a long time. Please press Send again."] } },
    });
    expect(await stored()).toEqual([]);
  });

  it("allows 5 submissions per address in 10 minutes, then answers 429 with Retry-After and a translated message", async () => {
    const clientIp = `10.9.9.${ip}`;
    for (let i = 0; i < 5; i++) {
      expect((await submit({ name: `N${i}`, email: "n@example.com", message: "Hi" }, { clientIp })).data).toMatchObject(SENT);
    }
    const refused = await submit({ name: "N6", email: "n@example.com", message: "Hi" }, { clientIp, language: "th" });
    expect(refused.init?.status).toBe(429);
    expect(Number(refused.init?.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect((refused.data as Reply).result.error?.[""]?.[0]).toMatch(/^คุณส่งข้อความหลายครั้งในเวลาอันสั้น กรุณาลองใหม่ในอีก \d+ นาที/);
    expect(await stored()).toHaveLength(5);
    // Another address is not affected.
    expect(
      (await submit({ name: "Other", email: "o@example.com", message: "Hi" }, { clientIp: `10.8.8.${ip}` })).data,
    ).toMatchObject(SENT);
    await database.db.delete(rateLimits);
  });

  it("lists messages newest first with unread marked; marks read and unread; deletes", async () => {
    await submit({ name: "First", email: "a@example.com", message: "First message" });
    await submit({ name: "Second", email: "b@example.com", message: "x".repeat(300) });
    let list = await listRecentMessages(database.db);
    expect(list.messages.map((message) => message.name)).toEqual(["Second", "First"]);
    expect(list).toMatchObject({ unread: 2, total: 2 });
    expect(list.messages[0]?.preview).toHaveLength(141);
    const first = list.messages[1];
    expect(await setContactMessageRead(database.db, first?.id ?? 0, true)).toBe(true);
    const readAt = (await getContactMessage(database.db, first?.id ?? 0))?.readAt;
    expect(readAt).toBeInstanceOf(Date);
    list = await listRecentMessages(database.db);
    expect(list.unread).toBe(1);
    expect(list.messages.find((message) => message.name === "First")?.read).toBe(true);
    expect(await setContactMessageRead(database.db, first?.id ?? 0, false)).toBe(true);
    expect((await getContactMessage(database.db, first?.id ?? 0))?.readAt).toBeNull();
    expect(await deleteContactMessage(database.db, first?.id ?? 0)).toBe(true);
    expect(await deleteContactMessage(database.db, first?.id ?? 0)).toBe(false);
    expect(await getContactMessage(database.db, first?.id ?? 0)).toBeNull();
    expect(await setContactMessageRead(database.db, 999_999, true)).toBe(false);
    expect([parseMessageId("12"), parseMessageId("0"), parseMessageId("1e3"), parseMessageId("99999999999")]).toEqual([
      12,
      null,
      null,
      null,
    ]);
  });

  it("purges messages older than the retention period, keeping newer ones", async () => {
    await submit({ name: "Old", email: "a@example.com", message: "Old" });
    await submit({ name: "Recent", email: "b@example.com", message: "Recent" });
    await database.db.execute(sql`update contact_messages set created_at = now() - interval '13 months' where name = 'Old'`);
    expect(await deleteOldContactMessages(database.db, { now: new Date(), months: 12 })).toHaveLength(1);
    expect((await stored()).map((message) => message.name)).toEqual(["Recent"]);
  });
});
