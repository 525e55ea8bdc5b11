import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What the agency sells and says about itself, edited on the admin's Site content screens
 * (ADR 088): packages, add-ons and maintenance plans with their prices, testimonials and FAQ
 * entries. Each has a language-independent row and one translation row per language; a missing or
 * empty Thai field falls back to English. Prices are whole baht stored as satang, like every amount.
 * `updated_at` is the editor's optimistic-concurrency check, as on articles.
 */

export const deliveryUnits = ["days", "businessDays"] as const;
export const addOnUnits = ["once", "year", "page"] as const;

const languageCheck = (name: string, column: unknown) => check(name, sql`${column} in ('en', 'th')`);

export const packages = pgTable(
  "packages",
  {
    /** URL-safe key (`?package=starter`), fixed once orders use it. */
    id: text("id").primaryKey(),
    priceSatang: integer("price_satang").notNull(),
    /** Shown for reference only; customers pay in THB. */
    priceUsdCents: integer("price_usd_cents").notNull(),
    deliveryMin: integer("delivery_min").notNull(),
    deliveryMax: integer("delivery_max").notNull(),
    deliveryUnit: text("delivery_unit", { enum: deliveryUnits }).notNull(),
    pageCount: integer("page_count").notNull(),
    pagesUpTo: boolean("pages_up_to").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    position: integer("position").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("packages_price_check", sql`${table.priceSatang} > 0 and ${table.priceUsdCents} >= 0`),
    check("packages_delivery_check", sql`${table.deliveryMin} > 0 and ${table.deliveryMax} >= ${table.deliveryMin}`),
    check("packages_delivery_unit_check", sql`${table.deliveryUnit} in ('days', 'businessDays')`),
    check("packages_page_count_check", sql`${table.pageCount} > 0`),
  ],
);

export const packageTranslations = pgTable(
  "package_translations",
  {
    packageId: text("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    description: text("description").notNull().default(""),
    features: jsonb("features")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.language] }),
    languageCheck("package_translations_language_check", table.language),
  ],
);

export const addOns = pgTable(
  "add_ons",
  {
    id: text("id").primaryKey(),
    priceSatang: integer("price_satang").notNull(),
    unit: text("unit", { enum: addOnUnits }).notNull(),
    /** How many one order may carry (years of a domain, extra pages, one logo). */
    maxQuantity: integer("max_quantity").notNull().default(1),
    position: integer("position").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("add_ons_price_check", sql`${table.priceSatang} > 0`),
    check("add_ons_unit_check", sql`${table.unit} in ('once', 'year', 'page')`),
    check("add_ons_max_quantity_check", sql`${table.maxQuantity} between 1 and 100`),
  ],
);

export const addOnTranslations = pgTable(
  "add_on_translations",
  {
    addOnId: text("add_on_id")
      .notNull()
      .references(() => addOns.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
  },
  (table) => [
    primaryKey({ columns: [table.addOnId, table.language] }),
    languageCheck("add_on_translations_language_check", table.language),
  ],
);

export const maintenancePlans = pgTable(
  "maintenance_plans",
  {
    id: text("id").primaryKey(),
    monthlySatang: integer("monthly_satang").notNull(),
    position: integer("position").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("maintenance_plans_price_check", sql`${table.monthlySatang} > 0`)],
);

export const maintenancePlanTranslations = pgTable(
  "maintenance_plan_translations",
  {
    planId: text("plan_id")
      .notNull()
      .references(() => maintenancePlans.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    features: jsonb("features")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.language] }),
    languageCheck("maintenance_plan_translations_language_check", table.language),
  ],
);

export const testimonials = pgTable("testimonials", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  position: integer("position").notNull().default(0),
  hidden: boolean("hidden").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const testimonialTranslations = pgTable(
  "testimonial_translations",
  {
    testimonialId: integer("testimonial_id")
      .notNull()
      .references(() => testimonials.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    name: text("name").notNull(),
    /** The person's role ("Owner"); "position" is the list order. */
    jobTitle: text("job_title").notNull().default(""),
    company: text("company").notNull().default(""),
    /** What they said (the specification's "description"). */
    quote: text("quote").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.testimonialId, table.language] }),
    languageCheck("testimonial_translations_language_check", table.language),
  ],
);

export const faqEntries = pgTable("faq_entries", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  position: integer("position").notNull().default(0),
  hidden: boolean("hidden").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const faqTranslations = pgTable(
  "faq_translations",
  {
    faqId: integer("faq_id")
      .notNull()
      .references(() => faqEntries.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    question: text("question").notNull(),
    /** May name figures as {{placeholders}} ({{premiumPrice}}), filled from the rows above when shown. */
    answer: text("answer").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.faqId, table.language] }),
    languageCheck("faq_translations_language_check", table.language),
  ],
);

export const contentAuditAreas = ["categories", "packages", "addOns", "plans", "testimonials", "faq", "copy"] as const;
export type ContentAuditArea = (typeof contentAuditAreas)[number];

/**
 * One row per save on a Site content screen (and the categories screen): who, when (database
 * clock), what (area and the row's id), and the row with its translations before and after
 * (null before a create, null after a delete). The actor is copied, as in settings_audit.
 */
export const contentAudit = pgTable(
  "content_audit",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    actorUid: text("actor_uid").notNull(),
    actorEmail: text("actor_email").notNull(),
    area: text("area", { enum: contentAuditAreas }).notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (table) => [
    check(
      "content_audit_area_check",
      sql`${table.area} in ('categories', 'packages', 'addOns', 'plans', 'testimonials', 'faq', 'copy')`,
    ),
    index("content_audit_changed_at_idx").on(table.changedAt.desc(), table.id.desc()),
    index("content_audit_area_entity_idx").on(table.area, table.entityId, table.changedAt.desc()),
  ],
);

export const copyPages = ["home", "solutions", "services", "about", "contact"] as const;
export type CopyPage = (typeof copyPages)[number];

/**
 * The words of a marketing page as edited on the admin's Page copy screen: per language, only the
 * texts that differ from the defaults in app/features/marketing/content, keyed by their path in it
 * (`hero.title`, `howItWorks.steps.0.text`). The page's structure stays in code; a path the code no
 * longer has is ignored. An empty Thai text means "show the English one".
 */
export const pageCopy = pgTable(
  "page_copy",
  {
    page: text("page").primaryKey(),
    en: jsonb("en")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    th: jsonb("th")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("page_copy_page_check", sql`${table.page} in ('home', 'solutions', 'services', 'about', 'contact')`)],
);
