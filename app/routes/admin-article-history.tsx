// /admin/articles/:id/history: the article's current version and its earlier versions, newest
// first, with who saved each and how it was replaced (ADR 068). Editors and admins only; an
// unknown article answers 404.
import { data } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { parseArticleId } from "~/features/blog/article-admin-actions.server";
import { isArticleError } from "~/features/blog/article-errors";
import { getCurrentVersion, listRevisions } from "~/features/blog/article-history.server";
import { currentVersionView, revisionViews } from "~/features/blog/article-history-views.server";
import { ArticleHistoryList } from "~/features/blog/components/article-history-list";
import { HistoryErrorView } from "~/features/blog/components/article-history-error";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesIn } from "~/i18n/messages";
import { commonMessages } from "~/i18n/resources";
import { noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/admin-article-history";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.articleHistory.title",
  subtitleKey: "admin.screens.articleHistory.subtitle",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db, env } = context.get(appContext);
  const language = requestLanguage(context);
  const strings = messagesIn(commonMessages, language).admin;
  const title = `${strings.screens.articleHistory.title} · ${strings.title}`;
  try {
    const current = await getCurrentVersion(db, parseArticleId(params.id));
    const revisions = await listRevisions(db, current.id);
    const text = current.snapshot.translations[language] ?? current.snapshot.translations.en;
    return data(
      {
        title,
        id: current.id,
        articleTitle: text?.title ?? "",
        current: currentVersionView(current, revisions, language),
        revisions: revisionViews(revisions, language),
        kept: env.articleRevisionsKept,
      },
      { headers: noStoreHeaders() },
    );
  } catch (error) {
    if (isArticleError(error, "notFound")) throw data({ reason: "notFound" as const, title }, { status: 404 });
    if (isArticleError(error)) throw data({ reason: "loadFailed" as const, title }, { status: 503 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Article history" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ArticleHistory({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleHistoryList
      articleId={loaderData.id}
      title={loaderData.articleTitle}
      current={loaderData.current}
      revisions={loaderData.revisions}
      kept={loaderData.kept}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <HistoryErrorView error={error} />;
}
