// What the admin's article list shows, shared by the list and its filters, table and schedule
// parts (which the list imports, so the types cannot live in the list itself).
import type { Language } from "~/i18n/config";
import type { ArticleAdminErrorKey } from "../article-admin-messages";

export interface AdminArticleRowView {
  id: number;
  slug: string;
  status: "draft" | "published";
  title: string;
  titleIsFallback: boolean;
  /** The title's language: the staff member's, or the other one when the article lacks it. */
  titleLanguage: Language;
  category: { id: string; name: string } | null;
  authorName: string;
  created: string;
  updated: string;
  updatedIso: string;
  published: string | null;
  /** A draft's scheduled publishing time, in Bangkok time (ADR 069). */
  scheduled?: { iso: string; text: string } | null;
}

export interface AdminArticleListView {
  items: AdminArticleRowView[];
  total: number;
  page: number;
  pageCount: number;
  filters: { q: string; status: string; category: string };
  categories: { id: string; name: string }[];
  error: ArticleAdminErrorKey | null;
}
