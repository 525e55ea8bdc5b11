import { useTranslation } from "~/i18n/react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { isBlogErrorPayload } from "../blog-types";
import { articlesHref } from "../pagination";
import { LoadError } from "./load-error";
import { useLangParam } from "./use-lang-param";

/**
 * What the blog routes' error boundaries show inside the site layout: a translated 404 ("Article
 * not found", or a page of the list that does not exist), a failed load with a retry, or the
 * general error.
 */
export function BlogErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const langParam = useLangParam();
  const location = useLocation();
  const payload = isRouteErrorResponse(error) && isBlogErrorPayload(error.data) ? error.data : undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;

  if (payload?.reason === "articleNotFound" || payload?.reason === "pageNotFound" || status === 404) {
    const article = payload?.reason === "articleNotFound";
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-start gap-5 px-4 py-24 sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700">404</p>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {article ? t("blog.errors.notFound") : t("blog.pageNotFound.heading")}
        </h1>
        <p className="text-lg text-slate-600">{article ? t("blog.articleNotFound.message") : t("blog.pageNotFound.message")}</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={articlesHref({ lang: langParam })} size="lg">
            {t("blog.pageNotFound.latest")}
          </ButtonLink>
          <ButtonLink to="/" size="lg" variant="secondary">
            {t("notFound.home")}
          </ButtonLink>
        </div>
      </section>
    );
  }

  const retryHref = location.pathname + location.search;
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-24 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("error.title")}</h1>
      {payload?.reason === "loadArticleFailed" ? (
        <LoadError code="loadArticleFailed" retryHref={retryHref} />
      ) : (
        <>
          <p className="text-lg text-slate-600">{t("error.message")}</p>
          <p>
            <a href={retryHref} className="font-semibold text-brand-700 underline">
              {t("error.retry")}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
