import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

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

/** The language-independent part of an article (spec section 3: slug, status, category, dates). */
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
  },
  (table) => [
    uniqueIndex("articles_slug_key").on(table.slug),
    check("articles_status_check", sql`${table.status} in ('draft', 'published')`),
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
