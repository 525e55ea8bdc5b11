// Route patterns from a build's route manifest: what a request's metric label says.
import { describe, expect, it } from "vitest";
import { routePatterns, STATIC_FILE, UNMATCHED } from "./route-pattern";

// The shape of app/routes.ts in small: a root, a pathless layout with an index, a nested layout
// with params, and the not-found catch-all.
const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({ id, parentId, path, index });
const build = {
  routes: {
    root: route("root", undefined, ""),
    login: route("routes/login", "root", "login"),
    admin: route("routes/admin-layout", "root", "admin"),
    adminIndex: route("routes/admin-index", "routes/admin-layout", undefined, true),
    adminPayment: route("routes/admin-payment", "routes/admin-layout", "payments/:orderId"),
    adminExport: route("routes/admin-payments-export", "routes/admin-layout", "payments/export"),
    site: route("routes/site-layout", "root"),
    home: route("routes/home", "routes/site-layout", undefined, true),
    article: route("routes/article", "routes/site-layout", "articles/:slug"),
    notFound: route("routes/not-found", "routes/site-layout", "*"),
  },
} as never;

describe("route patterns", () => {
  const patterns = routePatterns(build);

  it("names the matched route's pattern, never the path's own values", () => {
    expect(patterns.patternOf("/", 200)).toBe("/");
    expect(patterns.patternOf("/login", 200)).toBe("/login");
    expect(patterns.patternOf("/admin", 302)).toBe("/admin");
    expect(patterns.patternOf("/admin/payments/42", 200)).toBe("/admin/payments/:orderId");
    expect(patterns.patternOf("/articles/how-we-build", 200)).toBe("/articles/:slug");
    expect(patterns.patternOf("/articles/%E0%B8%97%E0%B8%94", 404)).toBe("/articles/:slug");
  });

  it("tells a literal route from a param beside it, whichever was asked for first", () => {
    expect(patterns.patternOf("/admin/payments/17", 200)).toBe("/admin/payments/:orderId");
    expect(patterns.patternOf("/admin/payments/export", 200)).toBe("/admin/payments/export");
    expect(patterns.patternOf("/ADMIN/Payments/Export", 200)).toBe("/admin/payments/export");
    expect(patterns.patternOf("/admin/payments/%65xport", 200)).toBe("/admin/payments/export");
    expect(patterns.patternOf("/admin/payments/18", 200)).toBe("/admin/payments/:orderId");
  });

  it("names a data request by the page it is for", () => {
    expect(patterns.patternOf("/_root.data", 200)).toBe("/");
    expect(patterns.patternOf("/login.data", 200)).toBe("/login");
    expect(patterns.patternOf("/admin/payments/42.data", 200)).toBe("/admin/payments/:orderId");
  });

  it("keeps every unknown address under the not-found route, and a file of the build as one label", () => {
    expect(patterns.patternOf("/no/such/page", 404)).toBe("/*");
    expect(patterns.patternOf("/favicon.svg", 200)).toBe(STATIC_FILE);
  });

  it("labels the addresses the HTTP layer answers itself by their own pattern", () => {
    expect(patterns.patternOf("/assets/entry-abc123.js", 200)).toBe("/assets/*");
    expect(patterns.patternOf("/media/0f3a.webp", 200)).toBe("/media/:key");
    expect(patterns.patternOf("/healthz", 200)).toBe("/healthz");
    expect(patterns.patternOf("/metrics", 401)).toBe("/metrics");
  });

  it("says unmatched when no route matches at all", () => {
    const bare = routePatterns({ routes: { root: route("root", undefined, ""), a: route("a", "root", "a") } } as never);
    expect(bare.patternOf("/b", 404)).toBe(UNMATCHED);
    expect(bare.patternOf("/a", 200)).toBe("/a");
  });

  it("stays bounded while thousands of different paths go by", () => {
    const labels = new Set<string>();
    for (let n = 0; n < 3000; n++) labels.add(patterns.patternOf(`/articles/made-up-${n}`, 404));
    for (let n = 0; n < 3000; n++) labels.add(patterns.patternOf(`/made-up-${n}/deeper`, 404));
    expect([...labels]).toEqual(["/articles/:slug", "/*"]);
  });
});
