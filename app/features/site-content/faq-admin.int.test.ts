// The FAQ screen's use-cases on PGlite and PostgreSQL: each save is one transaction with one audit
// entry; a refused save (bad input, a figure the catalogue lacks, a newer save) writes nothing.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentAudit, faqEntries, faqTranslations } from "~/.server/db/schema";
import { formDataOf } from "../../../tests/support/form-data";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import {
  type AdminFaqEntry,
  allowedFaqFigures,
  deleteFaq,
  getFaqForAdmin,
  listFaqForAdmin,
  moveFaq,
  saveFaqForm,
  setFaqHidden,
} from "./faq-admin.server";
import { checkFaqForm, type FaqForm } from "./faq-schema";

const editor = { uid: "test:editor", email: "editor@example.com" };
const empty = { question: "", answer: "" };

function form(values: Record<string, unknown>) {
  return checkFaqForm(formDataOf({ intent: "save", id: "", revision: "", ...values }), (key) => key);
}
function accepted(values: Record<string, unknown>): FaqForm {
  const parsed = form(values);
  if (parsed.status !== "success") throw new Error(`refused: ${JSON.stringify(parsed.error)}`);
  return parsed.value;
}
/** The field errors of a refused form (keys, not text), or "accepted". */
function refusal(values: Record<string, unknown>) {
  const parsed = form(values);
  return parsed.status === "success" ? "accepted" : parsed.error;
}

describe.each(databaseKinds)("the FAQ on %s", (kind) => {
  const database = suiteDatabase(kind);
  const db = () => database.db;
  const questions = async () => (await listFaqForAdmin(db())).map((entry) => entry.en.question || entry.th.question);
  const audit = () => db().select().from(contentAudit).where(eq(contentAudit.area, "faq"));
  let migrated: AdminFaqEntry[];

  beforeAll(async () => {
    migrated = await listFaqForAdmin(db());
  });
  beforeEach(async () => {
    await db().delete(contentAudit);
    await db().delete(faqEntries);
    for (const question of ["One?", "Two?", "Three?"]) {
      await saveFaqForm(db(), editor, accepted({ en: { question, answer: `${question} Yes.` } }));
    }
    await db().delete(contentAudit);
  });

  it("starts from the migration's eight entries, whose figures the catalogue all has", async () => {
    expect(migrated).toHaveLength(8);
    expect(migrated[0]?.th.question).toBe("เว็บไซต์จะออนไลน์ได้เร็วแค่ไหน?");
    const allowed = await allowedFaqFigures(db());
    for (const entry of migrated) {
      for (const answer of [entry.en.answer, entry.th.answer]) {
        for (const [, name] of answer.matchAll(/\{\{(\w+)\}\}/g)) expect(allowed).toContain(name);
      }
    }
  });

  it("adds an entry in English only, with a figure, at the end with one audit entry", async () => {
    const saved = await saveFaqForm(
      db(),
      editor,
      accepted({ en: { question: "Deposit?", answer: "Pay {{depositPercent}} to start." } }),
    );
    expect(saved).toMatchObject({ ok: true });
    const id = saved.ok ? saved.id : 0;
    expect(await questions()).toEqual(["One?", "Two?", "Three?", "Deposit?"]);
    expect(await getFaqForAdmin(db(), id)).toMatchObject({ en: { answer: "Pay {{depositPercent}} to start." }, th: empty });
    const rows = await db().select().from(faqTranslations).where(eq(faqTranslations.faqId, id));
    expect(rows.map((row) => row.language)).toEqual(["en"]);
    expect(await audit()).toEqual([expect.objectContaining({ entityId: String(id), before: null })]);
  });

  it("refuses an empty question, a broken placeholder and an unknown figure, writing nothing", async () => {
    expect(refusal({ en: { question: "", answer: "An answer" } })).toEqual({ "en.question": ["errors.requiredEn"] });
    expect(refusal({ th: { question: "ถาม?", answer: "" } })).toEqual({ "th.answer": ["errors.requiredTh"] });
    expect(refusal({ en: { question: "Q".repeat(301), answer: "A".repeat(2001) } })).toEqual({
      "en.question": ["errors.tooLong"],
      "en.answer": ["errors.tooLong"],
    });
    for (const broken of ["From {{premiumPrice}", "From {{ }}", "From premiumPrice}}", "{{1st}}"]) {
      expect(refusal({ en: { question: "Price?", answer: broken } })).toEqual({ "en.answer": ["errors.placeholderSyntax"] });
    }
    const refused = await saveFaqForm(
      db(),
      editor,
      accepted({
        en: { question: "Price?", answer: "From {{premiumPrice}} or {{cheapestPrice}}." },
        th: { question: "ราคา?", answer: "เริ่มต้น {{lowestPrice}} {{nothing}}" },
      }),
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      reason: "unknownFigures",
      unknown: { en: ["cheapestPrice"], th: ["nothing"] },
    });
    expect(refused.ok ? [] : "allowed" in refused ? refused.allowed : []).toEqual(
      expect.arrayContaining(["premiumPrice", "depositPercent", "domainPrice", "basicPlanPrice"]),
    );
    expect(await questions()).toEqual(["One?", "Two?", "Three?"]);
    expect(await audit()).toEqual([]);
  });

  it("edits at the revision it was opened at, moves, hides and deletes, one audit entry each", async () => {
    const [one, two, three] = (await listFaqForAdmin(db())) as [AdminFaqEntry, AdminFaqEntry, AdminFaqEntry];
    const edit = { ...accepted({ en: { question: "One?", answer: "Changed." } }), id: String(one.id) };
    expect(await saveFaqForm(db(), editor, { ...edit, revision: one.revision })).toMatchObject({ ok: true });
    expect(await saveFaqForm(db(), editor, { ...edit, revision: one.revision })).toMatchObject({ status: 409 });
    expect(await moveFaq(db(), editor, three.id, "up")).toMatchObject({ ok: true, moved: true });
    expect(await moveFaq(db(), editor, three.id, "up")).toMatchObject({ ok: true, moved: true });
    expect(await moveFaq(db(), editor, three.id, "up")).toMatchObject({ ok: true, moved: false });
    expect(await questions()).toEqual(["Three?", "One?", "Two?"]);
    // A move leaves the revision alone: the list's buttons and an open form stay current.
    expect(await setFaqHidden(db(), editor, two.id, two.revision, true)).toMatchObject({ ok: true });
    expect(await setFaqHidden(db(), editor, two.id, two.revision, false)).toMatchObject({ status: 409 });
    expect(await deleteFaq(db(), editor, three.id, three.revision)).toMatchObject({ ok: true });
    expect(await questions()).toEqual(["One?", "Two?"]);
    expect((await getFaqForAdmin(db(), two.id))?.hidden).toBe(true);
    expect((await getFaqForAdmin(db(), one.id))?.en.answer).toBe("Changed.");
    const changes = await audit();
    expect(changes.map((change) => change.entityId)).toEqual([one.id, three.id, three.id, two.id, three.id].map(String));
    expect(changes.at(-1)).toMatchObject({
      after: null,
      before: expect.objectContaining({ translations: { en: { question: "Three?", answer: "Three? Yes." }, th: empty } }),
    });
  });
});
