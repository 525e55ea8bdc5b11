// Which requests may carry a whole article: the editor's saves, its previews and the compare of a
// refused save (which post the same form), and nothing else.
import { describe, expect, it } from "vitest";
import { MAX_ARTICLE_FORM_BYTES } from "~/features/blog/article-form-schema";
import { bodyLimitFor, DEFAULT_BODY_LIMIT, routeReadsBody } from "./body-limit";

describe("bodyLimitFor", () => {
  it("lets the editor's form through where the editor posts it, page or data request", () => {
    for (const path of [
      "/admin/articles/new",
      "/admin/articles/12/edit",
      "/admin/articles/12/compare",
      "/admin/articles/12/compare.data",
      "/admin/articles/preview",
      "/admin/articles/preview.data",
      "/admin/articles/12/preview",
      "/admin/articles/12/preview.data",
    ]) {
      expect(bodyLimitFor(path), path).toBe(MAX_ARTICLE_FORM_BYTES);
    }
  });

  it("keeps every other form, share links included, to 64 KB", () => {
    for (const path of [
      "/admin/articles",
      "/admin/articles/12/history/3",
      "/admin/articles/12/history",
      "/admin/articles/12/compare/x",
      "/admin/articles/12/share-link",
      "/preview/12.1.x",
      "/admin/articles/12/preview/x",
      "/contact",
    ]) {
      expect(bodyLimitFor(path), path).toBe(DEFAULT_BODY_LIMIT);
    }
  });
});

describe("routeReadsBody", () => {
  it("leaves the uploads' and the editor's bodies to their routes, page or data request", () => {
    for (const path of [
      "/order-confirmation",
      "/order-confirmation.data",
      "/order-confirmation/",
      "/admin/media",
      "/admin/articles/new",
      "/admin/articles/12/edit.data",
      "/admin/articles/preview",
    ]) {
      expect(routeReadsBody(path), path).toBe(true);
    }
  });

  it("reads every other body in the HTTP layer, Stripe's webhook included", () => {
    for (const path of ["/contact", "/checkout", "/webhooks/stripe", "/order-confirmation/documents/1", "/admin/articles"]) {
      expect(routeReadsBody(path), path).toBe(false);
    }
  });
});
