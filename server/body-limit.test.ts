// Which requests may carry a whole article: the editor's saves and the compare of a refused save
// (which posts the same form), and nothing else under /admin/articles.
import { describe, expect, it } from "vitest";
import { MAX_ARTICLE_FORM_BYTES } from "~/features/blog/article-form-schema";
import { bodyLimitFor, DEFAULT_BODY_LIMIT } from "./body-limit";

describe("bodyLimitFor", () => {
  it("lets the editor's form through where the editor posts it, page or data request", () => {
    for (const path of [
      "/admin/articles/new",
      "/admin/articles/12/edit",
      "/admin/articles/12/compare",
      "/admin/articles/12/compare.data",
    ]) {
      expect(bodyLimitFor(path), path).toBe(MAX_ARTICLE_FORM_BYTES);
    }
  });

  it("keeps the small bound for the other article forms", () => {
    for (const path of [
      "/admin/articles",
      "/admin/articles/12/history/3",
      "/admin/articles/12/history",
      "/admin/articles/12/compare/x",
    ]) {
      expect(bodyLimitFor(path), path).toBe(DEFAULT_BODY_LIMIT);
    }
  });
});
