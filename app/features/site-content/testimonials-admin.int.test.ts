// The testimonials screen's use-cases on PGlite and PostgreSQL: each save is one transaction with
// one audit entry; a refused save (bad input, a newer save, a deleted entry) writes nothing.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listContentChanges } from "~/.server/content-audit.server";
import { contentAudit, testimonials, testimonialTranslations } from "~/.server/db/schema";
import { formDataOf } from "../../../tests/support/form-data";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import {
  type AdminTestimonial,
  deleteTestimonial,
  getTestimonialForAdmin,
  listTestimonialsForAdmin,
  moveTestimonial,
  saveTestimonialForm,
  setTestimonialHidden,
} from "./testimonials-admin.server";
import { checkTestimonialForm, type TestimonialForm } from "./testimonials-schema";

const editor = { uid: "test:editor", email: "editor@example.com" };
const empty = { name: "", jobTitle: "", company: "", quote: "" };

/** The form as the browser posts it, read by the form's schema (messages stay keys). */
function form(values: Record<string, unknown>) {
  return checkTestimonialForm(formDataOf({ intent: "save", id: "", revision: "", ...values }), (key) => key);
}
function accepted(values: Record<string, unknown>): TestimonialForm {
  const parsed = form(values);
  if (parsed.status !== "success") throw new Error(`refused: ${JSON.stringify(parsed.error)}`);
  return parsed.value;
}
/** The field errors of a refused form (keys, not text), or "accepted". */
function refusal(values: Record<string, unknown>) {
  const parsed = form(values);
  return parsed.status === "success" ? "accepted" : parsed.error;
}

describe.each(databaseKinds)("testimonials on %s", (kind) => {
  const database = suiteDatabase(kind);
  const db = () => database.db;
  const names = async () => (await listTestimonialsForAdmin(db())).map((entry) => entry.en.name || entry.th.name);
  const audit = () => db().select().from(contentAudit).where(eq(contentAudit.area, "testimonials"));

  let migrated: AdminTestimonial[];
  beforeAll(async () => {
    migrated = await listTestimonialsForAdmin(db());
  });
  beforeEach(async () => {
    await db().delete(contentAudit);
    await db().delete(testimonials);
    for (const [index, name] of ["Ploy", "Thanakorn", "Somchai"].entries()) {
      await saveTestimonialForm(db(), editor, accepted({ en: { ...empty, name, quote: `${name} says hello.` } }));
      expect((await listTestimonialsForAdmin(db()))[index]?.en.name).toBe(name);
    }
    await db().delete(contentAudit);
  });

  it("starts from the migration's two testimonials in both languages", () => {
    expect(migrated.map((entry) => [entry.en.name, entry.th.name, entry.hidden])).toEqual([
      ["Ploy Wongsawat", "พลอย วงศ์สวัสดิ์", false],
      ["Thanakorn Ruangsri", "ธนากร เรืองศรี", false],
    ]);
  });

  it("adds a testimonial written only in Thai at the end, with one audit entry", async () => {
    const saved = await saveTestimonialForm(
      db(),
      editor,
      accepted({ th: { name: "มาลี", jobTitle: "เจ้าของร้าน", company: "", quote: "บริการดีมาก" } }),
    );
    expect(saved.ok).toBe(true);
    const id = saved.ok ? saved.id : 0;
    expect(await names()).toEqual(["Ploy", "Thanakorn", "Somchai", "มาลี"]);
    const entry = await getTestimonialForAdmin(db(), id);
    expect(entry).toMatchObject({ hidden: false, en: empty, th: { name: "มาลี", quote: "บริการดีมาก" } });
    // Only the written language has a row: English falls back to it when shown.
    const rows = await db().select().from(testimonialTranslations).where(eq(testimonialTranslations.testimonialId, id));
    expect(rows.map((row) => row.language)).toEqual(["th"]);
    const changes = await audit();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ actorEmail: editor.email, entityId: String(id), before: null });
    expect(changes[0]?.after).toMatchObject({ translations: { th: { name: "มาลี" } }, hidden: false });
  });

  it("refuses incomplete and too long texts with field errors, before anything is written", () => {
    expect(refusal({})).toEqual({ "en.name": ["errors.requiredEither"], "en.quote": ["errors.requiredEither"] });
    expect(refusal({ en: { ...empty, company: "Acme" } })).toEqual({
      "en.name": ["errors.requiredEn"],
      "en.quote": ["errors.requiredEn"],
    });
    expect(refusal({ th: { ...empty, name: "มาลี" } })).toEqual({ "th.quote": ["errors.requiredTh"] });
    expect(refusal({ en: { ...empty, name: "A".repeat(121), quote: "Q".repeat(2001) } })).toEqual({
      "en.name": ["errors.tooLong"],
      "en.quote": ["errors.tooLong"],
    });
    // English complete, Thai partly written: the empty Thai fields show the English text.
    expect(refusal({ en: { ...empty, name: "Ploy", quote: "Good" }, th: { ...empty, name: "พลอย" } })).toBe("accepted");
  });

  it("edits the texts at the revision the form was opened at, and refuses an older one", async () => {
    const [first] = await listTestimonialsForAdmin(db());
    if (!first) throw new Error("no testimonial");
    const edit = (revision: string, name: string) =>
      saveTestimonialForm(db(), editor, {
        ...accepted({ en: { ...first.en, name }, th: { ...empty, name: "พลอย", quote: "ดีมาก" } }),
        id: String(first.id),
        revision,
      });
    expect(await edit(first.revision, "Ploy W.")).toMatchObject({ ok: true, id: first.id });
    expect(await edit(first.revision, "Someone else")).toEqual({ ok: false, status: 409, reason: "stale" });
    expect(await edit("not a date", "Someone else")).toEqual({ ok: false, status: 409, reason: "stale" });
    const stored = await getTestimonialForAdmin(db(), first.id);
    expect(stored?.en.name).toBe("Ploy W.");
    expect(stored?.th).toEqual({ ...empty, name: "พลอย", quote: "ดีมาก" });
    const changes = await audit();
    expect(changes).toHaveLength(1);
    expect(changes[0]?.before).toMatchObject({ translations: { en: { name: "Ploy" }, th: empty } });
    expect((await listContentChanges(db(), { area: "testimonials" }))[0]?.changedFields).toEqual(
      expect.arrayContaining(["translations.en.name", "translations.th.name", "translations.th.quote"]),
    );
  });

  it("moves an entry up and down by swapping it with its neighbour, one audit entry each", async () => {
    const ids = (await listTestimonialsForAdmin(db())).map((entry) => entry.id);
    const [ploy, thanakorn, somchai] = ids as [number, number, number];
    expect(await moveTestimonial(db(), editor, somchai, "up")).toEqual({ ok: true, id: somchai, moved: true });
    expect(await names()).toEqual(["Ploy", "Somchai", "Thanakorn"]);
    expect(await moveTestimonial(db(), editor, ploy, "down")).toEqual({ ok: true, id: ploy, moved: true });
    expect(await names()).toEqual(["Somchai", "Ploy", "Thanakorn"]);
    // Past the end: nothing moves, nothing is recorded.
    expect(await moveTestimonial(db(), editor, thanakorn, "down")).toEqual({ ok: true, id: thanakorn, moved: false });
    expect(await moveTestimonial(db(), editor, 2_147_483_000, "up")).toEqual({ ok: false, status: 404, reason: "notFound" });
    const changes = await audit();
    expect(changes.map((change) => change.entityId)).toEqual([String(somchai), String(ploy)]);
    expect(changes[0]?.before).toMatchObject({ position: 3 });
    expect(changes[0]?.after).toMatchObject({ position: 2 });
  });

  it("hides and shows an entry at its revision; an older revision is refused", async () => {
    const [first] = await listTestimonialsForAdmin(db());
    if (!first) throw new Error("no testimonial");
    expect(await setTestimonialHidden(db(), editor, first.id, first.revision, true)).toEqual({ ok: true, id: first.id });
    const hidden = await getTestimonialForAdmin(db(), first.id);
    expect(hidden?.hidden).toBe(true);
    expect(await setTestimonialHidden(db(), editor, first.id, first.revision, false)).toMatchObject({ status: 409 });
    expect(await setTestimonialHidden(db(), editor, first.id, hidden?.revision ?? "", false)).toMatchObject({ ok: true });
    expect((await getTestimonialForAdmin(db(), first.id))?.hidden).toBe(false);
    expect(
      (await audit()).map((change) => [change.before, change.after].map((row) => (row as { hidden: boolean }).hidden)),
    ).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it("deletes an entry at its revision with its translations; an older revision or a missing entry is refused", async () => {
    const [first, second] = await listTestimonialsForAdmin(db());
    if (!first || !second) throw new Error("no testimonials");
    await setTestimonialHidden(db(), editor, second.id, second.revision, true);
    expect(await deleteTestimonial(db(), editor, second.id, second.revision)).toMatchObject({ status: 409 });
    expect(await deleteTestimonial(db(), editor, first.id, first.revision)).toEqual({ ok: true, id: first.id });
    expect(await deleteTestimonial(db(), editor, first.id, first.revision)).toMatchObject({ status: 404 });
    expect(await names()).toEqual(["Thanakorn", "Somchai"]);
    const rows = await db().select().from(testimonialTranslations).where(eq(testimonialTranslations.testimonialId, first.id));
    expect(rows).toEqual([]);
    const changes = await audit();
    expect(changes).toHaveLength(2);
    expect(changes[1]).toMatchObject({ entityId: String(first.id), after: null });
    expect(changes[1]?.before).toMatchObject({ translations: { en: { name: "Ploy" } } });
  });
});
