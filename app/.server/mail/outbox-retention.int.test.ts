// Sent and failed mail leave the outbox after their periods, on PGlite and PostgreSQL, with a
// fixed clock; pending mail never does.
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { mailOutbox } from "../db/schema";
import { daysBefore } from "~/lib/retention";
import { enqueueMail } from "./outbox.server";
import { deleteOldMail } from "./outbox-retention.server";

describe.each(databaseKinds)("outbox retention on %s", (kind) => {
  const database = suiteDatabase(kind);

  it("deletes sent mail 30 days after sending and failed mail 30 days after it was queued", async () => {
    const now = new Date("2030-06-15T00:00:00Z");
    const cutOff = daysBefore(now, 30);
    const minute = 60_000;
    const mail = async (subject: string, set: Partial<typeof mailOutbox.$inferInsert>) => {
      const { id } = await enqueueMail(database.db, { to: "somchai@example.co.th", subject, text: "t", kind: "test" });
      await database.db.update(mailOutbox).set(set).where(eq(mailOutbox.id, id));
      return String(id);
    };
    const longAgo = new Date("2020-01-01T00:00:00Z");
    const sentPast = await mail("sent past", { status: "sent", createdAt: longAgo, sentAt: new Date(cutOff.getTime() - minute) });
    const sentInside = await mail("sent inside", {
      status: "sent",
      createdAt: longAgo,
      sentAt: new Date(cutOff.getTime() + minute),
    });
    const failedPast = await mail("failed past", { status: "failed", createdAt: new Date(cutOff.getTime() - minute) });
    const failedInside = await mail("failed inside", { status: "failed", createdAt: new Date(cutOff.getTime() + minute) });
    const pending = await mail("pending", { createdAt: longAgo });

    expect(await deleteOldMail(database.db, { now, status: "sent", days: 30, dryRun: true })).toEqual([sentPast]);
    expect(await deleteOldMail(database.db, { now, status: "failed", days: 30, dryRun: true })).toEqual([failedPast]);
    expect(await database.db.$count(mailOutbox)).toBe(5);

    expect(await deleteOldMail(database.db, { now, status: "sent", days: 30 })).toEqual([sentPast]);
    expect(await deleteOldMail(database.db, { now, status: "failed", days: 30 })).toEqual([failedPast]);
    const left = await database.db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(left.map((row) => String(row.id))).toEqual([sentInside, failedInside, pending]);
  });
});
