// One Thai wording per meaning across every catalogue of the site: the shared one, each feature's,
// the server-side ones (mail, the dashboard's figures, the HTTP layer's and the local sign-in's
// pages) and the marketing copy. A reader who meets "Completed" on the checkout and again in a
// receipt should read the same Thai words both times.
// The legal documents are left out: they are prose, and name things in full on purpose.
import { describe, expect, it } from "vitest";
import { legalLabels as enLegalLabels } from "~/features/legal/content/en/labels";
import { legalLabels as thLegalLabels } from "~/features/legal/content/th/labels";
import { en as enMarketing } from "~/features/marketing/content/en";
import { th as thMarketing } from "~/features/marketing/content/th";
import { adminOnlyMessages } from "~/features/users/components/admin-only-boundary";
import { resources } from "./resources";

/**
 * Every catalogue file (text-placement.test.ts keeps Thai inside them), found by its name, so a
 * catalogue a feature adds is checked without being listed here.
 */
const catalogueFiles = import.meta.glob<Record<string, unknown>>(
  ["/app/**/*-messages.ts", "/app/**/*-messages.server.ts", "/server/**/*-messages.ts"],
  { eager: true },
);

function isCatalogue(value: unknown): value is { en: unknown; th: unknown } {
  return typeof value === "object" && value !== null && "en" in value && "th" in value && Object.keys(value).length === 2;
}

/** Each exported catalogue, named by its export without "Messages": checkoutMessages is "checkout". */
const discovered = Object.values(catalogueFiles).flatMap((module) =>
  Object.entries(module)
    .filter(([, value]) => isCatalogue(value))
    .map(([name, value]) => [name.replace(/Messages$/, ""), value as { en: unknown; th: unknown }] as const),
);

const listed: Record<string, { en: unknown; th: unknown }> = {
  common: { en: resources.en.common, th: resources.th.common },
  legalLabels: { en: enLegalLabels, th: thLegalLabels },
  marketing: { en: enMarketing, th: thMarketing },
  // Still inside its component, which is being rewritten; it moves to users-messages.ts.
  adminOnly: adminOnlyMessages,
};
const catalogues = { ...listed, ...Object.fromEntries(discovered) };

/** Not translations: each catalogue names its own language there ("English" / "ไทย"). */
const notTranslations = new Set(["common.language", "localIdp.other"]);

/**
 * One English word, two meanings, so two Thai wordings on purpose. Each lists every Thai wording
 * it may have, so a third one still fails.
 */
const homographs: Record<string, { why: string; thai: string[] }> = {
  Published: { why: "a date column vs an article's status", thai: ["เผยแพร่เมื่อ", "เผยแพร่แล้ว"] },
  "Not yet": { why: "an article not yet published vs a payment not yet reported", thai: ["ยังไม่เผยแพร่", "ยังไม่แจ้ง"] },
  From: { why: "a date filter vs a weekday of the business hours", thai: ["ตั้งแต่วันที่", "ตั้งแต่วัน"] },
  To: { why: "a date filter vs a weekday of the business hours", thai: ["ถึงวันที่", "ถึงวัน"] },
  Received: { why: "money received vs when a message arrived", thai: ["ได้รับชำระแล้ว", "ได้รับเมื่อ"] },
};

interface Pair {
  en: string;
  th: string;
  where: string;
}

function collect(en: unknown, th: unknown, where: string, into: Pair[]): Pair[] {
  if (notTranslations.has(where)) return into;
  if (typeof en === "string") {
    into.push({ en: en.trim(), th: typeof th === "string" ? th.trim() : String(th), where });
  } else if (typeof en === "object" && en !== null) {
    for (const [key, value] of Object.entries(en)) {
      collect(value, (th as Record<string, unknown> | undefined)?.[key], `${where}.${key}`, into);
    }
  }
  return into;
}

const pairs = Object.entries(catalogues).flatMap(([name, { en, th }]) => collect(en, th, name, []));

const placeholder = /\{\{\s*\w+\s*\}\}/g;
/** Two wordings that differ only in their {{placeholders}} (order, spacing) are one wording. */
const wording = (text: string) => text.replace(placeholder, "{{}}");

/** English text → its Thai wordings → where each is used. */
function wordingsByEnglish(): Map<string, Map<string, string[]>> {
  const byEnglish = new Map<string, Map<string, string[]>>();
  for (const pair of pairs) {
    // Nothing to translate in "{{amount}}" or "–".
    if (!/\p{L}/u.test(pair.en.replace(placeholder, ""))) continue;
    const wordings = byEnglish.get(pair.en) ?? new Map<string, string[]>();
    const key = wording(pair.th);
    wordings.set(key, [...(wordings.get(key) ?? []), pair.where]);
    byEnglish.set(pair.en, wordings);
  }
  return byEnglish;
}

describe("Thai wording across all catalogues", () => {
  it("walks every catalogue, down to the nested strings", () => {
    // Two catalogues of one name would hide one of them.
    const names = [...Object.keys(listed), ...discovered.map(([name]) => name)];
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(catalogues)).toEqual(
      expect.arrayContaining(["checkout", "contactForm", "acknowledgement", "userFigure", "tooLarge", "localIdp"]),
    );
    expect(pairs.length).toBeGreaterThan(1000);
    expect(pairs).toContainEqual(expect.objectContaining({ en: "Completed", where: "checkout.status.completed" }));
    expect(pairs).toContainEqual(expect.objectContaining({ where: "marketing.services.payment.terms.2" }));
  });

  it("translates the same English the same way everywhere", () => {
    const conflicts: string[] = [];
    for (const [english, wordings] of wordingsByEnglish()) {
      const allowed = homographs[english]?.thai.map(wording);
      if (allowed ? [...wordings.keys()].every((th) => allowed.includes(th)) : wordings.size === 1) continue;
      const uses = [...wordings].map(([th, where]) => `  ${th}  (${where.join(", ")})`);
      conflicts.push(`"${english}" has ${wordings.size} Thai wordings:\n${uses.join("\n")}`);
    }
    expect(conflicts.join("\n")).toBe("");
  });

  it("lists as homographs only English that really has two wordings", () => {
    const byEnglish = wordingsByEnglish();
    for (const english of Object.keys(homographs)) expect(byEnglish.get(english)?.size, english).toBe(2);
  });

  it("asks politely with กรุณา and without gendered particles, as most of the site does", () => {
    // "โปรด" reads more formal than the site's "กรุณา"; ค่ะ/ครับ would give the site a gender.
    const offending = pairs.filter(({ th }) => /โปรด(?!ัก)|ค่ะ|ครับ/.test(th)).map(({ where, th }) => `${where}: ${th}`);
    expect(offending).toEqual([]);
  });
});
