import { useTranslation } from "~/i18n/react";
import { ButtonLink } from "~/components/ui/button";
import { ThaiWords } from "~/components/thai-words";
import { Link } from "react-router";
import type { ArticleView } from "../blog-types";
import { articlesHref } from "../pagination";
import { articleBodyClass } from "./article-body";
import { CoverImage } from "./cover-image";
import { useLangParam } from "./use-lang-param";

function BackLink() {
  const { t } = useTranslation();
  const langParam = useLangParam();
  return (
    <Link
      to={articlesHref({ lang: langParam })}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
    >
      <span aria-hidden="true">←</span>
      {t("blog.backToList")}
    </Link>
  );
}

/**
 * One article. When its text is in another language than the page (a Thai reader of an article
 * not yet translated), a notice says so and the article carries its own `lang`.
 */
export function ArticlePage({ article }: { article: ArticleView }) {
  const { t } = useTranslation();
  const fallback = article.language !== article.requestedLanguage;
  const textLanguage = fallback ? article.language : undefined;
  // A Thai page sets the Thai face first; English text keeps the Latin face it was designed in.
  const textFont = textLanguage === "en" ? "font-sans" : "";
  return (
    <>
      <article aria-labelledby="article-title">
        <header className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-3xl px-4 pt-6 pb-10 sm:px-6 sm:pt-8 sm:pb-14">
            <BackLink />
            {fallback ? (
              <p
                role="note"
                className="mt-6 rounded-lg border border-accent-400 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950"
              >
                {t("blog.fallbackNotice", {
                  requested: t(`blog.languageNames.${article.requestedLanguage}`),
                  shown: t(`blog.languageNames.${article.language}`),
                })}
              </p>
            ) : null}
            <div lang={textLanguage} className={textFont}>
              {article.category ? (
                <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">{article.category.name}</p>
              ) : null}
              <h1 id="article-title" className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
                <ThaiWords>{article.title}</ThaiWords>
              </h1>
              {article.excerpt ? (
                <p className="mt-5 text-lg text-pretty text-slate-700 sm:text-xl">
                  <ThaiWords>{article.excerpt}</ThaiWords>
                </p>
              ) : null}
            </div>
            <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              {article.draft ? (
                <span>{t("blog.notPublished")}</span>
              ) : (
                <time dateTime={article.published.iso}>{t("blog.publishedOn", { date: article.published.text })}</time>
              )}
              {article.authorName ? <span>{t("blog.byAuthor", { author: article.authorName })}</span> : null}
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          {/* The list draws a placeholder for a missing cover; here the reader came for the text. */}
          {article.cover.url ? (
            <CoverImage
              cover={article.cover}
              seed={article.slug}
              eager
              sizes="(min-width: 768px) 720px, 100vw"
              className="mb-10 rounded-2xl"
            />
          ) : null}
          <div
            lang={textLanguage}
            className={`${articleBodyClass} ${textFont}`}
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
          <div className="mt-12 border-t border-slate-200 pt-6">
            <BackLink />
          </div>
        </div>
      </article>
      <ArticleCta />
    </>
  );
}

function ArticleCta() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="article-cta" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <div className="rounded-2xl bg-brand-800 px-6 py-10 text-center sm:px-10">
        <h2 id="article-cta" className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
          <ThaiWords>{t("blog.cta.heading")}</ThaiWords>
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-pretty text-brand-100">
          <ThaiWords>{t("blog.cta.text")}</ThaiWords>
        </p>
        <ButtonLink to="/contact" variant="on-dark" size="lg" className="mt-6">
          {t("blog.cta.button")}
        </ButtonLink>
      </div>
    </section>
  );
}
