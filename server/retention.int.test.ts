// Every retention job together, as the background jobs and `npm run retention` run them, on PGlite
// (uploads in a folder) and PostgreSQL (uploads in the database), with a fixed clock.
import { mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox, orderDocuments, orders, payments, paymentWebhookEvents, users } from "~/.server/db/schema";
import { issuePaymentDocument } from "~/features/checkout/documents/issue-document.server";
import { parseEnv } from "~/.server/env";
import { startJobs } from "~/.server/jobs.server";
import { createDatabaseStorage } from "~/.server/storage/database-storage.server";
import { createLocalFolderStorage } from "~/.server/storage/local-folder-storage.server";
import type { ObjectStorage, StorageBucket } from "~/.server/storage/storage";
import { RETENTION_DEFAULTS } from "~/lib/retention";
import { databaseKinds, suiteDatabase } from "../tests/support/test-database";
import { testSeller } from "../tests/support/agency";
import { describeRetention, parseRetentionArgs, retentionJobs, retentionTasks, runRetention } from "./retention";

const NOW = new Date("2032-06-15T00:00:00Z");
const LONG_AGO = new Date("2020-01-01T00:00:00Z");
const bytes = new TextEncoder().encode("bytes");

describe.each(databaseKinds)("retention jobs on %s", (kind) => {
  const database = suiteDatabase(kind);
  const folder = mkdtempSync(path.join(tmpdir(), "retention-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const storage = (): Record<StorageBucket, ObjectStorage> =>
    kind === "pglite"
      ? {
          media: createLocalFolderStorage(path.join(folder, "uploads")),
          slips: createLocalFolderStorage(path.join(folder, "slips"), { private: true }),
        }
      : { media: createDatabaseStorage(database.db, "media"), slips: createDatabaseStorage(database.db, "slips") };
  const tasks = () => retentionTasks(database.db, RETENTION_DEFAULTS, storage());

  async function storeOld(bucket: StorageBucket, key: string) {
    await storage()[bucket].put(key, bytes, "image/png");
    if (kind === "pglite") utimesSync(path.join(folder, bucket === "media" ? "uploads" : "slips", key), LONG_AGO, LONG_AGO);
    else
      await database.db.execute(
        sql`update stored_objects set created_at = ${LONG_AGO.toISOString()}::timestamptz where key = ${key}`,
      );
  }

  async function order(reference: string, at: Date, slipKey?: string) {
    const [row] = await database.db
      .insert(orders)
      .values({
        reference,
        idempotencyKey: reference,
        packageId: "starter",
        paymentOption: "full",
        subtotalSatang: 300_000,
        totalSatang: 300_000,
        amountDueNowSatang: 300_000,
        customerName: "Somchai Jaidee",
        customerEmail: "somchai@example.co.th",
        customerPhone: "0812345678",
        requirements: "A shop",
        paymentMethod: "bank_transfer",
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: orders.id });
    if (!row) throw new Error("not inserted");
    if (slipKey) await storeOld("slips", slipKey);
    await database.db.insert(payments).values({
      orderId: row.id,
      method: "bank_transfer",
      amountSatang: 300_000,
      slipPath: slipKey ? `slips/${slipKey}` : null,
      slipContentType: slipKey ? "image/png" : null,
      createdAt: at,
      updatedAt: at,
    });
    return String(row.id);
  }

  /** Everything a retention job could change, as the test sees it. */
  async function state() {
    const { media, slips } = storage();
    return {
      contact: await database.db.$count(contactMessages),
      orders: await database.db
        .select({ name: orders.customerName, requirements: orders.requirements })
        .from(orders)
        .orderBy(asc(orders.id)),
      slipPaths: (await database.db.select({ path: payments.slipPath }).from(payments).orderBy(asc(payments.id))).map(
        (row) => row.path,
      ),
      users: await database.db.$count(users),
      mail: await database.db.$count(mailOutbox),
      events: await database.db.$count(paymentWebhookEvents),
      documents: await database.db.$count(orderDocuments),
      media: await media.keysStoredBefore(NOW),
      slips: await slips.keysStoredBefore(NOW),
    };
  }

  it("a dry run lists what each job would take and changes nothing; the real run takes it; a second finds nothing", async () => {
    const [contact] = await database.db
      .insert(contactMessages)
      .values({ name: "Malee", email: "malee@example.com", message: "Hi", createdAt: LONG_AGO })
      .returning({ id: contactMessages.id });
    // Past every period; and one inside the accounting period but past the requirements' two years.
    const oldOrder = await order("SWS-2020-OLD01", LONG_AGO, "SWS-2020-OLD01-0011223344556677.png");
    const recentOrder = await order("SWS-2029-NEW01", new Date("2029-06-01T00:00:00Z"));
    await storeOld("slips", "SWS-2020-ORPH1-8899aabbccddeeff.png");
    await storeOld("media", `${"d".repeat(32)}-480.webp`);
    await database.db.insert(users).values({ uid: "former", email: "former@example.com", role: "pending", updatedAt: LONG_AGO });
    const mails = await database.db
      .insert(mailOutbox)
      .values([
        { kind: "test", toAddress: "a@example.com", subject: "s", textBody: "t", status: "sent", sentAt: LONG_AGO },
        { kind: "test", toAddress: "b@example.com", subject: "f", textBody: "t", status: "failed", createdAt: LONG_AGO },
      ])
      .returning({ id: mailOutbox.id });
    await database.db
      .insert(paymentWebhookEvents)
      .values({ providerEventId: "evt_old", type: "checkout.session.completed", receivedAt: LONG_AGO });
    // The old order's receipt, issued when it was paid.
    const [paidOrder] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(oldOrder)));
    const [paidPayment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, Number(oldOrder)));
    const receipt = await issuePaymentDocument(database.db, {
      order: paidOrder!,
      payment: paidPayment!,
      seller: testSeller,
      now: LONG_AGO,
    });

    const before = await state();
    const dryRun = await runRetention(tasks(), { now: NOW, dryRun: true });
    expect(await state()).toEqual(before);
    expect(Object.fromEntries(dryRun.map((report) => [report.kind, report.ids]))).toEqual({
      "contact-messages": [String(contact?.id)],
      "order-personal-details": [oldOrder],
      "order-documents": [receipt.number],
      "order-requirements": [oldOrder, recentOrder],
      "orphan-slips": ["SWS-2020-ORPH1-8899aabbccddeeff.png"],
      "staff-accounts": ["former"],
      "sent-mail": [String(mails[0]?.id)],
      "failed-mail": [String(mails[1]?.id)],
      "stripe-webhook-events": ["evt_old"],
      "unused-images": [`${"d".repeat(32)}-480.webp`],
      "consent-records": [],
    });
    const report = describeRetention(dryRun, { now: NOW, dryRun: true }).join("\n");
    expect(report).toContain("nothing was changed");
    expect(report).toContain(`  order-personal-details: 1 would be anonymised (${oldOrder})`);
    expect(report).not.toMatch(/Somchai|somchai|@|0812345678/);

    const done = await runRetention(tasks(), { now: NOW, dryRun: false });
    // Anonymising the old order emptied its requirements too, so only the recent one is left for that job.
    expect(done.find((entry) => entry.kind === "order-requirements")?.ids).toEqual([recentOrder]);
    expect(await state()).toEqual({
      contact: 0,
      orders: [
        { name: "", requirements: "" },
        { name: "Somchai Jaidee", requirements: "" },
      ],
      slipPaths: [null, null],
      users: 0,
      mail: 0,
      events: 0,
      documents: 0,
      media: [],
      slips: [],
    });
    expect((await runRetention(tasks(), { now: NOW, dryRun: true })).flatMap((entry) => entry.ids)).toEqual([]);
  });

  it("runs as background jobs, one per kind, logging counts and nothing personal", async () => {
    await database.db
      .insert(contactMessages)
      .values({ name: "Malee", email: "malee@example.com", message: "Hi", createdAt: LONG_AGO });
    const lines: string[] = [];
    const write = (message: string) => void lines.push(message);
    const jobs = startJobs({
      env: parseEnv({ DATA_DIR: folder }),
      db: database.db,
      log: { info: write, notice: write, warn: write, error: write },
      extra: retentionJobs(tasks()),
    });
    try {
      expect(await jobs.runJob("retention-contact-messages")).toBe(1);
      expect(await jobs.runJob("retention-unused-images")).toBe(0);
      expect(lines).toContain("Job retention-contact-messages: 1 rows");
      expect(lines.join("\n")).not.toContain("malee");
    } finally {
      await jobs.stop();
    }
  });
});

describe("npm run retention", () => {
  it("takes --dry-run and nothing else", () => {
    expect(parseRetentionArgs([])).toEqual({ dryRun: false });
    expect(parseRetentionArgs(["--dry-run"])).toEqual({ dryRun: true });
    expect(parseRetentionArgs(["--force"])).toEqual({
      error: "Unknown argument --force. Usage: npm run retention [-- --dry-run]",
    });
  });

  it("reports what it did, kind by kind", () => {
    const lines = describeRetention(
      [
        { kind: "staff-accounts", outcome: "deleted", ids: ["uid-1", "uid-2"] },
        { kind: "sent-mail", outcome: "deleted", ids: [] },
      ],
      { now: NOW, dryRun: false },
    );
    expect(lines).toEqual([
      "Retention at 2032-06-15T00:00:00.000Z:",
      "  staff-accounts: 2 deleted (uid-1, uid-2)",
      "  sent-mail: 0 deleted",
    ]);
  });
});
