import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import type { Language } from "~/i18n/config";
import { articlesHref, paginationItems } from "../pagination";

const box = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold transition-colors";
const link = `${box} border border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700`;

/** Links between the list's pages: previous, numbered pages (current marked), next. */
export function PaginationNav({
  page,
  totalPages,
  category,
  langParam,
}: {
  page: number;
  totalPages: number;
  category: string | null;
  langParam: Language | null;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const href = (target: number) => articlesHref({ page: target, category, lang: langParam });
  return (
    <nav aria-label={t("blog.pagination.label")} className="mt-12 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" aria-label={t("blog.pagination.previousPage")} className={link}>
          <span aria-hidden="true">←</span>
          <span className="ml-1.5">{t("blog.pagination.previous")}</span>
        </Link>
      ) : (
        <span className="min-w-11" />
      )}
      <ul className="hidden flex-wrap items-center justify-center gap-2 sm:flex">
        {paginationItems(page, totalPages).map((item) =>
          item.type === "gap" ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <Link
                  to={href(item.page)}
                  aria-current="page"
                  aria-label={t("blog.pagination.page", { page: item.page })}
                  className={`${box} bg-brand-700 text-white`}
                >
                  {item.page}
                </Link>
              ) : (
                <Link to={href(item.page)} aria-label={t("blog.pagination.page", { page: item.page })} className={link}>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      <p className="text-sm text-slate-600 sm:hidden">{t("blog.pagination.status", { page, total: totalPages })}</p>
      {page < totalPages ? (
        <Link to={href(page + 1)} rel="next" aria-label={t("blog.pagination.nextPage")} className={link}>
          <span className="mr-1.5">{t("blog.pagination.next")}</span>
          <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className="min-w-11" />
      )}
    </nav>
  );
}
