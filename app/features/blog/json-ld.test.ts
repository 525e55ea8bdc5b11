import { describe, expect, it } from "vitest";
import type { ArticleView } from "./blog-types";
import { articleJsonLd } from "./json-ld";

const article: ArticleView = {
  slug: "cost",
  title: "What </script><script>alert(1)</script> costs",
  excerpt: "Excerpt",
  html: "<p>Body</p>",
  language: "th",
  requestedLanguage: "th",
  translations: ["en", "th"],
  category: { id: "pricing", name: "ราคา" },
  authorName: "",
  draft: false,
  cover: { url: "/uploads/cover.jpg", alt: "" },
  published: { iso: "2026-08-18T02:00:00.000Z", text: "18 สิงหาคม 2569" },
  modified: { iso: "2026-08-19T02:00:00.000Z", text: "19 สิงหาคม 2569" },
  seo: { title: "SEO title", description: "SEO description" },
};

describe("JSON-LD", () => {
  it("describes an article with the fields search engines read", () => {
    const url = "https://www.example.test/articles/cost?lang=th";
    const data = articleJsonLd(article, { siteUrl: "https://www.example.test", agencyName: "Siam Web Studio", url });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description: "SEO description",
      image: ["https://www.example.test/uploads/cover.jpg"],
      datePublished: "2026-08-18T02:00:00.000Z",
      dateModified: "2026-08-19T02:00:00.000Z",
      // No author name: the agency wrote it.
      author: { "@type": "Organization", name: "Siam Web Studio" },
      publisher: { "@type": "Organization", name: "Siam Web Studio", logo: { url: "https://www.example.test/logo.svg" } },
      inLanguage: "th",
      articleSection: "ราคา",
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    });
    expect(articleJsonLd({ ...article, authorName: "Nok" }, { siteUrl: "", agencyName: "", url }).author).toEqual({
      "@type": "Person",
      name: "Nok",
    });
  });
});
