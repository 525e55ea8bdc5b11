import { useTranslation } from "~/i18n/react";
import { useNavigation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { ThaiWords } from "~/components/thai-words";
import type { ArticleListView } from "../blog-types";
import { articlesHref } from "../pagination";
import { ArticleCard } from "./article-card";
import { CategoryFilter } from "./category-filter";
import { LoadError } from "./load-error";
import { PaginationNav } from "./pagination-nav";
import { useLangParam } from "./use-lang-param";

/** The opening band of the blog pages: the page's only <h1>. */
export function BlogHero({ heading, lead }: { heading: string; lead?: string }) {
  const { t } = useTranslation();
  return (
    <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("blog.eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            <ThaiWords>{heading}</ThaiWords>
          </h1>
          {lead ? (
            <p className="mt-5 text-lg text-pretty text-slate-700 sm:text-xl">
              <ThaiWords>{lead}</ThaiWords>
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function EmptyState({ filtered, langParam }: { filtered: boolean; langParam: ArticleListView["language"] | null }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
      <h2 className="text-2xl font-bold text-slate-900">
        {filtered ? t("blog.empty.categoryHeading") : t("blog.empty.heading")}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-pretty text-slate-700">
        {filtered ? t("blog.empty.categoryMessage") : t("blog.empty.message")}
      </p>
      <ButtonLink to={filtered ? articlesHref({ lang: langParam }) : "/contact"} className="mt-6">
        {filtered ? t("blog.empty.showAll") : t("nav.contact")}
      </ButtonLink>
    </div>
  );
}

/** The article list: filter, cards (newest first), pages; dims while the next page loads. */
export function ArticleListPage({ data }: { data: ArticleListView }) {
  const { t } = useTranslation();
  const langParam = useLangParam();
  const navigation = useNavigation();
  // Only this list's own navigations (another page, filter or language), not leaving the blog.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/articles";
  const selected = data.category?.id ?? null;
  const filtered = data.category !== null;
  return (
    <>
      <BlogHero heading={t("blog.heading")} lead={t("blog.lead")} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <CategoryFilter categories={data.categories} selected={selected} langParam={langParam} />
        <p role="status" className="sr-only">
          {loading ? t("blog.loading") : ""}
        </p>
        <div
          aria-busy={loading || undefined}
          className={`mt-8 transition-opacity duration-200 ${loading ? "pointer-events-none opacity-50" : ""}`}
        >
          {data.error ? (
            <LoadError code={data.error} retryHref={articlesHref({ category: selected, page: data.page, lang: langParam })} />
          ) : data.items.length === 0 ? (
            <EmptyState filtered={filtered} langParam={langParam} />
          ) : (
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((article, index) => (
                <li key={article.slug} className="flex">
                  <ArticleCard article={article} pageLanguage={data.language} langParam={langParam} eager={index === 0} />
                </li>
              ))}
            </ul>
          )}
          <PaginationNav page={data.page} totalPages={data.totalPages} category={selected} langParam={langParam} />
        </div>
      </div>
    </>
  );
}
