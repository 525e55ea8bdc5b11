// The Preview of the catalogue, testimonial and FAQ forms, on PGlite and PostgreSQL: the content
// carries the unsaved row in its place (a package shown even while hidden), the other rows as stored, and
// nothing is written. An editor's words-only form keeps the stored figures; a new row is an
// admin's to preview; an unknown row is not found; an FAQ answer naming a missing figure is refused.
import { describe, expect, it } from "vitest";
import { formDataOf } from "../../../tests/support/form-data";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { getPackageForEditing, packageFormValues } from "./packages-admin.server";
import { checkPackageForm, type PackageFormScope } from "./packages-schema";
import { previewCatalogueRow, previewFaqEntry, previewTestimonial } from "./content-preview.server";
import { checkFaqForm } from "./faq-schema";
import { getSiteContent } from "./site-content.server";
import { listTestimonialsForAdmin } from "./testimonials-admin.server";
import { checkTestimonialForm } from "./testimonials-schema";

function accepted<T>(parsed: { status?: string; value?: T; error?: unknown }): T {
  if (parsed.status !== "success") throw new Error(`refused: ${JSON.stringify(parsed.error)}`);
  return parsed.value as T;
}

describe.each(databaseKinds)("previews of unsaved content on %s", (kind) => {
  const database = suiteDatabase(kind);
  const db = () => database.db;

  async function premiumForm(scope: PackageFormScope, changes: Record<string, string | null>) {
    const stored = await getPackageForEditing(db(), "premium");
    if (!stored) throw new Error("the migration's Premium package is missing");
    return accepted(checkPackageForm(formDataOf(packageFormValues(stored), changes), scope, (key) => key));
  }

  it("shows an admin's unsaved price, words and place for a package, and stores nothing", async () => {
    const before = await getSiteContent(db());
    const value = await premiumForm("all", {
      priceThb: "17900",
      "en.title": "Premium Plus",
      "th.title": "",
      hidden: "on",
      position: "0",
    });
    const preview = await previewCatalogueRow(db(), { kind: "packages", id: "premium", isAdmin: true, value, language: "en" });
    if (!preview.ok) throw new Error(preview.reason);
    const packages = preview.content.catalogue.packages.filter((row) => !row.hidden);
    expect(packages[0]).toMatchObject({ id: "premium", priceSatang: 1_790_000, hidden: false });
    // The emptied Thai title shows the English one, as a save would.
    expect(packages[0]?.text.th.title).toBe("Premium Plus");
    expect(packages.map((row) => row.id).sort()).toEqual(before.catalogue.packages.map((row) => row.id).sort());
    const after = await getSiteContent(db(), Date.now() + 60_000);
    expect(after.catalogue.packages.find((row) => row.id === "premium")?.priceSatang).toBe(1_590_000);
  });

  it("keeps the stored figures for an editor's words, and refuses what an editor cannot preview", async () => {
    const value = await premiumForm("words", { "en.subtitle": "For shops that sell online" });
    const preview = await previewCatalogueRow(db(), { kind: "packages", id: "premium", isAdmin: false, value, language: "th" });
    if (!preview.ok) throw new Error(preview.reason);
    expect(preview.content.catalogue.packages.find((row) => row.id === "premium")).toMatchObject({
      priceSatang: 1_590_000,
      text: { en: { subtitle: "For shops that sell online" } },
    });
    const newRow = await previewCatalogueRow(db(), { kind: "packages", id: null, isAdmin: false, value, language: "en" });
    expect(newRow).toEqual({ ok: false, reason: "adminOnly" });
    const gone = await previewCatalogueRow(db(), { kind: "packages", id: "no-such", isAdmin: false, value, language: "en" });
    expect(gone).toEqual({ ok: false, reason: "notFound" });
  });

  it("adds an unsaved testimonial last and shows an edited one in its place", async () => {
    const stored = await listTestimonialsForAdmin(db());
    const newOne = accepted(
      checkTestimonialForm(
        formDataOf({ intent: "save", id: "", revision: "", en: { name: "Preview Client", quote: "Quick and kind." } }),
        (key) => key,
      ),
    );
    const added = await previewTestimonial(db(), newOne);
    if (!added.ok) throw new Error(added.reason);
    expect(added.content.testimonials.at(-1)?.text.th).toMatchObject({ name: "Preview Client", quote: "Quick and kind." });
    expect(added.content.testimonials).toHaveLength(stored.filter((entry) => !entry.hidden).length + 1);

    const first = stored.find((entry) => !entry.hidden);
    if (!first) throw new Error("the migration's testimonials are missing");
    const edited = await previewTestimonial(db(), { ...newOne, id: String(first.id) });
    if (!edited.ok) throw new Error(edited.reason);
    expect(edited.content.testimonials[0]).toMatchObject({ id: first.id, text: { en: { name: "Preview Client" } } });
    expect(edited.content.testimonials).toHaveLength(stored.filter((entry) => !entry.hidden).length);

    const missing = await previewTestimonial(db(), { ...newOne, id: "999999" });
    expect(missing).toEqual({ ok: false, reason: "notFound" });
    expect(await listTestimonialsForAdmin(db())).toEqual(stored);
  });

  it("refuses an FAQ answer naming a figure the catalogue lacks, and fills the known ones", async () => {
    const form = (answer: string) =>
      accepted(
        checkFaqForm(formDataOf({ intent: "save", id: "", revision: "", en: { question: "How much?", answer } }), (key) => key),
      );
    expect(await previewFaqEntry(db(), form("From {{noSuchPrice}}."))).toEqual({ ok: false, reason: "unknownFigures" });
    const preview = await previewFaqEntry(db(), form("Premium is {{premiumPrice}}."));
    if (!preview.ok) throw new Error(preview.reason);
    expect(preview.content.faq.at(-1)?.text.en).toEqual({ question: "How much?", answer: "Premium is {{premiumPrice}}." });
  });
});
