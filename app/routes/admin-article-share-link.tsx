// /admin/articles/:id/share-link: the article's share links. POST creates one (label, 1, 7 or 30
// days; the full link is in this answer only) or revokes one of this article's links. The edit
// screen's panel posts here in the background; without JavaScript this page shows the panel, and
// `?revoke=<linkId>` asks before revoking. Editors and admins only, in the loader and the action.
import { data, Link } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, formSuccess, readForm } from "~/.server/forms.server";
import { parseArticleId } from "~/features/blog/article-admin-actions.server";
import { getEditableArticle } from "~/features/blog/article-admin.server";
import { isArticleError } from "~/features/blog/article-errors";
import { articlePreviewMessages } from "~/features/blog/article-preview-messages";
import { ArticleShareLinkPanel } from "~/features/blog/components/article-share-link-panel";
import { applyShareLinkAction } from "~/features/blog/share-link-actions.server";
import { type ShareLinkSaved, ShareLinkActionSchema, shareLinkErrorText } from "~/features/blog/share-link-schema";
import { shareLinkViews } from "~/features/blog/share-links.server";
import { Alert } from "~/components/ui/alert";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesIn, messagesT, useMessages } from "~/i18n/messages";
import { commonMessages } from "~/i18n/resources";
import { noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/admin-article-share-link";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.editArticle.title",
  subtitleKey: "admin.screens.editArticle.subtitle",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const title = `${messagesIn(articlePreviewMessages, language).share.title} · ${messagesIn(commonMessages, language).admin.title}`;
  try {
    const article = await getEditableArticle(db, parseArticleId(params.id));
    const links = await shareLinkViews(db, article.id, language);
    return data({ id: article.id, title, links }, { headers: noStoreHeaders() });
  } catch (error) {
    if (isArticleError(error, "notFound")) throw data({ title }, { status: 404, headers: noStoreHeaders() });
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db, env } = context.get(appContext);
  const language = requestLanguage(context);
  const t = messagesT(articlePreviewMessages, language);
  const form = await readForm(request, context, {
    schema: ShareLinkActionSchema,
    errorText: shareLinkErrorText(t as (key: string) => string),
    unreadable: t("share.errors.badRequest"),
  });
  if (!form.ok) return form.response;
  const articleId = parseArticleId(params.id);
  if (!(articleId <= 2_147_483_647)) return formReply(form.submission, { status: 404, formErrors: [t("share.notFound")] });
  const outcome = await applyShareLinkAction(db, {
    articleId,
    action: form.value,
    by: { uid: user.uid, name: user.displayName || user.email },
    siteUrl: env.siteUrl,
    language,
  });
  if (!outcome.ok) return formReply(form.submission, outcome);
  return formSuccess<ShareLinkSaved>(form.submission, outcome.success);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Share a preview" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ArticleShareLink({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useMessages(articlePreviewMessages);
  return (
    <div className="max-w-5xl">
      <Link to={`/admin/articles/${loaderData.id}/edit`} className="font-semibold text-brand-700 underline">
        ← {t("share.back")}
      </Link>
      <ArticleShareLinkPanel articleId={loaderData.id} links={loaderData.links} reply={actionData} />
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useMessages(articlePreviewMessages);
  return (
    <div className="max-w-xl">
      <Alert tone="error" live="assertive" className="font-medium">
        {t("share.notFound")}
      </Alert>
      <p className="mt-4">
        <Link to="/admin/articles" className="font-semibold text-brand-700 underline">
          {t("share.back")}
        </Link>
      </p>
    </div>
  );
}
