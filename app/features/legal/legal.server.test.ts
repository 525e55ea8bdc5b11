import { describe, expect, it } from "vitest";
import { languageCookieMaxAge, languages } from "~/i18n/config";
import { common as enCommon } from "~/i18n/en/common";
import { common as thCommon } from "~/i18n/th/common";
import { terms as pricingTerms } from "~/lib/pricing";
import { defaultCatalogue } from "../../../tests/support/catalogue";
import { RETENTION_DEFAULTS, type RetentionPeriods } from "~/lib/retention";
import { agencyTokens, type LegalDocument, legalDocumentIds } from "./legal-document";
import { fillTokens, getLegalDocument, loadLegalPage } from "./legal.server";

const catalogue = defaultCatalogue();
const { packages, addOns } = catalogue;
/** A legal page as its route builds it, with the catalogue the migration inserts. */
const legalDocument = (...[id, language, retention]: Parameters<typeof getLegalDocument>) =>
  getLegalDocument(id, language, retention, catalogue);

/** Every piece of text a reader sees, in reading order. */
function allText(document: LegalDocument): string[] {
  return [
    document.title,
    ...document.intro,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => {
        if ("p" in block) return [block.p];
        if ("h3" in block) return [block.h3];
        if ("list" in block) return block.list;
        return [block.table.caption, ...block.table.head, ...block.table.rows.flat()];
      }),
    ]),
  ];
}

const text = (document: LegalDocument) => allText(document).join("\n");

describe.each(legalDocumentIds)("the %s page", (id) => {
  it("has the same sections, in the same order, in Thai and English", () => {
    const ids = (language: "en" | "th") => legalDocument(id, language).sections.map((section) => section.id);
    expect(ids("th")).toEqual(ids("en"));
    expect(ids("en").length).toBeGreaterThan(3);
  });

  it.each(languages)("in %s has unique anchor ids and a heading and content for each section", (language) => {
    const document = legalDocument(id, language);
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of document.sections) {
      expect(section.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(section.heading.trim()).not.toBe("");
      expect(section.blocks.length).toBeGreaterThan(0);
    }
  });

  it.each(languages)("in %s leaves only the agency's contact details for the browser to fill in", (language) => {
    const left = [...text(legalDocument(id, language)).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
    for (const token of left) expect(agencyTokens).toContain(token);
  });

  it("is written in Thai for Thai readers", () => {
    const thai = legalDocument(id, "th");
    expect(thai.title).toMatch(/[\u0E00-\u0E7F]/);
    for (const section of thai.sections) expect(section.heading).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("shows the day its current wording took effect, in the reader's calendar", () => {
    const day = { "cookie-policy": 24, "privacy-policy": 29, terms: 26 }[id];
    expect(legalDocument(id, "en").updatedText).toBe(`November ${day}, 2026`);
    // th-TH counts Buddhist Era years: 2026 CE is B.E. 2569.
    expect(legalDocument(id, "th").updatedText).toBe(`${day} พฤศจิกายน 2569`);
  });
});

describe("the terms of use", () => {
  it.each(languages)("in %s state the deposit, balance and full-payment discount from the pricing module", (language) => {
    const payment = legalDocument("terms", language).sections.find((section) => section.id === "orders-and-payment");
    const paymentText = JSON.stringify(payment);
    expect(paymentText).toContain(`${pricingTerms.depositPercent}%`);
    expect(paymentText).toContain(`${100 - pricingTerms.depositPercent}%`);
    expect(paymentText).toContain(`${pricingTerms.fullPaymentDiscountPercent}%`);
    expect(paymentText).toContain(`${pricingTerms.workStartsWithinHours}`);
  });

  // Checkout takes the discount off the package and the add-ons (app/features/checkout/order-pricing.ts).
  it.each([
    ["en", "add-ons"],
    ["th", "บริการเสริม"],
  ] as const)(
    "in %s take the full-payment discount off the package and its add-ons, as checkout does",
    (language, addOnsWord) => {
      const payment = legalDocument("terms", language).sections.find((section) => section.id === "orders-and-payment");
      const discountItem = payment?.blocks
        .flatMap((block) => ("list" in block ? block.list : []))
        .find((item) => JSON.stringify(item).includes(`${pricingTerms.fullPaymentDiscountPercent}%`));
      expect(JSON.stringify(discountItem)).toContain(addOnsWord);
    },
  );

  it("list every package with its price in baht, its delivery time and pages", () => {
    const table = legalDocument("terms", "en")
      .sections.flatMap((section) => section.blocks)
      .flatMap((block) => ("table" in block ? [block.table] : []))[0];
    expect(table?.rows).toHaveLength(packages.length);
    packages.forEach((pkg, index) => {
      const row = table?.rows[index] ?? [];
      expect(row[1]).toBe(`THB\u00a0${(pkg.priceSatang / 100).toLocaleString("en-US")}`);
      expect(row[2]).toContain(`${pkg.delivery.min}–${pkg.delivery.max}`);
      expect(row[3]).toContain(String(pkg.pages.count));
    });
    expect(table?.rows.map((row) => row[2])).toContain("10–15 business days");
  });

  it("write Thai prices as the Services page does", () => {
    const thai = text(legalDocument("terms", "th"));
    expect(thai).toContain("฿3,000");
    expect(thai).toContain("10–15 วันทำการ");
    const extraPage = addOns.find((addOn) => addOn.id === "extraPage");
    expect(thai).toContain(`หน้าละ ฿${((extraPage?.priceSatang ?? 0) / 100).toLocaleString("th-TH")}`);
  });

  it.each(languages)("leave out the extra-page price in %s while that add-on is hidden", (language) => {
    const hidden = {
      ...catalogue,
      addOns: addOns.map((addOn) => (addOn.id === "extraPage" ? { ...addOn, hidden: true } : addOn)),
    };
    const withPrice = text(legalDocument("terms", language));
    const without = text(getLegalDocument("terms", language, undefined, hidden));
    const item = language === "en" ? "Extra pages cost" : "หน้าเพิ่มเติมคิดราคาหน้าละ";
    expect(withPrice).toContain(item);
    expect(without).not.toContain(item);
    expect(without).not.toContain("{{extraPagePrice}}");
    // The rest of the list stays.
    expect(without).toContain(language === "en" ? "We tell you the price before we start." : "ซึ่งเราจะแจ้งราคาให้ทราบก่อนเริ่มงาน");
  });

  it("promise free hosting for the period in the pricing module", () => {
    expect(text(legalDocument("terms", "en"))).toContain(`first ${pricingTerms.freeHostingMonths} months`);
  });
});

describe("the cookie policy", () => {
  it("describes the language cookie with the lifetime the site actually sets", () => {
    expect(languageCookieMaxAge).toBe(365 * 24 * 60 * 60);
    const row = legalDocument("cookie-policy", "en")
      .sections.flatMap((section) => section.blocks)
      .flatMap((block) => ("table" in block ? block.table.rows : []))
      .find((cells) => cells[0] === "`lang`" && cells[1] === "Cookie");
    expect(row?.[3]).toBe("1 year");
  });

  const tables = (language: "en" | "th") =>
    legalDocument("cookie-policy", language)
      .sections.flatMap((section) => section.blocks)
      .flatMap((block) => ("table" in block ? [block.table] : []));

  // Translation<T> cannot check list lengths, so a row added in one language only would compile.
  it("lists the same cookies and storage, in the same order, in English and Thai", () => {
    const en = tables("en");
    const th = tables("th");
    expect(th.map((table) => table.rows.length)).toEqual(en.map((table) => table.rows.length));
    const kinds = new Map<string, string>();
    en.forEach((table, tableIndex) => {
      table.rows.forEach((enRow, rowIndex) => {
        const thRow = th[tableIndex]?.rows[rowIndex] ?? [];
        const [enName = "", enKind = "", , enLifetime = ""] = enRow;
        const [thName = "", thKind = "", , thLifetime = ""] = thRow;
        // Technical names are the same in both languages; descriptive names are translated.
        const code = (name: string) => name.match(/`([^`]+)`/)?.[1] ?? null;
        expect(code(thName), `${enName} in Thai`).toBe(code(enName));
        // Each kind ("Cookie", "Local storage") has one Thai counterpart, so rows cannot swap kinds.
        expect(kinds.get(enKind) ?? thKind, `the kind of ${enName} in Thai`).toBe(thKind);
        kinds.set(enKind, thKind);
        const numbers = (text: string) => text.match(/\d+/g) ?? [];
        expect(numbers(thLifetime), `the lifetime of ${enName} in Thai`).toEqual(numbers(enLifetime));
      });
    });
    expect(new Set(kinds.values()).size).toBe(kinds.size);
  });

  it.each([
    ["en", "Cookie", "6 months"],
    ["th", "คุกกี้", "6 เดือน"],
  ] as const)("in %s lists the analytics choice as strictly necessary, kept for six months", (language, cookie, lifetime) => {
    const necessary = legalDocument("cookie-policy", language).sections.find((section) => section.id === "strictly-necessary");
    const rows = necessary?.blocks.flatMap((block) => ("table" in block ? block.table.rows : [])) ?? [];
    const consentRows = rows.filter((row) => row[0] === "`analytics_consent`");
    expect(consentRows.map((row) => row[1])).toEqual([cookie, "Local storage"]);
    // The analytics feature sets both for 182 days (CONSENT_MAX_AGE_SECONDS in consent.ts).
    for (const row of consentRows) expect(row[3]).toMatch(new RegExp(`^${lifetime}`));
  });

  it.each([
    ["en", enCommon.consent.settings],
    ["th", thCommon.consent.settings],
  ] as const)("in %s names the Cookie settings button by its label", (language, label) => {
    const control = legalDocument("cookie-policy", language).sections.find((section) => section.id === "how-to-control-cookies");
    expect(JSON.stringify(control)).toContain(`“${label}”`);
  });

  it.each(languages)("in %s separates strictly necessary storage from analytics", (language) => {
    const sections = legalDocument("cookie-policy", language).sections.map((section) => section.id);
    expect(sections).toContain("strictly-necessary");
    expect(sections).toContain("analytics");
    expect(sections).toContain("how-to-control-cookies");
  });
});

describe("the privacy policy", () => {
  it.each(languages)("in %s names the PDPC and the data subject's rights", (language) => {
    const document = legalDocument("privacy-policy", language);
    const rights = JSON.stringify(document.sections.find((section) => section.id === "your-rights"));
    expect(rights).toContain("https://www.pdpc.or.th");
    expect(rights).toContain("{{email}}");
  });

  const retentionList = (language: "en" | "th", periods?: RetentionPeriods) =>
    JSON.stringify(legalDocument("privacy-policy", language, periods).sections.find((section) => section.id === "retention"));

  it.each([
    ["en", "12 months", "5 years", "2 years", "90 days", "30 days", "7 days"],
    ["th", "12 เดือน", "5 ปี", "2 ปี", "90 วัน", "30 วัน", "7 วัน"],
  ] as const)(
    "in %s states the retention periods the jobs use",
    (language, contact, accounting, requirements, staff, mail, images) => {
      // The copy is read from the module, and the module holds what the policy promised.
      expect(RETENTION_DEFAULTS).toMatchObject({
        contactMessageMonths: 12,
        orderAccountingYears: 5,
        orderRequirementsYears: 2,
        staffAccountDays: 90,
        sentMailDays: 30,
        failedMailDays: 30,
        unusedImageDays: 7,
      });
      const text = retentionList(language);
      for (const period of [contact, accounting, requirements, staff, mail, images]) expect(text).toContain(period);
    },
  );

  it.each(languages)("in %s follows a period the server was configured with", (language) => {
    const configured = { ...RETENTION_DEFAULTS, contactMessageMonths: 6, orderAccountingYears: 7, staffAccountDays: 45 };
    const text = retentionList(language, configured);
    const unit =
      language === "en"
        ? { months: "6 months", years: "7 years", days: "45 days" }
        : { months: "6 เดือน", years: "7 ปี", days: "45 วัน" };
    for (const period of Object.values(unit)) expect(text).toContain(period);
    expect(text).not.toContain(language === "en" ? "12 months" : "12 เดือน");
  });

  it("never states the agency's address or e-mail itself", () => {
    for (const language of languages) expect(text(legalDocument("privacy-policy", language))).not.toMatch(/@/);
  });
});

describe("the legal loader", () => {
  it("answers in the request's language, with the meta copy", () => {
    const page = loadLegalPage("terms", "th");
    expect(page.language).toBe("th");
    expect(page.document.language).toBe("th");
    expect(page.meta).toEqual({ title: "ข้อกำหนดการใช้งาน", description: page.document.description });
  });

  it("answers in English for an English request", () => {
    expect(loadLegalPage("privacy-policy", "en").language).toBe("en");
  });
});

describe("fillTokens", () => {
  it("fills known values, keeps the agency's tokens and rejects anything else", () => {
    expect(fillTokens("{{a}} and {{email}}", { a: 1 })).toBe("1 and {{email}}");
    expect(() => fillTokens("{{typo}}", {})).toThrow(/typo/);
  });
});
