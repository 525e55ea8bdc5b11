// The admin article list's table: one row per article with its status, category, author and
// dates, and the row's actions (edit, publish or unpublish, delete after a confirmation). On a
// phone the rows become stacked cards.
import type { FetcherWithComponents } from "react-router";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import type { ArticleListReply } from "../article-list-action-schema";
import { hrefWith } from "./admin-article-href";
import { ScheduledBadge, UnscheduleForm } from "./admin-article-schedule";
import type { AdminArticleRowView } from "./admin-article-list-types";

export function AdminArticleTable({
  rows,
  params,
  fetcher,
}: {
  rows: AdminArticleRowView[];
  params: URLSearchParams;
  /** The list's one fetcher: its answer updates the list, and its pending row fades. */
  fetcher: FetcherWithComponents<ArticleListReply>;
}) {
  const { t } = useMessages(articleAdminMessages);
  const busy = fetcher.state !== "idle";
  return (
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
                    lang={row.titleIsFallback ? row.titleLanguage : undefined}
                  >
                    {title}
                  </Link>
                  {row.titleIsFallback ? (
                    <span className="block text-xs text-slate-600">{t(`list.fallbackTitle.${row.titleLanguage}`)}</span>
                  ) : null}
                  <span className="block font-mono text-xs text-slate-600">/{row.slug}</span>
                </th>
                <td className="px-4 py-3 align-top max-md:block max-md:py-1">
                  {row.scheduled ? (
                    <ScheduledBadge scheduled={row.scheduled} />
                  ) : (
                    <Badge tone={row.status === "published" ? "success" : "warning"}>{t(`status.${row.status}`)}</Badge>
                  )}
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
                    {row.scheduled ? <UnscheduleForm row={row} title={title} pending={pending} fetcher={fetcher} /> : null}
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
  );
}
