// /admin/articles/:id/preview: the article as its public page would show it, inside the site's
// layout, under a "Preview — not published" banner. GET: the saved version (draft or not), in
// `?lang=`. POST (the editor's Preview button, in a new tab): the editor's unsaved form, checked
// by the editor's schema; nothing is saved. Editors and admins only, in the loader and the action.
import { data } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { parseArticleId } from "~/features/blog/article-admin-actions.server";
import { isArticleError } from "~/features/blog/article-errors";
import { previewHeaders, previewMeta } from "~/features/blog/article-preview-meta";
import { articlePreviewMessages } from "~/features/blog/article-preview-messages";
import { savedArticleView } from "~/features/blog/article-preview.server";
import { blogStrings } from "~/features/blog/blog.server";
import { StaffArticlePreview } from "~/features/blog/components/article-preview-screen";
import { BlogErrorView } from "~/features/blog/components/blog-error-view";
import { requireStaff } from "~/features/users/staff-session.server";
import { isLanguage } from "~/i18n/config";
import { messagesIn } from "~/i18n/messages";
import type { Route } from "./+types/admin-article-preview";
import { previewPostedForm } from "./admin-article-preview-action.server";

export const handle = { pageName: "article-preview" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  try {
    const saved = await savedArticleView(db, parseArticleId(params.id), language);
    return data({ ...saved, language }, { headers: previewHeaders() });
  } catch (error) {
    const strings = blogStrings(language);
    if (isArticleError(error, "notFound")) {
      throw data({ reason: "articleNotFound", title: strings.errors.notFound }, { status: 404, headers: previewHeaders() });
    }
    if (isArticleError(error)) {
      throw data(
        { reason: "loadArticleFailed", title: strings.errors.loadArticleFailed },
        { status: 503, headers: previewHeaders() },
      );
    }
    throw error;
  }
}

export function action(args: Route.ActionArgs) {
  return previewPostedForm(args, parseArticleId(args.params.id));
}

export const headers: Route.HeadersFunction = () => previewHeaders();

// The posted form's title is not known here (meta sees no action data): the label says enough.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const rootLanguage = (matches[0]?.loaderData as { language?: unknown } | undefined)?.language;
  const label = messagesIn(articlePreviewMessages, isLanguage(rootLanguage) ? rootLanguage : "en").banner.label;
  return previewMeta(loaderData?.article.seo.title, label);
};

export default function AdminArticlePreview({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <StaffArticlePreview
      path={`/admin/articles/${params.id}/preview`}
      posted={actionData}
      saved={loaderData}
      editHref={`/admin/articles/${params.id}/edit`}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogErrorView error={error} />;
}
