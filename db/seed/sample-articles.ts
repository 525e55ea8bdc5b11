// Placeholder: the sample articles' real content arrives with the seed content commit.
export interface SampleArticle {
  id: number;
  slug: string;
  categoryId: string;
  authorName: string;
  coverImageUrl: string | null;
  createdAt: string;
  translations: Record<
    "en" | "th",
    { title: string; excerpt: string; content: string; seoTitle: string; seoDescription: string; coverImageAlt: string }
  >;
}

export const sampleCategories: { id: string; names: Record<"en" | "th", string> }[] = [];
export const sampleArticles: SampleArticle[] = [];
