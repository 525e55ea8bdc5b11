import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nProvider } from "~/i18n/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Language } from "~/i18n/config";
import { getLegalDocument } from "../legal.server";
import { LegalDocumentView, legalContact } from "./legal-document";

const agency = {
  name: "Test Studio Co., Ltd.",
  email: "privacy@test-studio.example",
  address: { en: "1 Test Road, Bangkok 10110", th: "1 ถนนทดสอบ กรุงเทพฯ 10110" },
};

function render(id: "privacy-policy" | "cookie-policy" | "terms", language: Language, sectionExtras?: Record<string, ReactNode>) {
  const document = getLegalDocument(id, language);
  const html = renderToStaticMarkup(
    <I18nProvider language={language}>
      <MemoryRouter initialEntries={[`/${id}`]}>
        <LegalDocumentView document={document} contact={legalContact(agency, language)} sectionExtras={sectionExtras} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { document, html };
}

// React reports mistakes such as missing keys through console.error, which fails a test here
// (tests/support/vitest-console.ts).

const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));

describe.each(["en", "th"] as const)("a legal page in %s", (language) => {
  it("has exactly one h1 and never skips a heading level", () => {
    for (const id of ["privacy-policy", "cookie-policy", "terms"] as const) {
      const levels = headingLevels(render(id, language).html);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      });
    }
  });

  it("links its table of contents to every section", () => {
    const { document, html } = render("terms", language);
    for (const section of document.sections) {
      expect(html).toContain(`href="#${section.id}"`);
      expect(html).toContain(`id="${section.id}"`);
    }
  });

  it("shows the agency's details from the settings and no unfilled tokens", () => {
    const { html } = render("privacy-policy", language);
    expect(html).toContain(`href="mailto:${agency.email}"`);
    expect(html).toContain(agency.address[language]);
    expect(html).toContain(agency.name);
    expect(html).not.toContain("{{");
    expect(html).not.toContain("](");
  });

  it("marks up the last-updated date for machines and the copy's language", () => {
    const { html } = render("cookie-policy", language);
    expect(html).toContain('<time dateTime="2026-11-24"');
    expect(html).toContain(`lang="${language}"`);
  });
});

it("turns content links into router links and keeps external links external", () => {
  const { html } = render("cookie-policy", "en");
  expect(html).toContain('href="/privacy-policy"');
  const optOut = html.match(/<a [^>]*href="https:\/\/tools\.google\.com\/dlpage\/gaoptout"[^>]*>/)?.[0];
  expect(optOut).toContain('rel="noopener noreferrer"');
  expect(optOut).not.toContain("data-discover");
});

it("keeps Thai words that browsers split mid-word together on one line", () => {
  const { html } = render("privacy-policy", "th");
  expect(html).toContain('<span class="whitespace-nowrap">พระราชบัญญัติ</span>');
});

it("puts a section's extra content at the end of that section only", () => {
  const { html } = render("cookie-policy", "en", {
    "how-to-control-cookies": <button type="button">Cookie settings</button>,
  });
  const section = html.match(/<section id="how-to-control-cookies"[\s\S]*?<\/section>/)?.[0] ?? "";
  expect(section).toMatch(/<button type="button">Cookie settings<\/button><\/section>$/);
  expect(html.match(/<button/g)).toHaveLength(1);
});
