import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import type { Language } from "~/i18n/config";
import { articlesHref } from "../pagination";

const pill =
  "inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-offset-2";
const idle = "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700";
const current = "border-brand-700 bg-brand-700 text-white";

/** Category links: plain links, so the filter works before (and without) JavaScript. */
export function CategoryFilter({
  categories,
  selected,
  langParam,
}: {
  categories: { id: string; name: string }[];
  selected: string | null;
  langParam: Language | null;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  if (categories.length === 0) return null;
  const options = [{ id: null, name: t("blog.filter.all") }, ...categories];
  return (
    <nav aria-labelledby={labelId} className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <p id={labelId} className="shrink-0 text-sm font-semibold text-slate-700">
        {t("blog.filter.label")}
      </p>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const isCurrent = option.id === selected;
          return (
            <li key={option.id ?? ""}>
              <Link
                to={articlesHref({ category: option.id, lang: langParam })}
                aria-current={isCurrent ? "page" : undefined}
                className={`${pill} ${isCurrent ? current : idle}`}
              >
                {option.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
