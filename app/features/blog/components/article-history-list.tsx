// An article's versions for staff: the current one at the top, then the earlier ones newest
// first, each with who saved it and when, how it was replaced, and a link to compare it.
import { Link } from "react-router";
import { useMessages } from "~/i18n/messages";
import { articleHistoryMessages } from "../article-history-messages";

/** How a version was replaced (article_revisions.replaced_how). */
type RevisionChange = "save" | "restore" | "status" | "schedule";

/** One earlier version, dates already formatted in the staff member's language. */
export interface RevisionView {
  id: number;
  saved: string;
  savedBy: string | null;
  /** Saved by the publishing schedule rather than a person (savedBy is then null). */
  savedBySchedule: boolean;
  replaced: string;
  replacedBy: string | null;
  replacedHow: RevisionChange;
  status: "draft" | "published";
  title: string;
}

export interface ArticleHistoryListProps {
  articleId: number;
  title: string;
  current: { saved: string; savedBy: string | null; savedBySchedule: boolean };
  revisions: RevisionView[];
  kept: number;
}

type T = ReturnType<typeof useMessages<typeof articleHistoryMessages>>["t"];

function saverName(version: { savedBy: string | null; savedBySchedule: boolean }, t: T): string {
  return version.savedBy ?? t(version.savedBySchedule ? "history.scheduleJob" : "history.unknown");
}

function replacedText(revision: RevisionView, t: T): string {
  const values = { name: revision.replacedBy ?? t("history.unknown"), date: revision.replaced };
  switch (revision.replacedHow) {
    case "save":
      return t("history.replaced.save", values);
    case "restore":
      return t("history.replaced.restore", values);
    case "schedule":
      return t("history.replaced.schedule", values);
    case "status":
      // The list's status change turns the version's status around.
      return t(revision.status === "draft" ? "history.replaced.published" : "history.replaced.unpublished", values);
  }
}

export function ArticleHistoryList({ articleId, title, current, revisions, kept }: ArticleHistoryListProps) {
  const { t } = useMessages(articleHistoryMessages);
  return (
    <div className="grid max-w-4xl gap-6">
      <p>
        <Link to={`/admin/articles/${articleId}/edit`} className="font-semibold text-brand-700 underline">
          ← {t("history.backToEditor")}
        </Link>
      </p>
      <p className="text-slate-800">{t("history.intro", { title })}</p>
      <ol aria-label={t("history.listLabel")} className="grid gap-3">
        <li className="rounded-xl bg-white p-4 shadow-sm ring-2 ring-brand-600">
          <h2 className="font-semibold text-slate-900">{t("history.current")}</h2>
          <p className="mt-1 text-slate-800">{t("history.savedBy", { date: current.saved, name: saverName(current, t) })}</p>
        </li>
        {revisions.map((revision) => (
          <li key={revision.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h2 className="font-semibold text-slate-900">
              {t("history.savedBy", { date: revision.saved, name: saverName(revision, t) })}
            </h2>
            <p className="mt-1 text-slate-700">{revision.title}</p>
            <p className="mt-1 text-sm text-slate-700">{replacedText(revision, t)}</p>
            <p className="mt-2">
              <Link
                to={`/admin/articles/${articleId}/history/${revision.id}`}
                aria-label={t("history.compareNamed", { date: revision.saved })}
                className="font-semibold text-brand-700 underline"
              >
                {t("history.compare")}
              </Link>
            </p>
          </li>
        ))}
      </ol>
      {revisions.length === 0 ? <p className="text-slate-700">{t("history.empty")}</p> : null}
      <p className="text-sm text-slate-600">{t("history.kept", { count: kept })}</p>
    </div>
  );
}
