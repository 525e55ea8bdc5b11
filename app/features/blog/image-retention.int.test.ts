// Unused article images on PGlite and PostgreSQL, with a fixed clock: an image any article uses
// (either language, any width, or the cover) stays; an unused one goes once past the grace period.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, articleTranslations } from "~/.server/db/schema";
import { createDatabaseStorage } from "~/.server/storage/database-storage.server";
import { daysBefore } from "~/lib/retention";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { deleteUnusedImages, imageOfKey } from "./image-retention.server";

const hash = (letter: string) => letter.repeat(32);

describe("imageOfKey", () => {
  it("groups the widths of one upload and leaves other keys alone", () => {
    expect(imageOfKey(`${hash("a")}-480.webp`)).toBe(hash("a"));
    expect(imageOfKey(`${hash("a")}-1600.webp`)).toBe(hash("a"));
    expect(imageOfKey("feed01.png")).toBe("feed01.png");
  });
});

describe.each(databaseKinds)("unused image retention on %s", (kind) => {
  const database = suiteDatabase(kind);

  it("deletes images no article uses, 7 days after upload, and keeps every width of a used one", async () => {
    const now = new Date("2030-06-15T00:00:00Z");
    const cutOff = daysBefore(now, 7);
    const media = createDatabaseStorage(database.db, "media");
    const [article] = await database.db
      .insert(articles)
      .values({ slug: "rice-crackers", status: "draft", coverImageUrl: `/media/${hash("b")}-1600.webp` })
      .returning();
    if (!article) throw new Error("not inserted");
    await database.db.insert(articleTranslations).values([
      {
        articleId: article.id,
        language: "en",
        title: "Rice crackers",
        content: `<p>Hi</p><img src="/media/${hash("a")}-960.webp" srcset="/media/${hash("a")}-480.webp 480w, /media/${hash("a")}-960.webp 960w">`,
      },
      {
        articleId: article.id,
        language: "th",
        title: "ข้าวเกรียบ",
        content: `<img src="https://siamweb.example/media/${hash("c")}-960.webp">`,
      },
    ]);
    const old = [
      `${hash("a")}-480.webp`,
      `${hash("a")}-1600.webp`,
      `${hash("b")}-480.webp`,
      `${hash("c")}-960.webp`,
      `${hash("d")}-480.webp`,
      `${hash("d")}-960.webp`,
    ];
    const recent = `${hash("e")}-480.webp`;
    for (const key of [...old, recent]) await media.put(key, new TextEncoder().encode(key), "image/webp");
    const storedAt = (key: string, at: Date) =>
      database.db.execute(
        sql`update stored_objects set created_at = ${at.toISOString()}::timestamptz where bucket = 'media' and key = ${key}`,
      );
    for (const key of old) await storedAt(key, new Date(cutOff.getTime() - 60_000));
    await storedAt(recent, new Date(cutOff.getTime() + 60_000));

    const unused = [`${hash("d")}-480.webp`, `${hash("d")}-960.webp`];
    expect(await deleteUnusedImages(database.db, media, { now, days: 7, dryRun: true })).toEqual(unused);
    expect(await media.has(unused[0] ?? "")).toBe(true);

    expect(await deleteUnusedImages(database.db, media, { now, days: 7 })).toEqual(unused);
    for (const key of unused) expect(await media.has(key), key).toBe(false);
    for (const key of [...old.filter((key) => !unused.includes(key)), recent]) expect(await media.has(key), key).toBe(true);
    expect(await deleteUnusedImages(database.db, media, { now, days: 7 })).toEqual([]);

    // Once the article is gone, its images are unused too.
    await database.db.delete(articles);
    expect(await deleteUnusedImages(database.db, media, { now, days: 7, dryRun: true })).toHaveLength(4);
  });
});
