// The Page copy store on PGlite and PostgreSQL: a save keeps only what differs from the defaults,
// is refused over a newer save, writes one audit entry, and the pages' cached read sees it at once.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listContentChanges } from "~/.server/content-audit.server";
import { contentAudit, pageCopy } from "~/.server/db/schema";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { getEditedCopy, loadPageCopyForEditing, savePageCopy } from "./page-copy.server";

const defaults = {
  en: [
    { path: "hero.title", text: "Online in {{siteOnlineDays}} days" },
    { path: "hero.lead", text: "Fixed prices" },
  ],
  th: [
    { path: "hero.title", text: "ออนไลน์ใน {{siteOnlineDays}} วัน" },
    { path: "hero.lead", text: "ราคาคงที่" },
  ],
};
const owner = { uid: "test:owner", email: "owner@example.com" };

describe.each(databaseKinds)("page copy on %s", (kind) => {
  const database = suiteDatabase(kind);
  const db = () => database.db;

  beforeEach(async () => {
    await db().delete(contentAudit);
    await db().update(pageCopy).set({ en: {}, th: {} });
  });

  it("stores only the texts that differ, and the pages read them at once", async () => {
    const loaded = await loadPageCopyForEditing(db(), "home");
    expect(loaded).toMatchObject({ en: {}, th: {} });
    await getEditedCopy(db()); // fills the cache, which the save must empty

    const outcome = await savePageCopy(
      db(),
      owner,
      "home",
      {
        revision: loaded.revision,
        en: { "hero.title": "Online in 5 days", "hero.lead": "Fixed prices" },
        th: { "hero.title": "", "hero.lead": "ราคาคงที่" },
      },
      defaults,
    );
    expect(outcome).toBe("saved");
    expect((await getEditedCopy(db())).home).toEqual({ en: { "hero.title": "Online in 5 days" }, th: { "hero.title": "" } });
    expect((await getEditedCopy(db())).about).toEqual({ en: {}, th: {} });

    const [entry, ...others] = await listContentChanges(db(), { area: "copy" });
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ entityId: "home", actorEmail: "owner@example.com", kind: "changed" });
    expect(entry?.changedFields.sort()).toEqual(["en.hero.title", "th.hero.title"]);
  });

  it("refuses a save over a newer one and changes nothing", async () => {
    const first = await loadPageCopyForEditing(db(), "about");
    const second = await loadPageCopyForEditing(db(), "about");
    const form = (title: string) => ({ en: { "hero.title": title, "hero.lead": "Fixed prices" }, th: {} });
    expect(await savePageCopy(db(), owner, "about", { ...form("First"), revision: first.revision }, defaults)).toBe("saved");
    expect(await savePageCopy(db(), owner, "about", { ...form("Second"), revision: second.revision }, defaults)).toBe("conflict");
    const [row] = await db().select().from(pageCopy).where(eq(pageCopy.page, "about"));
    expect(row?.en).toEqual({ "hero.title": "First" });
    expect(await listContentChanges(db(), { area: "copy" })).toHaveLength(1);
  });

  it("tells an unchanged save apart and writes no audit entry for it", async () => {
    const loaded = await loadPageCopyForEditing(db(), "contact");
    const unchanged = { en: { "hero.title": defaults.en[0]?.text ?? "" }, th: {}, revision: loaded.revision };
    expect(await savePageCopy(db(), owner, "contact", unchanged, defaults)).toBe("unchanged");
    expect(await listContentChanges(db())).toEqual([]);
  });
});
