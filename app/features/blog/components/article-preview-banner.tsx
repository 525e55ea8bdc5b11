// The banner above every preview, outside the article: says it is not published (a status
// message), what is shown (unsaved changes, the saved draft, a shared draft) and lets the reader
// switch the preview's language without leaving the preview.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { type Language, languages } from "~/i18n/config";
import { getT } from "~/i18n/i18n";
import { useMessages } from "~/i18n/messages";
import { articlePreviewMessages } from "../article-preview-messages";

export type PreviewKind = "unsaved" | "saved" | "shared";

/** Each language by its own name (marked with its `lang`), as a reader of either finds it. */
const ownName = (language: Language) => getT(language)("language.name");

const switchClass = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-semibold ${
    active ? "border-amber-900 bg-amber-900 text-white" : "border-amber-800 bg-white text-amber-950 hover:bg-amber-100"
  }`;

/** Links to the same preview in each language (a preview read by GET). */
export function PreviewLanguageLinks({ language, hrefFor }: { language: Language; hrefFor: (language: Language) => string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {languages.map((lang) => (
        <li key={lang}>
          <Link
            to={hrefFor(lang)}
            lang={lang}
            aria-current={lang === language ? "page" : undefined}
            className={switchClass(lang === language)}
          >
            {ownName(lang)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Buttons that post the same unsaved form again in each language (a preview of a POST): works
 * without JavaScript, and never falls back to the saved draft.
 */
export function PreviewLanguageButtons({
  language,
  action,
  fields,
}: {
  language: Language;
  /** The preview's path, without a query. */
  action: string;
  fields: [string, string][];
}) {
  return (
    <Form method="post" action={`${action}?lang=${language}`} className="flex flex-wrap gap-2">
      {fields.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {languages.map((lang) => (
        <button
          key={lang}
          type="submit"
          formAction={`${action}?lang=${lang}`}
          lang={lang}
          aria-pressed={lang === language}
          className={switchClass(lang === language)}
        >
          {ownName(lang)}
        </button>
      ))}
    </Form>
  );
}

export function ArticlePreviewBanner({
  kind,
  published = false,
  languageSwitch,
  editHref,
}: {
  kind: PreviewKind;
  /** The saved article is already public (a saved or shared preview): the banner says so, not "not published". */
  published?: boolean;
  /** PreviewLanguageLinks or PreviewLanguageButtons; none when nothing can be shown. */
  languageSwitch?: ReactNode;
  /** The article's edit screen, for staff on a saved draft. */
  editHref?: string;
}) {
  const { t } = useMessages(articlePreviewMessages);
  return (
    <section aria-labelledby="preview-banner-label" className="border-b-4 border-amber-500 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-4 sm:px-6">
        <div role="status">
          <p id="preview-banner-label" className="text-lg font-bold">
            {t(published ? "banner.labelPublished" : "banner.label")}
          </p>
          <p className="mt-1 text-sm">{t(published && kind !== "unsaved" ? `banner.${kind}Published` : `banner.${kind}`)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {languageSwitch ? (
            <div role="group" aria-label={t("banner.language")} className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-medium" aria-hidden="true">
                {t("banner.language")}:
              </span>
              {languageSwitch}
            </div>
          ) : null}
          {editHref ? (
            <Link to={editHref} className="min-h-11 content-center text-sm font-semibold underline">
              {t("banner.backToEditor")}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
