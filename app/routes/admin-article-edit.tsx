// /admin/articles/:id/edit: the shared editor filled with the article; saving replaces it whole
// (updated_at by the database's clock). An unknown id answers 404 "Article not found". Editors
// and admins only, checked in the loader and the action.
import { data, isRouteErrorResponse, Link, useRouteLoaderData, useSearchParams } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { Alert } from "~/components/ui/alert";
import { getEditableArticle, listAllCategories } from "~/features/blog/article-admin.server";
import { formReply, formSuccess, readForm } from "~/.server/forms.server";
import { parseArticleId } from "~/features/blog/article-admin-actions.server";
import { articleEditorForm, saveArticleFromEditor } from "~/features/blog/article-editor.server";
import { articleAdminMessages } from "~/features/blog/article-admin-messages";
import { editorValues, formatAdminDate } from "~/features/blog/article-admin-views.server";
import { isArticleError } from "~/features/blog/article-errors";
import { staffChange } from "~/features/blog/article-revisions.server";
import type { EditorSaved } from "~/features/blog/article-form-schema";
import { ArticleEditor } from "~/features/blog/components/article-editor";
import { ArticleShareLinkPanel } from "~/features/blog/components/article-share-link-panel";
import { shareLinkViews } from "~/features/blog/share-links.server";
import { RestoredNotice } from "~/features/blog/components/restored-notice";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesIn, useMessages } from "~/i18n/messages";
import { commonMessages } from "~/i18n/resources";
import type { Route } from "./+types/admin-article-edit";
import type { AdminScreenHandle, loader as adminLoader } from "./admin-layout";
import { articleSendFailureText } from "~/features/blog/components/article-send-failure";
import { sendKeepingForm } from "~/lib/forms/failed-send";
import { noStoreHeaders } from "~/lib/cache-control";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.editArticle.title",
  subtitleKey: "admin.screens.editArticle.subtitle",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db, env } = context.get(appContext);
  const language = requestLanguage(context);
  const strings = messagesIn(commonMessages, language).admin;
  const title = `${strings.screens.editArticle.title} · ${strings.title}`;
  try {
    const article = await getEditableArticle(db, parseArticleId(params.id));
    return data(
      {
        title,
        id: article.id,
        values: editorValues(article),
        lastChanged: formatAdminDate(article.updatedAt, language),
        revision: article.updatedAt,
        scheduledFor: article.scheduledAt ? formatAdminDate(article.scheduledAt, language) : null,
        publicUrl: article.status === "published" ? `/articles/${article.slug}` : null,
        categories: await listAllCategories(db, language),
        siteUrl: env.siteUrl,
        shareLinks: await shareLinkViews(db, article.id, language),
      },
      { headers: noStoreHeaders() },
    );
  } catch (error) {
    if (isArticleError(error, "notFound")) throw data({ reason: "notFound" as const, title }, { status: 404 });
    if (isArticleError(error)) throw data({ reason: "loadArticleFailed" as const, title }, { status: 503 });
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db, env } = context.get(appContext);
  const editor = articleEditorForm(requestLanguage(context));
  const form = await readForm(request, context, editor.options);
  if (!form.ok) return form.response;
  const saved = await saveArticleFromEditor(db, parseArticleId(params.id), form.value, staffChange(user, env), editor.t);
  if (!saved.ok) return formReply(form.submission, saved);
  return formSuccess(form.submission, saved.saved);
}

/** A save that gets no answer (offline, server down) keeps the form and says so; the local draft stays too. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  sendKeepingForm(request, serverAction, articleSendFailureText);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Edit article" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const staff = useRouteLoaderData<typeof adminLoader>("routes/admin-layout");
  // Straight after creating, the new-article action's redirect says so in the address.
  const created: EditorSaved | undefined = params.get("saved") === "created" ? { saved: "created" } : undefined;
  const editor = (
    <ArticleEditor
      key={loaderData.id}
      mode="edit"
      articleId={loaderData.id}
      initial={loaderData.values}
      categories={loaderData.categories}
      siteUrl={loaderData.siteUrl}
      lastResult={actionData?.result}
      saved={actionData?.success ?? created}
      lastChanged={loaderData.lastChanged}
      publicUrl={loaderData.publicUrl}
      revision={loaderData.revision}
      draftOwner={staff?.user.uid}
      scheduledFor={loaderData.scheduledFor}
    />
  );
  // Straight after a restore from the history (its redirect says so), until the next save. One
  // shape either way, so the editor is never mounted afresh when the notice goes.
  return (
    <>
      {params.get("saved") === "restored" && !actionData ? <RestoredNotice /> : null}
      {editor}
      <ArticleShareLinkPanel articleId={loaderData.id} links={loaderData.shareLinks} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useMessages(articleAdminMessages);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="max-w-xl">
      <Alert tone="error" live="assertive" className="font-medium">
        {notFound ? t("errors.notFound") : t("errors.loadArticleFailed")}
      </Alert>
      <p className="mt-4">
        <Link to="/admin/articles" className="font-semibold text-brand-700 underline">
          {t("editor.backToList")}
        </Link>
      </p>
    </div>
  );
}
