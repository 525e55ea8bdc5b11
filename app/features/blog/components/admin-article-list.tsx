// The admin's article list: search by title, filters by status and category, pages, and per
// article edit, publish/unpublish and delete (after a confirmation). Its rows live in the
// article store (article-store.ts), fed by the loader and by each action's answer.
import { useEffect, useReducer } from "react";
import { Form, Link, useFetcher, useNavigate, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { useMessages } from "~/i18n/messages";
import type { ArticleAdminErrorKey } from "../article-admin-messages";
import { articleAdminMessages } from "../article-admin-messages";
import { articleStoreReducer, initialArticleStore } from "../article-store";
import { ConfirmDialog } from "./confirm-dialog";

export interface AdminArticleRowView {
  id: number;
  slug: string;
  status: "draft" | "published";
  title: string;
  titleIsFallback: boolean;
  category: { id: string; name: string } | null;
  authorName: string;
  created: string;
  updated: string;
  updatedIso: string;
  published: string | null;
}

export interface AdminArticleListView {
  items: AdminArticleRowView[];
  total: number;
  page: number;
  pageCount: number;
  filters: { q: string; status: string; category: string };
  categories: { id: string; name: string }[];
  error: ArticleAdminErrorKey | null;
}

export type ListActionResult =
  | { ok: true; intent: "publish" | "unpublish" | "delete"; id: number; title: string }
  | { ok: false; intent: string; id: number | null; error: ArticleAdminErrorKey };

function hrefWith(params: URLSearchParams, changes: Record<string, string | null>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `?${query}` : "?";
}

export function AdminArticleList({ view, actionResult }: { view: AdminArticleListView; actionResult?: ListActionResult }) {
  const { t } = useMessages(articleAdminMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fetcher = useFetcher<ListActionResult>();
  // Filled from the loader before the first render, so the server's HTML already lists the rows.
  const [store, dispatch] = useReducer(articleStoreReducer<AdminArticleRowView>, view, (first) =>
    articleStoreReducer(initialArticleStore<AdminArticleRowView>(), {
      type: "READ_ARTICLES_SUCCESS",
      articles: first.items,
      at: 0,
    }),
  );

  useEffect(() => {
    if (view.error) dispatch({ type: "READ_ARTICLES_FAILURE", error: t(view.error) });
    else dispatch({ type: "READ_ARTICLES_SUCCESS", articles: view.items });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per loader answer, not per render's `t`
  }, [view]);

  const result = fetcher.data ?? actionResult;
  useEffect(() => {
    if (!result) return;
    if (result.ok && result.intent === "delete") dispatch({ type: "DELETE_ARTICLE_SUCCESS", id: result.id });
    else if (result.ok) {
      dispatch({
        type: "UPDATE_ARTICLE_SUCCESS",
        article: { id: result.id, status: result.intent === "publish" ? "published" : "draft" },
      });
    } else if (result.error === "errors.notFound")
      dispatch({ type: "ARTICLE_NOT_FOUND", id: result.id ?? undefined, error: t(result.error) });
    else if (result.intent === "delete") dispatch({ type: "DELETE_ARTICLE_FAILURE", error: t(result.error) });
    else dispatch({ type: "UPDATE_ARTICLE_FAILURE", error: t(result.error) });
    // A finished delete closes its confirmation.
    if (result.ok && result.intent === "delete" && params.has("delete")) {
      void navigate(hrefWith(params, { delete: null }), { replace: true, preventScrollReset: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per action answer: a URL change must not replay it
  }, [result]);

  const busy = fetcher.state !== "idle";
  const success =
    result?.ok && !busy
      ? t(result.intent === "publish" ? "list.published" : result.intent === "unpublish" ? "list.unpublished" : "list.deleted", {
          title: result.title,
        })
      : null;
  const deleteId = Number(params.get("delete"));
  const toDelete = store.articles.find((row) => row.id === deleteId) ?? view.items.find((row) => row.id === deleteId);
  const filtered = Boolean(view.filters.q || view.filters.status || view.filters.category);
  const rows = store.articles;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="article-search" className="block text-sm font-semibold text-slate-900">
              {t("list.searchLabel")}
            </label>
            <input
              id="article-search"
              type="search"
              name="q"
              defaultValue={view.filters.q}
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
              defaultValue={view.filters.status}
              className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2"
            >
              <option value="">{t("list.allStatuses")}</option>
              <option value="draft">{t("status.draft")}</option>
              <option value="published">{t("status.published")}</option>
            </select>
          </div>
          <div>
            <label htmlFor="article-category" className="block text-sm font-semibold text-slate-900">
              {t("list.categoryFilter")}
            </label>
            <select
              id="article-category"
              name="category"
              defaultValue={view.filters.category}
              className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2"
            >
              <option value="">{t("list.allCategories")}</option>
              <option value="none">{t("list.noCategory")}</option>
              {view.categories.map((category) => (
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
        <ButtonLink to="/admin/articles/new">+ {t("list.newArticle")}</ButtonLink>
      </div>

      <div aria-live="polite" role="status" className="empty:hidden">
        {busy ? <p className="text-slate-700">{t("list.working")}</p> : null}
        {success ? (
          <Alert tone="success" className="font-medium">
            {success}
          </Alert>
        ) : null}
      </div>
      {store.error && !busy ? (
        <Alert tone="error" live="assertive" className="font-medium">
          {store.error}
        </Alert>
      ) : null}

      <p className="text-sm text-slate-700">{view.total === 1 ? t("list.countOne") : t("list.count", { count: view.total })}</p>

      {rows.length === 0 && !view.error ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">
          {filtered ? t("list.empty") : t("list.emptyAll")}
        </p>
      ) : null}

      {rows.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm max-md:block md:min-w-[44rem]">
            <caption className="sr-only">{t("list.caption")}</caption>
            <thead className="bg-slate-50 text-slate-700 max-md:sr-only">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("list.columns.title")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("list.columns.status")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("list.columns.category")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("list.columns.author")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("list.columns.updated")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("list.columns.actions")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 max-md:block">
              {rows.map((row) => {
                const title = row.title || t("list.untitled");
                const pending = busy && Number(fetcher.formData?.get("id")) === row.id;
                return (
                  <tr key={row.id} className={`max-md:block max-md:py-2 ${pending ? "opacity-60" : ""}`}>
                    <th scope="row" className="px-4 py-3 align-top font-normal max-md:block max-md:pb-1">
                      <Link
                        to={`/admin/articles/${row.id}/edit`}
                        className="font-semibold text-slate-900 hover:text-brand-800 hover:underline"
                        lang={row.titleIsFallback ? "en" : undefined}
                      >
                        {title}
                      </Link>
                      {row.titleIsFallback ? (
                        <span className="block text-xs text-slate-600">{t("list.fallbackTitle")}</span>
                      ) : null}
                      <span className="block font-mono text-xs text-slate-600">/{row.slug}</span>
                    </th>
                    <td className="px-4 py-3 align-top max-md:block max-md:py-1">
                      <Badge tone={row.status === "published" ? "success" : "warning"}>{t(`status.${row.status}`)}</Badge>
                    </td>
                    <td className="px-4 py-3 align-top max-md:block max-md:py-1 text-slate-700">{row.category?.name ?? "—"}</td>
                    <td className="px-4 py-3 align-top max-md:block max-md:py-1 text-slate-700">{row.authorName || "—"}</td>
                    <td className="px-4 py-3 align-top max-md:block max-md:py-1 text-slate-700">
                      <time dateTime={row.updatedIso}>{row.updated}</time>
                      <span className="block text-xs text-slate-600">
                        {t("list.columns.created")}: {row.created}
                      </span>
                      <span className="block text-xs text-slate-600">
                        {t("list.columns.published")}: {row.published ?? t("list.notYet")}
                      </span>
                    </td>
                    <td className="px-4 py-3 align-top max-md:block max-md:py-1">
                      <div className="flex flex-wrap gap-2">
                        <Link
                          to={`/admin/articles/${row.id}/edit`}
                          aria-label={t("list.editNamed", { title })}
                          className="inline-flex min-h-9 items-center rounded-md border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-50"
                        >
                          {t("list.edit")}
                        </Link>
                        <fetcher.Form method="post">
                          <input type="hidden" name="id" value={row.id} />
                          <input type="hidden" name="intent" value={row.status === "published" ? "unpublish" : "publish"} />
                          <Button
                            type="submit"
                            variant="secondary"
                            size="sm"
                            disabled={pending}
                            aria-label={t(row.status === "published" ? "list.unpublishNamed" : "list.publishNamed", { title })}
                          >
                            {t(row.status === "published" ? "list.unpublish" : "list.publish")}
                          </Button>
                        </fetcher.Form>
                        <ButtonLink
                          to={hrefWith(params, { delete: String(row.id) })}
                          preventScrollReset
                          role="button"
                          aria-label={t("list.deleteNamed", { title })}
                          variant="danger-outline"
                          size="sm"
                        >
                          {t("list.delete")}
                        </ButtonLink>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      {view.pageCount > 1 ? (
        <nav aria-label={t("list.pagination")} className="flex flex-wrap items-center gap-4">
          {view.page > 1 ? (
            <Link
              to={hrefWith(params, { page: String(view.page - 1), delete: null })}
              className="font-semibold text-brand-700 underline"
            >
              ← {t("list.previous")}
            </Link>
          ) : null}
          <span className="text-slate-700" aria-current="page">
            {t("list.pageOf", { page: view.page, pages: view.pageCount })}
          </span>
          {view.page < view.pageCount ? (
            <Link
              to={hrefWith(params, { page: String(view.page + 1), delete: null })}
              className="font-semibold text-brand-700 underline"
            >
              {t("list.next")} →
            </Link>
          ) : null}
        </nav>
      ) : null}

      {toDelete ? (
        <ConfirmDialog
          title={t("confirmDelete.title")}
          body={t("confirmDelete.body", { title: toDelete.title || t("list.untitled") })}
          confirmLabel={t("confirmDelete.confirm")}
          cancelLabel={t("confirmDelete.cancel")}
          onCancel={() => void navigate(hrefWith(params, { delete: null }), { replace: true, preventScrollReset: true })}
          confirm={
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={toDelete.id} />
              <input type="hidden" name="intent" value="delete" />
              <Button type="submit" variant="danger" disabled={busy}>
                {busy ? t("list.working") : t("confirmDelete.confirm")}
              </Button>
            </fetcher.Form>
          }
        />
      ) : null}
    </div>
  );
}
