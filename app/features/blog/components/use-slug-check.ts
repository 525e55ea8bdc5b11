// Whether the slug being typed is free, asked of the server as it is typed (debounced); the server
// checks again on save, so this only spares the author a failed save.
import { useEffect, useState } from "react";
import { articleSlugSchema } from "../article-form-schema";

export type SlugState = "idle" | "checking" | "available" | "taken";

export function useSlugCheck({
  slug: typed,
  savedSlug,
  articleId,
}: {
  slug: string;
  /** The article's own slug (not checked), or "" for a new article. */
  savedSlug: string;
  articleId?: number;
}): SlugState {
  const [slugState, setSlugState] = useState<SlugState>("idle");
  useEffect(() => {
    const slug = typed.trim();
    // A slug the schema refuses is reported by its own error, not as taken.
    if (!slug || slug === savedSlug || !articleSlugSchema.safeParse(slug).success) {
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
  }, [typed, savedSlug, articleId]);
  return slugState;
}
