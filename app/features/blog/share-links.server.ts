// Share links to an article (docs/product.md, ADR 106): each is a row in share_links that staff can
// list and revoke one by one. The link carries a random 32-byte token (base64url); only its
// SHA-256 is stored, so the table never holds a working link. Every request to /preview/<token>
// looks the hash up afresh (no cache): a revoked link, an expired one or one whose article was
// deleted (the row goes with it) stops working at once, on every instance.
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { FOREIGN_KEY_VIOLATION, postgresErrorOf } from "~/.server/db/postgres-errors";
import { shareLinks } from "~/.server/db/schema";
import type { Language } from "~/i18n/config";
import { formatAdminDate } from "./article-admin-views.server";
import { SHARE_LINK_DAY_CHOICES, type ShareLinkDays, type ShareLinkStatus, type ShareLinkView } from "./share-link-schema";

/** 43 base64url characters (32 random bytes); anchored, no nesting: linear on any input. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The newest links an article's list shows; older ones still work until they expire. */
export const SHARE_LINKS_LISTED = 50;

export interface ShareLinkRow {
  id: number;
  label: string;
  createdByName: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  status: ShareLinkStatus;
}

export interface ShareLinkAuthor {
  uid: string;
  name: string;
}

export function hashShareToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A new link to article `articleId`, working for `days` (1, 7 or 30) from now. Both timestamps come
 * from one clock, the database's, in one statement, as share_links_expiry_check compares them.
 * The token is returned here only: it is never stored nor shown again.
 */
export async function createShareLink(
  db: Db,
  input: { articleId: number; label: string; days: ShareLinkDays; by: ShareLinkAuthor },
): Promise<{ ok: true; token: string; id: number; expiresAt: string } | { ok: false; reason: "articleNotFound" }> {
  if (!SHARE_LINK_DAY_CHOICES.includes(input.days)) throw new RangeError(`share link days: ${String(input.days)}`);
  const token = randomBytes(32).toString("base64url");
  try {
    const [row] = await db
      .insert(shareLinks)
      .values({
        articleId: input.articleId,
        tokenHash: hashShareToken(token),
        label: input.label,
        createdBy: input.by.uid,
        createdByName: input.by.name,
        createdAt: sql`now()`,
        expiresAt: sql`now() + make_interval(days => ${input.days}::int)`,
      })
      .returning({ id: shareLinks.id, expiresAt: shareLinks.expiresAt });
    if (!row) throw new Error("share link insert returned no row");
    return { ok: true, token, id: row.id, expiresAt: iso(row.expiresAt) };
  } catch (error) {
    if (postgresErrorOf(error).code === FOREIGN_KEY_VIOLATION) return { ok: false, reason: "articleNotFound" };
    throw error;
  }
}

/** An article's links, newest first, with what each is now (by the database's clock). */
export async function listShareLinks(db: Db, articleId: number): Promise<ShareLinkRow[]> {
  const rows = await db
    .select({
      id: shareLinks.id,
      label: shareLinks.label,
      createdByName: shareLinks.createdByName,
      createdAt: shareLinks.createdAt,
      expiresAt: shareLinks.expiresAt,
      revokedAt: shareLinks.revokedAt,
      expired: sql<boolean>`${shareLinks.expiresAt} <= now()`,
    })
    .from(shareLinks)
    .where(eq(shareLinks.articleId, articleId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
    .limit(SHARE_LINKS_LISTED);
  return rows.map(({ expired, ...row }) => ({
    ...row,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    revokedAt: row.revokedAt ? iso(row.revokedAt) : null,
    status: row.revokedAt ? "revoked" : expired ? "expired" : "active",
  }));
}

/**
 * Ends link `linkId` of article `articleId` now. A link of another article (a forged form) is
 * "linkNotFound" and nothing changes; revoking a link twice keeps the first revocation.
 */
export async function revokeShareLink(
  db: Db,
  input: { articleId: number; linkId: number; by: ShareLinkAuthor },
): Promise<{ ok: true; alreadyRevoked: boolean } | { ok: false; reason: "linkNotFound" }> {
  const ofArticle = and(eq(shareLinks.id, input.linkId), eq(shareLinks.articleId, input.articleId));
  const revoked = await db
    .update(shareLinks)
    .set({ revokedAt: sql`now()`, revokedBy: input.by.uid })
    .where(and(ofArticle, isNull(shareLinks.revokedAt)))
    .returning({ id: shareLinks.id });
  if (revoked.length > 0) return { ok: true, alreadyRevoked: false };
  const [existing] = await db.select({ id: shareLinks.id }).from(shareLinks).where(ofArticle).limit(1);
  return existing ? { ok: true, alreadyRevoked: true } : { ok: false, reason: "linkNotFound" };
}

/** The article a token opens now, or null: malformed, unknown, revoked, expired (article gone: no row). */
export async function sharedArticleId(db: Db, token: string): Promise<number | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ articleId: shareLinks.articleId })
    .from(shareLinks)
    .where(
      and(eq(shareLinks.tokenHash, hashShareToken(token)), isNull(shareLinks.revokedAt), gt(shareLinks.expiresAt, sql`now()`)),
    )
    .limit(1);
  return row?.articleId ?? null;
}

/** An article's links for the editor's list, in `language`. */
export async function shareLinkViews(db: Db, articleId: number, language: Language): Promise<ShareLinkView[]> {
  return (await listShareLinks(db, articleId)).map((row) => ({
    id: row.id,
    label: row.label,
    by: row.createdByName,
    created: formatAdminDate(row.createdAt, language),
    createdIso: row.createdAt,
    expires: formatAdminDate(row.expiresAt, language),
    expiresIso: row.expiresAt,
    status: row.status,
  }));
}
