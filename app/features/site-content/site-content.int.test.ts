import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentChanged } from "~/.server/content-changes";
import { addOns, faqEntries, packages, packageTranslations, testimonials } from "~/.server/db/schema";
import { defaultCatalogue, defaultFaq, defaultTestimonials } from "../../../tests/support/catalogue";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { getCatalogue, getSiteContent, invalidateSiteContent, withFallback } from "./site-content.server";

describe("text fallback", () => {
  it("takes each field from the requested language if it has one, else from the other", () => {
    const empty = { title: "", features: [] as string[] };
    expect(withFallback({ en: { title: "Starter", features: ["Fast"] }, th: { title: "", features: ["เร็ว"] } }, empty)).toEqual({
      en: { title: "Starter", features: ["Fast"] },
      th: { title: "Starter", features: ["เร็ว"] },
    });
    expect(withFallback({ th: { title: "เริ่มต้น", features: [] } }, empty).en).toEqual({ title: "เริ่มต้น", features: [] });
  });
});

describe.each(databaseKinds)("site content on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
  });
  afterAll(async () => {
    invalidateSiteContent();
    await database?.dispose();
  });
  beforeEach(() => invalidateSiteContent());

  it("reads the rows and words the migration inserted, as the tests' default catalogue holds them", async () => {
    const content = await getSiteContent(database.db);
    expect(content.catalogue).toEqual(defaultCatalogue());
    expect(content.testimonials.map((row) => row.text)).toEqual(defaultTestimonials().map((row) => row.text));
    expect(content.faq.map((row) => row.text)).toEqual(defaultFaq().map((row) => row.text));
  });

  it("keeps hidden packages and add-ons in the catalogue, marked hidden, and leaves hidden FAQ entries out", async () => {
    await database.db.update(packages).set({ hidden: true }).where(eq(packages.id, "premium"));
    await database.db.update(addOns).set({ hidden: true }).where(eq(addOns.id, "logo"));
    const [first] = await database.db.select({ id: faqEntries.id }).from(faqEntries).orderBy(faqEntries.position).limit(1);
    await database.db.update(faqEntries).set({ hidden: true }).where(eq(faqEntries.id, first!.id));
    await database.db.update(testimonials).set({ hidden: true });
    try {
      const content = await getSiteContent(database.db);
      expect(content.catalogue.packages.find((row) => row.id === "premium")?.hidden).toBe(true);
      expect(content.catalogue.addOns.find((row) => row.id === "logo")?.hidden).toBe(true);
      expect(content.faq.map((row) => row.id)).not.toContain(first!.id);
      expect(content.faq).toHaveLength(defaultFaq().length - 1);
      expect(content.testimonials).toEqual([]);
    } finally {
      await database.db.update(packages).set({ hidden: false });
      await database.db.update(addOns).set({ hidden: false });
      await database.db.update(faqEntries).set({ hidden: false });
      await database.db.update(testimonials).set({ hidden: false });
    }
  });

  it("shows the English words where a Thai field is empty", async () => {
    await database.db
      .update(packageTranslations)
      .set({ subtitle: "", features: [] })
      .where(eq(packageTranslations.language, "th"));
    try {
      const starter = (await getCatalogue(database.db)).packages.find((row) => row.id === "starter");
      expect(starter?.text.th.subtitle).toBe("A professional first website");
      expect(starter?.text.th.features).toEqual(starter?.text.en.features);
      expect(starter?.text.th.description).toContain("ธุรกิจ");
    } finally {
      invalidateSiteContent();
    }
  });

  it("serves from its cache until a content change empties it", async () => {
    const before = await getCatalogue(database.db);
    await database.db.update(packages).set({ priceSatang: 3_500_00 }).where(eq(packages.id, "starter"));
    try {
      expect((await getCatalogue(database.db)).packages[0]?.priceSatang).toBe(before.packages[0]?.priceSatang);
      contentChanged();
      expect((await getCatalogue(database.db)).packages[0]?.priceSatang).toBe(3_500_00);
    } finally {
      await database.db.update(packages).set({ priceSatang: 3_000_00 }).where(eq(packages.id, "starter"));
    }
  });
});
