// Contact messages leave after CONTACT_RETENTION_MONTHS, on PGlite and PostgreSQL, with a fixed clock.
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages } from "~/.server/db/schema";
import { monthsBefore } from "~/lib/retention";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { deleteOldContactMessages } from "./contact-retention.server";

describe.each(databaseKinds)("contact message retention on %s", (kind) => {
  const database = suiteDatabase(kind);

  it("deletes a message 12 months after it arrived, not a minute sooner", async () => {
    const now = new Date("2030-03-31T05:00:00Z");
    const cutOff = monthsBefore(now, 12);
    const message = (name: string, createdAt: Date) => ({ name, email: "a@example.com", message: "Hello", createdAt });
    const rows = await database.db
      .insert(contactMessages)
      .values([message("past", new Date(cutOff.getTime() - 60_000)), message("inside", new Date(cutOff.getTime() + 60_000))])
      .returning({ id: contactMessages.id });
    const [past, inside] = rows.map((row) => String(row.id));

    expect(await deleteOldContactMessages(database.db, { now, months: 12, dryRun: true })).toEqual([past]);
    expect(await database.db.$count(contactMessages)).toBe(2);
    expect(await deleteOldContactMessages(database.db, { now, months: 12 })).toEqual([past]);
    const left = await database.db.select({ id: contactMessages.id }).from(contactMessages).orderBy(asc(contactMessages.id));
    expect(left.map((row) => String(row.id))).toEqual([inside]);
    await expect(deleteOldContactMessages(database.db, { now, months: 0 })).rejects.toThrow(RangeError);
  });
});
