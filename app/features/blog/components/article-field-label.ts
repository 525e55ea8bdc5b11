// A field's name as the error summary lists it: the two language tabs have the same labels, so a
// translated field also says its language ("Title (Thai)").
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import type { ArticleFieldName, EditorLanguage, sharedFieldNames, translationFieldNames } from "../article-form-schema";

const sharedLabels = {
  slug: "editor.fields.slug",
  categoryId: "editor.fields.category",
  status: "editor.fields.status",
  scheduledAt: "editor.fields.scheduledAt",
  coverImageUrl: "editor.fields.coverImage",
} as const satisfies Record<(typeof sharedFieldNames)[number], string>;

export function useEditorFieldLabel() {
  const { t } = useMessages(articleAdminMessages);
  return (name: ArticleFieldName): string => {
    if (name in sharedLabels) return t(sharedLabels[name as keyof typeof sharedLabels]);
    const [language, field] = name.split(".") as [EditorLanguage, (typeof translationFieldNames)[number]];
    return `${t(`editor.fields.${field}`)} (${t(`editor.languages.${language}`)})`;
  };
}
