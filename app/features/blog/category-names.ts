// A category's names in both languages (client-safe): where one is empty, the other stands in,
// as on the public pages and in the editor's list.
import { type Language, otherLanguage } from "~/i18n/config";

export type CategoryNames = Record<Language, string>;

/** The name to show a category by in `language`: its own, else the other language's, else the slug. */
export function categoryLabel(category: { id: string; names: CategoryNames }, language: Language): string {
  return category.names[language] || category.names[otherLanguage(language)] || category.id;
}
