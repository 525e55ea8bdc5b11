// /admin/articles/:id/edit: the shared editor filled with the article; saving replaces it whole
// (updated_at by the database's clock). An unknown id answers 404 "Article not found". Editors
// and admins only, checked in the loader and the action.
import { data, isRouteErrorResponse, Link, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { getEditableArticle, listAllCategories } from "~/features/blog/article-admin.server";
import { saveArticle } from "~/features/blog/articles.server";
import { editorFailure, parseArticleId, readArticleSubmission } from "~/features/blog/article-admin-actions.server";
import { articleAdminMessages } from "~/features/blog/article-admin-messages";
import { editorValues, formatAdminDate } from "~/features/blog/article-admin-views.server";
import { isArticleError } from "~/features/blog/article-errors";
import { ArticleEditor, type EditorActionResult } from "~/features/blog/components/article-editor";
import { requireStaff } from "~/features/users/staff-session.server";
import { languageFromRequest } from "~/i18n/config";
import { messagesIn, useMessages } from "~/i18n/messages";
import { commonMessages } from "~/i18n/resources";
import type { Route } from "./+types/admin-article-edit";
import type { AdminScreenHandle } from "./admin-layout";
import { noStoreHeaders } from "~/lib/cache-control";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.editArticle.title",
  subtitleKey: "admin.screens.editArticle.subtitle",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db, env } = context.get(appContext);
  const language = languageFromRequest(request);
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
        publicUrl: article.status === "published" ? `/articles/${article.slug}` : null,
        categories: await listAllCategories(db, language),
        siteUrl: env.siteUrl,
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
  await requireStaff(request, context);
  const { db } = context.get(appContext);
  const submission = await readArticleSubmission(request);
  if (!submission.ok) return submission.response;
  try {
    await saveArticle(db, parseArticleId(params.id), submission.form);
  } catch (error) {
    return editorFailure(error, "errors.updateFailed");
  }
  return data({ ok: true as const, saved: "updated" as const, status: submission.form.status } satisfies EditorActionResult);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Edit article" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  // Straight after creating, the new-article action's redirect says so in the address.
  const created: EditorActionResult | undefined = params.get("saved") === "created" ? { ok: true, saved: "created" } : undefined;
  return (
    <ArticleEditor
      key={loaderData.id}
      mode="edit"
      articleId={loaderData.id}
      initial={loaderData.values}
      categories={loaderData.categories}
      siteUrl={loaderData.siteUrl}
      result={actionData ?? created}
      lastChanged={loaderData.lastChanged}
      publicUrl={loaderData.publicUrl}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useMessages(articleAdminMessages);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="max-w-xl">
      <p role="alert" className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">
        {notFound ? t("errors.notFound") : t("errors.loadArticleFailed")}
      </p>
      <p className="mt-4">
        <Link to="/admin/articles" className="font-semibold text-brand-700 underline">
          {t("editor.backToList")}
        </Link>
      </p>
    </div>
  );
}
