// /admin/articles/:id/history/:revisionId: what differs between an earlier version and the current
// one, per language and field, and restoring it (a new save that keeps the current version in the
// history; refused if the article was saved since this screen was loaded). Editors and admins
// only; an unknown article or version, or another article's version, answers 404.
import { data, redirect } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, readForm } from "~/.server/forms.server";
import { listAllCategories } from "~/features/blog/article-admin.server";
import { parseArticleId } from "~/features/blog/article-admin-actions.server";
import { formatAdminDate } from "~/features/blog/article-admin-views.server";
import { isArticleError } from "~/features/blog/article-errors";
import { getCurrentVersion, getRevision, restoreRevision } from "~/features/blog/article-history.server";
import { articleHistoryMessages } from "~/features/blog/article-history-messages";
import { compareView } from "~/features/blog/article-history-views.server";
import { RestoreSchema, restoreErrorText } from "~/features/blog/article-restore-schema";
import { staffChange } from "~/features/blog/article-revisions.server";
import { ArticleDiff } from "~/features/blog/components/article-diff";
import { HistoryErrorView } from "~/features/blog/components/article-history-error";
import { RevisionCompareHeader } from "~/features/blog/components/article-revision-header";
import { ArticleRestore } from "~/features/blog/components/article-restore";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesIn, messagesT, useMessages } from "~/i18n/messages";
import { commonMessages } from "~/i18n/resources";
import { noStoreHeaders } from "~/lib/cache-control";
import { formErrorsOf } from "~/lib/forms/form-reply";
import type { Route } from "./+types/admin-article-history-revision";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.compareArticle.title",
  subtitleKey: "admin.screens.compareArticle.subtitle",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const strings = messagesIn(commonMessages, language).admin;
  const title = `${strings.screens.compareArticle.title} · ${strings.title}`;
  try {
    const current = await getCurrentVersion(db, parseArticleId(params.id));
    const revision = await getRevision(db, current.id, parseArticleId(params.revisionId)).catch((error: unknown) => {
      if (isArticleError(error, "notFound")) throw data({ reason: "revisionNotFound" as const, title }, { status: 404 });
      throw error;
    });
    const categories = await listAllCategories(db, language);
    return data(
      {
        title,
        id: current.id,
        revisionId: revision.id,
        saved: formatAdminDate(revision.savedAt, language),
        savedBy: revision.savedBy,
        // The revision check a restore sends: the current version as this screen shows it.
        revision: current.updatedAt,
        statusAfter: revision.snapshot.status === current.snapshot.status ? null : revision.snapshot.status,
        ...compareView(revision.snapshot, current.snapshot, categories, language),
      },
      { headers: noStoreHeaders() },
    );
  } catch (error) {
    if (isArticleError(error, "notFound")) throw data({ reason: "notFound" as const, title }, { status: 404 });
    if (isArticleError(error)) throw data({ reason: "loadFailed" as const, title }, { status: 503 });
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db, env } = context.get(appContext);
  const t = messagesT(articleHistoryMessages, requestLanguage(context));
  const form = await readForm(request, context, {
    schema: RestoreSchema,
    errorText: restoreErrorText(t as (key: string) => string),
    unreadable: t("errors.restoreFailed"),
  });
  if (!form.ok) return form.response;
  const id = parseArticleId(params.id);
  const outcome = await restoreRevision(db, id, parseArticleId(params.revisionId), form.value.revision, staffChange(user, env));
  if (!outcome.ok) return formReply(form.submission, { status: outcome.status, formErrors: [t(outcome.error)] });
  return redirect(`/admin/articles/${id}/edit?saved=restored`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Compare versions" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ArticleRevision({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useMessages(articleHistoryMessages);
  const path = `/admin/articles/${loaderData.id}/history/${loaderData.revisionId}`;
  return (
    <div className="grid max-w-6xl gap-6">
      <RevisionCompareHeader
        backTo={`/admin/articles/${loaderData.id}/history`}
        backLabel={t("compare.backToHistory")}
        intro={t("compare.intro", { date: loaderData.saved, name: loaderData.savedBy ?? t("history.unknown") })}
      />
      <ArticleRestore
        path={path}
        revision={loaderData.revision}
        statusAfter={loaderData.statusAfter}
        errors={formErrorsOf(actionData?.result)}
      />
      <ArticleDiff
        diff={loaderData.diff}
        beforeLabel={t("compare.before")}
        afterLabel={t("compare.after")}
        categoryNames={loaderData.categoryNames}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <HistoryErrorView error={error} />;
}
