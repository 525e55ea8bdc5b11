// The categories screen's table: slug, both names, how many articles use each category, and its
// rename and delete (each opens a dialog through the address, so it works without JavaScript). On
// a phone the rows become stacked cards.
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { type MessagesT, useMessages } from "~/i18n/messages";
import type { AdminCategory } from "../../categories-admin.server";
import { categoriesMessages } from "../../categories-messages";

export type CategoriesT = MessagesT<typeof categoriesMessages>;

/** "3 articles", "1 article", "No articles". */
export function articleCountText(t: CategoriesT, count: number) {
  return count === 0 ? t("list.articleCountNone") : count === 1 ? t("list.articleCountOne") : t("list.articleCount", { count });
}

const cell = "px-4 py-3 align-top max-md:block max-md:py-1";

export function CategoryTable({ categories }: { categories: AdminCategory[] }) {
  const { t } = useMessages(categoriesMessages);
  const name = (value: string, label: string, lang: string) => (
    <>
      <span className="font-semibold text-slate-700 md:sr-only">{label}: </span>
      {value ? <span lang={lang}>{value}</span> : <span className="text-slate-600">{t("list.notSet")}</span>}
    </>
  );
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm max-md:block md:min-w-[44rem]">
        <thead className="bg-slate-50 text-slate-700 max-md:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("list.slug")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("list.nameEn")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("list.nameTh")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("list.articles")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("list.actions")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 max-md:block">
          {categories.map((category) => (
            <tr key={category.id} className="max-md:block max-md:py-2" data-testid={`category-${category.id}`}>
              <th scope="row" className={`${cell} font-mono font-semibold text-slate-900`}>
                {category.id}
              </th>
              <td className={`${cell} text-slate-800`}>{name(category.names.en, t("list.nameEn"), "en")}</td>
              <td className={`${cell} text-slate-800`}>{name(category.names.th, t("list.nameTh"), "th")}</td>
              <td className={`${cell} text-slate-700`}>
                {category.articleCount > 0 ? (
                  <Link
                    to={`/admin/articles?category=${encodeURIComponent(category.id)}`}
                    className="text-brand-800 underline underline-offset-4 hover:text-brand-900"
                  >
                    {articleCountText(t, category.articleCount)}
                  </Link>
                ) : (
                  articleCountText(t, 0)
                )}
              </td>
              <td className={`${cell} max-md:pt-2`}>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`?rename=${encodeURIComponent(category.id)}`}
                    preventScrollReset
                    className={buttonClass({ variant: "secondary", size: "sm" })}
                  >
                    {t("list.rename")}
                    <span className="sr-only"> {t("list.forCategory", { slug: category.id })}</span>
                  </Link>
                  <Link
                    to={`?delete=${encodeURIComponent(category.id)}`}
                    preventScrollReset
                    className={buttonClass({ variant: "danger-outline", size: "sm" })}
                  >
                    {t("list.delete")}
                    <span className="sr-only"> {t("list.forCategory", { slug: category.id })}</span>
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
