import { sql } from "drizzle-orm";
import { type ArticleVersionSnapshot, revisionChanges } from "./schema/article-revisions";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Site-wide settings as typed JSON documents, one row per group (agency, integrations, ...). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const articleStatuses = ["draft", "published"] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** Blog categories; `id` is the URL-safe key used in `?category=`. Names are per language. */
export const categories = pgTable("categories", {
  id: text("id").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** The categories screen's optimistic-concurrency check, as on articles. */
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const categoryTranslations = pgTable(
  "category_translations",
  {
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    name: text("name").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.language] }),
    check("category_translations_language_check", sql`${table.language} in ('en', 'th')`),
  ],
);

/** The language-independent part of an article (docs/product.md#article-records: slug, status, category, dates). */
export const articles = pgTable(
  "articles",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    slug: text("slug").notNull(),
    status: text("status", { enum: articleStatuses }).notNull().default("draft"),
    categoryId: text("category_id").references(() => categories.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull().default(""),
    coverImageUrl: text("cover_image_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Who saved the current version (display name); null before this was kept, or when the schedule published it. */
    updatedBy: text("updated_by"),
    /** A draft to be published at this time by the scheduled-publishing job (ADR 069); null otherwise. */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("articles_slug_key").on(table.slug),
    check("articles_status_check", sql`${table.status} in ('draft', 'published')`),
    check("articles_scheduled_draft_check", sql`${table.scheduledAt} is null or ${table.status} = 'draft'`),
    // The scheduled-publishing job: due drafts, oldest first.
    index("articles_scheduled_at_idx")
      .on(table.scheduledAt)
      .where(sql`${table.scheduledAt} is not null`),
    // The public list: status = published order by created_at desc.
    index("articles_status_created_at_idx").on(table.status, table.createdAt.desc()),
    // The category list: category = ? and status = published order by created_at desc.
    index("articles_category_status_created_at_idx").on(table.categoryId, table.status, table.createdAt.desc()),
  ],
);

/** One row per article and language: a third language is a row, not a migration. */
export const articleTranslations = pgTable(
  "article_translations",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    coverImageAlt: text("cover_image_alt"),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.language] }),
    check("article_translations_language_check", sql`${table.language} in ('en', 'th')`),
  ],
);

export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    snapshot: jsonb("snapshot").$type<ArticleVersionSnapshot>().notNull(),
    /** When the version was saved (the article's updated_at then). */
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
    /** Who saved it (display name); null when not known, e.g. before revisions were kept. */
    savedBy: text("saved_by"),
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who replaced it; null for the scheduled-publishing job. */
    replacedBy: text("replaced_by"),
    replacedHow: text("replaced_how", { enum: revisionChanges }).notNull(),
  },
  (table) => [
    // The editor's list, newest first, and pruning beyond the kept number.
    index("article_revisions_article_id_idx").on(table.articleId, table.id.desc()),
    check("article_revisions_replaced_how_check", sql`${table.replacedHow} in ('save', 'restore', 'status', 'schedule')`),
  ],
);

/** The same list as app/features/users/roles.ts (client-safe); users.server.ts checks they agree. */
export const userRoles = ["pending", "editor", "admin"] as const;

/**
 * Staff profiles (docs/product.md#staff-profiles). `uid` is derived from the identity provider's
 * issuer and subject (identityUid in app/features/users/users.server.ts); `email` is kept
 * lower-case so uniqueness and ADMIN_EMAILS ignore case. Timestamps come from the database clock.
 */
export const users = pgTable(
  "users",
  {
    uid: text("uid").primaryKey(),
    email: text("email").notNull(),
    displayName: text("display_name").notNull().default(""),
    photoUrl: text("photo_url"),
    emailVerified: boolean("email_verified").notNull().default(false),
    role: text("role", { enum: userRoles }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp("last_login", { withTimezone: true }).notNull().defaultNow(),
    /** Moves on role changes only: for a pending account, when its access ended (staff-retention.server.ts). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Sign-in conflicts and `npm run users:set-role -- <email>`.
    uniqueIndex("users_email_key").on(table.email),
    check("users_email_lower_check", sql`${table.email} = lower(${table.email})`),
    check("users_role_check", sql`${table.role} in ('pending', 'editor', 'admin')`),
    // The admin rows locked by a role change, and the pending count.
    index("users_role_idx").on(table.role),
    // The Users screen: pending first, then oldest first.
    index("users_pending_first_idx").on(sql`(${table.role} <> 'pending')`, table.createdAt, table.uid),
  ],
);

/**
 * Staff sessions. `id` is the SHA-256 of the random token in the cookie, so a leaked table
 * cannot be replayed as cookies. Absolute expiry is stored; idle expiry is last_seen_at + idle.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userUid: text("user_uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade", onUpdate: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (table) => [
    // Sign-out everywhere, and the cascade when a user is deleted.
    index("sessions_user_uid_idx").on(table.userUid),
    // purgeExpiredSessions: absolute and idle expiry.
    index("sessions_expires_at_idx").on(table.expiresAt),
    index("sessions_last_seen_at_idx").on(table.lastSeenAt),
  ],
);

/**
 * A draft's share link (/preview/<token>), one row each, so staff can list them and revoke them
 * one by one. Only the SHA-256 of the random token is stored, as with sessions: a leaked table
 * opens no draft. The expiry is at most 30 days after creation; deleting the article deletes its
 * links. Every preview request reads this row, so a revocation holds at once on every instance.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** Who the link is for, as staff wrote it (optional), so the right one can be revoked. */
    label: text("label").notNull().default(""),
    /** users.uid and display name of who made it; no foreign key, so the record outlives the account. */
    createdBy: text("created_by"),
    createdByName: text("created_by_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by"),
  },
  (table) => [
    uniqueIndex("share_links_token_hash_key").on(table.tokenHash),
    index("share_links_article_idx").on(table.articleId, table.createdAt.desc()),
    check(
      "share_links_expiry_check",
      sql`${table.expiresAt} > ${table.createdAt} and ${table.expiresAt} <= ${table.createdAt} + interval '30 days'`,
    ),
  ],
);

// Each later area keeps its tables in its own module (one owner per file); drizzle-kit and the
// client see them through these re-exports.
export * from "./schema/rate-limits";
export * from "./schema/outbox";
export * from "./schema/contact";
export * from "./schema/settings-audit";
export * from "./schema/checkout";
export * from "./schema/site-content";
export * from "./schema/stored-objects";
export * from "./schema/role-audit";
export * from "./schema/documents";
export * from "./schema/backups";
export * from "./schema/privacy";

export * from "./schema/article-revisions";
