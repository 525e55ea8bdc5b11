// A staff preview page: the banner, then the article exactly as its public page shows it; for a
// posted (unsaved) form that cannot be shown, the form's problems instead.
import type { Language } from "~/i18n/config";
import type { FormResult } from "~/lib/forms/form-reply";
import type { ArticleView } from "../blog-types";
import { ArticlePage } from "./article-page";
import { ArticlePreviewBanner, PreviewLanguageButtons, PreviewLanguageLinks } from "./article-preview-banner";
import { ArticlePreviewInvalid } from "./article-preview-invalid";

export interface PostedPreview {
  article: ArticleView;
  language: Language;
  fields: [string, string][];
}

export type StaffPreviewAnswer = { preview: PostedPreview } | { result: FormResult };

export function StaffArticlePreview({
  path,
  posted,
  saved,
  editHref,
}: {
  /** The preview's own path, without a query. */
  path: string;
  /** The action's answer to a posted form, if any. */
  posted?: StaffPreviewAnswer;
  /** The saved version (GET). */
  saved?: { article: ArticleView; published: boolean; language: Language } | null;
  editHref?: string;
}) {
  if (posted && "preview" in posted) {
    const { article, language, fields } = posted.preview;
    return (
      <>
        <ArticlePreviewBanner
          kind="unsaved"
          languageSwitch={<PreviewLanguageButtons language={language} action={path} fields={fields} />}
        />
        <ArticlePage article={article} />
      </>
    );
  }
  if (posted || !saved) {
    return (
      <>
        <ArticlePreviewBanner kind="unsaved" />
        <ArticlePreviewInvalid result={posted?.result} />
      </>
    );
  }
  return (
    <>
      <ArticlePreviewBanner
        kind="saved"
        published={saved.published}
        editHref={editHref}
        languageSwitch={<PreviewLanguageLinks language={saved.language} hrefFor={(lang) => `${path}?lang=${lang}`} />}
      />
      <ArticlePage article={saved.article} />
    </>
  );
}
