// The admin article list's search and filters: a plain GET form, so a filtered list is a link
// that can be shared and works without JavaScript.
import { Form, Link } from "react-router";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import { articleScheduleMessages } from "../article-schedule-messages";
import type { AdminArticleListView } from "./admin-article-list-types";

export function AdminArticleFilters({
  filters,
  categories,
  filtered,
}: Pick<AdminArticleListView, "filters" | "categories"> & { filtered: boolean }) {
  const { t } = useMessages(articleAdminMessages);
  const schedule = useMessages(articleScheduleMessages).t;
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="article-search" className="block text-sm font-semibold text-slate-900">
          {t("list.searchLabel")}
        </label>
        <input
          id="article-search"
          type="search"
          name="q"
          defaultValue={filters.q}
          placeholder={t("list.searchPlaceholder")}
          maxLength={200}
          className="mt-1 w-64 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor="article-status" className="block text-sm font-semibold text-slate-900">
          {t("list.statusFilter")}
        </label>
        <select
          id="article-status"
          name="status"
          defaultValue={filters.status}
          className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2"
        >
          <option value="">{t("list.allStatuses")}</option>
          <option value="draft">{t("status.draft")}</option>
          <option value="published">{t("status.published")}</option>
          <option value="scheduled">{schedule("list.filter")}</option>
        </select>
      </div>
      <div>
        <label htmlFor="article-category" className="block text-sm font-semibold text-slate-900">
          {t("list.categoryFilter")}
        </label>
        <select
          id="article-category"
          name="category"
          defaultValue={filters.category}
          className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2"
        >
          <option value="">{t("list.allCategories")}</option>
          <option value="none">{t("list.noCategory")}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="min-h-11 rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t("list.apply")}
      </button>
      {filtered ? (
        <Link to="/admin/articles" className="min-h-11 px-2 py-2.5 font-semibold text-slate-700 underline">
          {t("list.clear")}
        </Link>
      ) : null}
    </Form>
  );
}
