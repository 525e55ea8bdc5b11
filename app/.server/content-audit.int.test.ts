// The content trail on PGlite and PostgreSQL: an entry written inside a save's transaction lands
// with it or not at all, and the list tells a create, a change (with the fields) and a delete apart.
import { beforeEach, describe, expect, it } from "vitest";
import { contentAudit } from "~/.server/db/schema";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import { listContentChanges, recordContentChange } from "./content-audit.server";

describe.each(databaseKinds)("content audit on %s", (kind) => {
  const database = suiteDatabase(kind);
  const db = () => database.db;
  const actor = { uid: "test:owner", email: "owner@example.com" };

  beforeEach(async () => {
    await db().delete(contentAudit);
  });

  it("lists creates, changes with their fields, and deletes, newest first", async () => {
    const before = { id: "seo", translations: { en: { name: "SEO" }, th: { name: "" } } };
    const after = { id: "seo", translations: { en: { name: "SEO" }, th: { name: "เอสอีโอ" } } };
    await recordContentChange(db(), actor, { area: "categories", entityId: "seo", before: null, after: before });
    await recordContentChange(db(), actor, { area: "categories", entityId: "seo", before, after });
    await recordContentChange(db(), actor, { area: "categories", entityId: "seo", before: after, after: null });
    await recordContentChange(db(), actor, { area: "faq", entityId: 3, before: null, after: { question: "?" } });

    const trail = await listContentChanges(db(), { area: "categories" });
    expect(trail.map(({ kind: change, changedFields, actorEmail }) => ({ change, changedFields, actorEmail }))).toEqual([
      { change: "deleted", changedFields: [], actorEmail: "owner@example.com" },
      { change: "changed", changedFields: ["translations.th.name"], actorEmail: "owner@example.com" },
      { change: "created", changedFields: [], actorEmail: "owner@example.com" },
    ]);
    expect(await listContentChanges(db(), { area: "faq", entityId: 3 })).toHaveLength(1);
    expect(await listContentChanges(db(), { limit: 2 })).toHaveLength(2);
  });

  it("writes nothing when the save's transaction rolls back", async () => {
    await expect(
      db().transaction(async (tx) => {
        await recordContentChange(tx, actor, { area: "packages", entityId: "premium", before: {}, after: { priceSatang: 1 } });
        throw new Error("the save failed");
      }),
    ).rejects.toThrow("the save failed");
    expect(await listContentChanges(db())).toEqual([]);
  });
});
