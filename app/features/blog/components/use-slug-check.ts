// Whether the slug being typed is free, asked of the server as it is typed (debounced); the server
// checks again on save, so this only spares the author a failed save.
import { useEffect, useState } from "react";
import { type ArticleFormInput, parseArticleForm } from "../article-form-schema";

export type SlugState = "idle" | "checking" | "available" | "taken";

export function useSlugCheck({
  values,
  savedSlug,
  articleId,
}: {
  values: ArticleFormInput;
  /** The article's own slug (not checked), or "" for a new article. */
  savedSlug: string;
  articleId?: number;
}): SlugState {
  const [slugState, setSlugState] = useState<SlugState>("idle");
  useEffect(() => {
    const slug = values.slug.trim();
    if (!slug || slug === savedSlug) {
      setSlugState("idle");
      return;
    }
    // A slug the schema refuses is reported by its own error, not as taken.
    const parsed = parseArticleForm({ ...values, slug });
    if (!parsed.ok && parsed.errors.slug) {
      setSlugState("idle");
      return;
    }
    setSlugState("checking");
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ slug });
      if (articleId) query.set("id", String(articleId));
      fetch(`/admin/articles/slug-check?${query}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((response) => response.json() as Promise<{ valid: boolean; available: boolean }>)
        .then((answer) => setSlugState(answer.available ? "available" : "taken"))
        .catch(() => setSlugState("idle"));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checks as the slug is typed, not as other fields change
  }, [values.slug]);
  return slugState;
}
