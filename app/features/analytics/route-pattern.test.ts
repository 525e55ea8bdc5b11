import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";
import { routePattern, secretRoutePattern } from "./route-pattern";

const match = (pathname: string, params: Record<string, string>, handle?: unknown): UIMatch =>
  ({ id: pathname, pathname, params, data: undefined, loaderData: undefined, handle }) as UIMatch;

describe("routePattern", () => {
  it("names each filled-in segment by its param", () => {
    expect(routePattern("/preview/abc_DEF-123", { token: "abc_DEF-123" })).toBe("/preview/:token");
    expect(routePattern("/admin/articles/7/history/9", { id: "7", revisionId: "9" })).toBe(
      "/admin/articles/:id/history/:revisionId",
    );
    expect(routePattern("/preview/a%20b", { token: "a b" })).toBe("/preview/:token");
    expect(routePattern("/", {})).toBe("/");
  });

  it("replaces a splat and everything after it", () => {
    expect(routePattern("/files/a/b/secret", { "*": "a/b/secret" })).toBe("/files/*");
  });
});

describe("secretRoutePattern", () => {
  it("is the pattern of the deepest route whose handle marks its path secret, else nothing", () => {
    const root = match("/", {});
    expect(secretRoutePattern([root, match("/preview/tok", { token: "tok" }, { secretPath: true })])).toBe("/preview/:token");
    expect(secretRoutePattern([root, match("/articles/hello", { slug: "hello" }, { pageName: "article" })])).toBeUndefined();
  });
});
