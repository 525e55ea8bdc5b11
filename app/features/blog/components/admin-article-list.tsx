// The admin's article list: search by title, filters by status and category, pages, and per
// article edit, publish/unpublish and delete (after a confirmation). Its rows live in the
// article store (article-store.ts), fed by the loader and by each action's answer.
import { useEffect, useReducer } from "react";
import { Link, useFetcher, useNavigate, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import type { ArticleListReply, ArticleListSuccess } from "../article-list-action-schema";
import { articleScheduleMessages } from "../article-schedule-messages";
import { articleStoreReducer, initialArticleStore } from "../article-store";
import { AdminArticleFilters } from "./admin-article-filters";
import { hrefWith } from "./admin-article-href";
import type { AdminArticleListView, AdminArticleRowView } from "./admin-article-list-types";
import { AdminArticleTable } from "./admin-article-table";
import { ConfirmDialog } from "./confirm-dialog";

// The list's props, for the route and the loader's view builder that fill them.
export type { AdminArticleListView, AdminArticleRowView } from "./admin-article-list-types";

/** A row action's answer, read from the one reply shape. */
type RowOutcome =
  | ({ ok: true } & ArticleListSuccess)
  | {
      ok: false;
      intent: string;
      message: string;
      /** False, or the article is gone: its id, when the form sent one. */
      gone: number | null | false;
    };

function outcomeOf(reply: ArticleListReply | undefined): RowOutcome | undefined {
  if (reply?.success) return { ok: true, ...reply.success };
  const result = reply?.result;
  if (result?.status !== "error") return undefined;
  const goneMessage = result.error?.id?.[0];
  const message = result.error?.[""]?.[0] ?? result.error?.intent?.[0] ?? goneMessage;
  if (!message) return undefined;
  const sent = (name: string) => {
    const value = result.initialValue?.[name];
    return typeof value === "string" ? value : "";
  };
  const id = sent("id") === "" ? Number.NaN : Number(sent("id"));
  return { ok: false, intent: sent("intent"), message, gone: goneMessage ? (Number.isSafeInteger(id) ? id : null) : false };
}

export function AdminArticleList({ view, reply }: { view: AdminArticleListView; reply?: ArticleListReply }) {
  const { t } = useMessages(articleAdminMessages);
  const schedule = useMessages(articleScheduleMessages).t;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fetcher = useFetcher<ArticleListReply>();
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

  const answer = fetcher.data ?? reply;
  const result = outcomeOf(answer);
  useEffect(() => {
    if (!result) return;
    if (result.ok && result.intent === "delete") dispatch({ type: "DELETE_ARTICLE_SUCCESS", id: result.id });
    else if (result.ok) {
      dispatch({
        type: "UPDATE_ARTICLE_SUCCESS",
        // Publishing and unscheduling both end a schedule.
        article: { id: result.id, status: result.intent === "publish" ? "published" : "draft", scheduled: null },
      });
    } else if (result.gone !== false)
      dispatch({ type: "ARTICLE_NOT_FOUND", id: result.gone ?? undefined, error: result.message });
    else if (result.intent === "delete") dispatch({ type: "DELETE_ARTICLE_FAILURE", error: result.message });
    else dispatch({ type: "UPDATE_ARTICLE_FAILURE", error: result.message });
    // A finished delete closes its confirmation.
    if (result.ok && result.intent === "delete" && params.has("delete")) {
      void navigate(hrefWith(params, { delete: null }), { replace: true, preventScrollReset: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per action answer: a URL change must not replay it
  }, [answer]);

  const busy = fetcher.state !== "idle";
  const success =
    result?.ok && !busy
      ? result.intent === "unschedule"
        ? schedule("list.unscheduled", { title: result.title })
        : t(
            result.intent === "publish" ? "list.published" : result.intent === "unpublish" ? "list.unpublished" : "list.deleted",
            {
              title: result.title,
            },
          )
      : null;
  const deleteId = Number(params.get("delete"));
  const toDelete = store.articles.find((row) => row.id === deleteId) ?? view.items.find((row) => row.id === deleteId);
  const filtered = Boolean(view.filters.q || view.filters.status || view.filters.category);
  const rows = store.articles;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <AdminArticleFilters filters={view.filters} categories={view.categories} filtered={filtered} />
        <div className="flex flex-wrap items-center gap-4">
          <Link to="/admin/categories" className="font-semibold text-brand-700 underline">
            {t("list.manageCategories")}
          </Link>
          <ButtonLink to="/admin/articles/new">+ {t("list.newArticle")}</ButtonLink>
        </div>
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

      {rows.length > 0 ? <AdminArticleTable rows={rows} params={params} fetcher={fetcher} /> : null}

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
