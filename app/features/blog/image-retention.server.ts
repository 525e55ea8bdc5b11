// Uploaded images no article uses (ADR 046): deleted once they are older than a grace period, so
// an image uploaded for an article still being written is kept until the article is saved.
// "Uses" means any language's content or the cover image names the image at any of its widths.
import { sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import type { ObjectStorage } from "~/.server/storage/storage";
import { daysBefore, type RetentionRun } from "~/lib/retention";

/** A key as it appears in a /media/ address (storage.ts STORAGE_KEY_PATTERN). */
const MEDIA_KEY_IN_TEXT = "/media/([A-Za-z0-9][A-Za-z0-9-]{0,120}\\.[a-z0-9]{2,5})";

/** The image a stored key belongs to: `<hash>-960.webp` is one width of `<hash>`; any other key is its own. */
export function imageOfKey(key: string): string {
  return key.replace(/-\d{1,4}\.webp$/, "");
}

/** Every media key named by an article, in either language's HTML or as a cover image. */
async function keysArticlesUse(db: Db): Promise<Set<string>> {
  const result = (await db.execute(sql`
    select distinct found.match[1] as key from (
      select regexp_matches(content, ${MEDIA_KEY_IN_TEXT}, 'g') as match from article_translations
      union all
      select regexp_matches(cover_image_url, ${MEDIA_KEY_IN_TEXT}, 'g') from articles where cover_image_url is not null
    ) as found
  `)) as unknown as { rows: { key: string }[] };
  return new Set(result.rows.map((row) => row.key));
}

/**
 * Deletes the media objects stored more than `days` before `now` whose image no article uses.
 * Answers their keys (content hashes). Two instances running it at once delete the same keys,
 * which is harmless: a delete of a missing object does nothing.
 */
export async function deleteUnusedImages(
  db: Db,
  media: ObjectStorage,
  { now, dryRun = false, days }: RetentionRun & { days: number },
): Promise<string[]> {
  // Listed before the articles are read, so an article saved in between still counts.
  const candidates = await media.keysStoredBefore(daysBefore(now, days));
  if (candidates.length === 0) return [];
  const used = new Set([...(await keysArticlesUse(db))].map(imageOfKey));
  const unused = candidates.filter((key) => !used.has(imageOfKey(key)));
  if (!dryRun) for (const key of unused) await media.delete(key);
  return unused;
}
