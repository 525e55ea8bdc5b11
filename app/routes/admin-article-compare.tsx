// /admin/articles/:id/compare: after a save was refused because someone else saved first (ADR 067),
// the editor posts its form here in a new tab (a plain form submission, so it works without
// JavaScript and the typed text stays in the editor's tab). The form is read with the editor's
// own schema and shown against the saved version, field by field. Nothing is stored. Editors and
// admins only; an unknown article answers 404. Opened directly, the page says what it is for.
import { data } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { readForm } from "~/.server/forms.server";
import { Alert } from "~/components/ui/alert";
import { listAllCategories } from "~/features/blog/article-admin.server";
import { parseArticleId } from "~/features/blog/article-admin-actions.server";
import { formatAdminDate } from "~/features/blog/article-admin-views.server";
import { articleEditorForm } from "~/features/blog/article-editor.server";
import { isArticleError } from "~/features/blog/article-errors";
import { formSnapshot, getCurrentVersion } from "~/features/blog/article-history.server";
import { articleHistoryMessages } from "~/features/blog/article-history-messages";
import { compareView } from "~/features/blog/article-history-views.server";
import { ArticleDiff } from "~/features/blog/components/article-diff";
import { HistoryErrorView } from "~/features/blog/components/article-history-error";
import { RevisionCompareHeader } from "~/features/blog/components/article-revision-header";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesIn, useMessages } from "~/i18n/messages";
import { commonMessages } from "~/i18n/resources";
import { noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/admin-article-compare";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.compareArticle.title",
  subtitleKey: "admin.screens.compareArticle.subtitle",
};

function screenTitle(context: Route.LoaderArgs["context"]) {
  const strings = messagesIn(commonMessages, requestLanguage(context)).admin;
  return `${strings.screens.compareArticle.title} · ${strings.title}`;
}

async function savedVersion(context: Route.LoaderArgs["context"], id: string | undefined) {
  const { db } = context.get(appContext);
  try {
    return await getCurrentVersion(db, parseArticleId(id));
  } catch (error) {
    const title = screenTitle(context);
    if (isArticleError(error, "notFound")) throw data({ reason: "notFound" as const, title }, { status: 404 });
    if (isArticleError(error)) throw data({ reason: "loadFailed" as const, title }, { status: 503 });
    throw error;
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const saved = await savedVersion(context, params.id);
  return data({ title: screenTitle(context), id: saved.id }, { headers: noStoreHeaders() });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const form = await readForm(request, context, articleEditorForm(language).options);
  if (!form.ok) return data({ compared: false as const }, { status: 400, headers: noStoreHeaders() });
  const saved = await savedVersion(context, params.id);
  const categories = await listAllCategories(db, language);
  return data(
    {
      compared: true as const,
      saved: formatAdminDate(saved.updatedAt, language),
      savedBy: saved.updatedBy,
      ...compareView(saved.snapshot, formSnapshot(form.value, saved.snapshot), categories, language),
    },
    { headers: noStoreHeaders() },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Compare versions" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function CompareWithSaved({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useMessages(articleHistoryMessages);
  const header = (intro: string) => (
    <RevisionCompareHeader backTo={`/admin/articles/${loaderData.id}/edit`} backLabel={t("history.backToEditor")} intro={intro} />
  );
  if (!actionData) return <div className="grid max-w-6xl gap-6">{header(t("refused.openFromEditor"))}</div>;
  if (!actionData.compared) {
    return (
      <div className="grid max-w-6xl gap-6">
        {header(t("refused.intro"))}
        <Alert tone="error" className="font-medium">
          {t("refused.unreadable")}
        </Alert>
      </div>
    );
  }
  return (
    <div className="grid max-w-6xl gap-6">
      {header(t("refused.intro"))}
      <h2 className="text-2xl font-bold text-slate-900">{t("refused.title")}</h2>
      <p className="text-slate-700">
        {t("refused.savedBy", { date: actionData.saved, name: actionData.savedBy ?? t("history.unknown") })}
      </p>
      <ArticleDiff
        diff={actionData.diff}
        beforeLabel={t("refused.saved")}
        afterLabel={t("refused.yours")}
        categoryNames={actionData.categoryNames}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <HistoryErrorView error={error} />;
}
