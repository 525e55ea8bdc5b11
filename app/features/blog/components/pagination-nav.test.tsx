// The list's page links as the server renders them, with many pages (the e2e site has only one).
import { renderToStaticMarkup } from "react-dom/server";
import { I18nProvider } from "~/i18n/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Language } from "~/i18n/config";
import { resources } from "~/i18n/resources";
import { PaginationNav } from "./pagination-nav";

function render(props: Parameters<typeof PaginationNav>[0], language: Language = "en") {
  return renderToStaticMarkup(
    <I18nProvider language={language}>
      <MemoryRouter>
        <PaginationNav {...props} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

/** Each link's href and accessible name (aria-label), in order. */
function links(html: string) {
  return [...html.matchAll(/<a\b([^>]*)>/g)].map(([, attributes = ""]) => ({
    href: /href="([^"]*)"/.exec(attributes)?.[1]?.replaceAll("&amp;", "&"),
    label: /aria-label="([^"]*)"/.exec(attributes)?.[1],
    current: /aria-current="page"/.test(attributes),
    rel: /rel="([^"]*)"/.exec(attributes)?.[1],
  }));
}

describe("PaginationNav", () => {
  it("renders nothing when everything fits on one page", () => {
    expect(render({ page: 1, totalPages: 1, category: null, langParam: null })).toBe("");
  });

  it("is a labelled navigation with previous, numbered and next links, the current page marked", () => {
    const html = render({ page: 10, totalPages: 20, category: null, langParam: null });
    expect(html).toMatch(/^<nav aria-label="Pages of articles"/);
    expect(links(html)).toEqual([
      { href: "/articles?page=9", label: "Previous page", current: false, rel: "prev" },
      { href: "/articles", label: "Page 1", current: false, rel: undefined },
      { href: "/articles?page=9", label: "Page 9", current: false, rel: undefined },
      { href: "/articles?page=10", label: "Page 10", current: true, rel: undefined },
      { href: "/articles?page=11", label: "Page 11", current: false, rel: undefined },
      { href: "/articles?page=20", label: "Page 20", current: false, rel: undefined },
      { href: "/articles?page=11", label: "Next page", current: false, rel: "next" },
    ]);
    // Gaps are decoration for sighted readers; the page numbers say where they are.
    expect(html.match(/<li aria-hidden="true"[^>]*>…<\/li>/g)).toHaveLength(2);
    expect(html).toContain("Page 10 of 20");
  });

  it("has no previous link on the first page and no next link on the last", () => {
    expect(links(render({ page: 1, totalPages: 1_000, category: null, langParam: null })).map((link) => link.label)).toEqual([
      "Page 1",
      "Page 2",
      "Page 1000",
      "Next page",
    ]);
    expect(links(render({ page: 1_000, totalPages: 1_000, category: null, langParam: null })).map((link) => link.label)).toEqual([
      "Previous page",
      "Page 1",
      "Page 999",
      "Page 1000",
    ]);
  });

  it("keeps the category and an explicit language in every link", () => {
    const hrefs = links(render({ page: 2, totalPages: 3, category: "marketing", langParam: "th" })).map((link) => link.href);
    expect(hrefs).toEqual([
      "/articles?category=marketing&lang=th",
      "/articles?category=marketing&lang=th",
      "/articles?category=marketing&page=2&lang=th",
      "/articles?category=marketing&page=3&lang=th",
      "/articles?category=marketing&page=3&lang=th",
    ]);
  });

  it("speaks Thai to Thai readers, with the visible words inside each link's name", () => {
    const strings = resources.th.common.blog.pagination;
    const html = render({ page: 2, totalPages: 3, category: null, langParam: null }, "th");
    expect(html).toContain(`aria-label="${strings.label}"`);
    expect(html).toContain(`aria-label="${strings.previousPage}"`);
    expect(html).toContain(`aria-label="${strings.nextPage}"`);
    expect(html).toContain("หน้า 2 จาก 3");
    // WCAG 2.5.3: what a link says must be part of its accessible name.
    expect(strings.previousPage).toContain(strings.previous);
    expect(strings.nextPage).toContain(strings.next);
    expect(resources.en.common.blog.pagination.previousPage).toContain(resources.en.common.blog.pagination.previous);
    expect(resources.en.common.blog.pagination.nextPage).toContain(resources.en.common.blog.pagination.next);
  });
});
