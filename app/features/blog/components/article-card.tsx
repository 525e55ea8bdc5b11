import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { ThaiWords } from "~/components/thai-words";
import { Badge } from "~/components/ui/badge";
import type { Language } from "~/i18n/config";
import type { ArticleCardView } from "../blog-types";
import { articleHref } from "../pagination";
import { CoverImage } from "./cover-image";

/** One article in the list. The title is the link; the whole card is its click target. */
export function ArticleCard({
  article,
  pageLanguage,
  langParam,
  eager = false,
}: {
  article: ArticleCardView;
  pageLanguage: Language;
  langParam: Language | null;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const textLanguage = article.language === pageLanguage ? undefined : article.language;
  // A Thai page sets the Thai face first; English text keeps the Latin face it was designed in.
  const textFont = textLanguage === "en" ? "font-sans" : "";
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 has-[a:focus-visible]:ring-offset-2">
      <CoverImage
        cover={article.cover}
        seed={article.slug}
        eager={eager}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          {article.category ? (
            <span className="rounded-full bg-brand-50 px-3 py-0.5 font-medium text-brand-800">{article.category.name}</span>
          ) : null}
          <time dateTime={article.published.iso} className="text-slate-600">
            {article.published.text}
          </time>
          {textLanguage ? <Badge tone="neutral">{t(`blog.inLanguage.${textLanguage}`)}</Badge> : null}
        </p>
        <h2 lang={textLanguage} className={`mt-3 text-xl font-bold tracking-tight text-balance text-slate-900 ${textFont}`}>
          <Link
            to={articleHref(article.slug, langParam)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 focus-visible:outline-none"
          >
            <ThaiWords>{article.title}</ThaiWords>
          </Link>
        </h2>
        <p lang={textLanguage} className={`mt-3 line-clamp-3 text-pretty text-slate-700 ${textFont}`}>
          <ThaiWords>{article.excerpt}</ThaiWords>
        </p>
        <p aria-hidden="true" className="mt-auto pt-5 font-semibold text-brand-700">
          {t("blog.readMore")} <span className="inline-block transition-transform group-hover:translate-x-1">→</span>
        </p>
      </div>
    </article>
  );
}
