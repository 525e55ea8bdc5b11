import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { linkedRoutes } from "./route-discovery";

type Manifest = EntryContext["manifest"];

/** A manifest entry as React Router's build writes it (the fields discovery reads, and a module). */
function entry(id: string, parentId: string | undefined, path?: string, index?: boolean) {
  return { id, parentId, path, index, module: `/assets/${id.replace("routes/", "")}.js`, hasLoader: true };
}

const routes = Object.fromEntries(
  [
    entry("root", undefined, ""),
    entry("routes/set-language", "root", "set-language"),
    entry("routes/admin-layout", "root", "admin"),
    entry("routes/admin-users", "routes/admin-layout", "users"),
    entry("routes/site-layout", "root"),
    entry("routes/home", "routes/site-layout", undefined, true),
    entry("routes/about", "routes/site-layout", "about"),
    entry("routes/articles", "routes/site-layout", "articles"),
    entry("routes/article", "routes/site-layout", "articles/:slug"),
    entry("routes/terms", "routes/site-layout", "terms"),
    entry("routes/not-found", "routes/site-layout", "*"),
  ].map((route) => [route.id, route]),
);
const manifest = { routes, version: "1" } as unknown as Manifest;
const terms = { pathname: "/terms", rendered: ["root", "routes/site-layout", "routes/terms"] };
const ids = (found: Record<string, unknown>) => Object.keys(found).sort();

describe("linkedRoutes", () => {
  it("finds the routes the page's links and forms lead to, with their entries as the manifest has them", () => {
    const html =
      '<a class="x" href="/about" data-discover="true">About</a>' +
      '<a href="/articles/first-post?lang=th&amp;x=1#top" data-discover="true">Post</a>' +
      '<form data-discover="true" action="/set-language" method="post"></form>';
    const found = linkedRoutes(html, manifest, terms);
    // /articles/first-post also asks for /articles, as React Router's own discovery does.
    expect(ids(found)).toEqual(["routes/about", "routes/article", "routes/articles", "routes/set-language"]);
    expect(found["routes/article"]).toBe(routes["routes/article"]);
  });

  it("leaves out the routes the document has already: the page's own, and those of / and its parents", () => {
    const html = '<a href="/" data-discover="true">Home</a><a href="/terms" data-discover="true">Terms</a>';
    expect(linkedRoutes(html, manifest, terms)).toEqual({});
    const article = { pathname: "/articles/first-post", rendered: ["root", "routes/site-layout", "routes/article"] };
    expect(ids(linkedRoutes('<a href="/articles" data-discover="true">All</a>', manifest, article))).toEqual([]);
  });

  it("ignores links that are not marked for discovery or lead off the site", () => {
    const html =
      '<a href="/about">About</a>' +
      '<a href="https://example.com/about" data-discover="true">Elsewhere</a>' +
      '<a href="//example.com/about" data-discover="true">Elsewhere</a>' +
      '<a href="mailto:hello@example.com" data-discover="true">Mail</a>';
    expect(linkedRoutes(html, manifest, terms)).toEqual({});
  });

  it("finds a route for any path the site answers, the not-found page's included", () => {
    const found = linkedRoutes('<a href="/no/such/page" data-discover="true">?</a>', manifest, terms);
    expect(ids(found)).toEqual(["routes/not-found"]);
  });
});
