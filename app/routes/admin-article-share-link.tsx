// /admin/articles/:id/share-link: POST makes a signed link to the article's saved version that
// anyone can open for 7 days (/preview/<token>). The edit screen's panel posts here in the
// background; without JavaScript this page shows the panel with the new link. Editors and admins
// only, in the loader and the action.
import { data, Link } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { parseArticleId } from "~/features/blog/article-admin-actions.server";
import { getEditableArticle } from "~/features/blog/article-admin.server";
import { formatAdminDate } from "~/features/blog/article-admin-views.server";
import { isArticleError } from "~/features/blog/article-errors";
import { articlePreviewMessages } from "~/features/blog/article-preview-messages";
import { shareTokenKey } from "~/features/blog/article-preview-token.server";
import { createShareLink } from "~/features/blog/article-preview.server";
import { ArticleShareLinkPanel, type ShareLinkAnswer } from "~/features/blog/components/article-share-link-panel";
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
    return data({ id: article.id, title }, { headers: noStoreHeaders() });
  } catch (error) {
    if (isArticleError(error, "notFound")) throw data({ title }, { status: 404, headers: noStoreHeaders() });
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { db, env } = context.get(appContext);
  const language = requestLanguage(context);
  const t = messagesT(articlePreviewMessages, language);
  try {
    const link = await createShareLink(db, shareTokenKey(env.auth.sessionSecret()), parseArticleId(params.id));
    const expiresIso = link.expiresAt.toISOString();
    return data(
      { ok: true, url: `${env.siteUrl}/preview/${link.token}`, expires: formatAdminDate(expiresIso, language), expiresIso },
      { headers: noStoreHeaders() },
    ) as ReturnType<typeof data<ShareLinkAnswer>>;
  } catch (error) {
    if (isArticleError(error, "notFound")) {
      return data<ShareLinkAnswer>({ ok: false, message: t("share.notFound") }, { status: 404, headers: noStoreHeaders() });
    }
    if (isArticleError(error)) {
      return data<ShareLinkAnswer>({ ok: false, message: t("share.failed") }, { status: 503, headers: noStoreHeaders() });
    }
    throw error;
  }
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
      <ArticleShareLinkPanel articleId={loaderData.id} answer={actionData} />
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
