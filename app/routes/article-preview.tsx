// /preview/:token: a draft shared through a share link (a row made on the article's edit screen,
// features/blog/share-links.server.ts), readable without an account, as the article is when the
// link is opened, in `?lang=`. The token is looked up on every request: a malformed, unknown,
// expired or revoked token, or one whose article is gone, is the site's 404 page.
// Never cached, never indexed, no Referer (the token is the address).
import { data } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { previewHeaders, previewMeta } from "~/features/blog/article-preview-meta";
import { articlePreviewMessages } from "~/features/blog/article-preview-messages";
import { openShareLink } from "~/features/blog/article-preview.server";
import type { SecretPathHandle } from "~/features/analytics/route-pattern";
import { ArticlePage } from "~/features/blog/components/article-page";
import { ArticlePreviewBanner, PreviewLanguageLinks } from "~/features/blog/components/article-preview-banner";
import { BlogErrorView } from "~/features/blog/components/blog-error-view";
import { commonMessages } from "~/i18n/resources";
import { messagesIn } from "~/i18n/messages";
import type { Route } from "./+types/article-preview";
import NotFound from "./not-found";

// The token is the address: analytics sees /preview/:token only (features/analytics/route-pattern.ts).
export const handle = { pageName: "article-preview", secretPath: true } satisfies SecretPathHandle & { pageName: string };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const shared = await openShareLink(db, params.token, language);
  if (!shared) {
    const strings = messagesIn(commonMessages, language).notFound;
    throw data(
      { notFound: true, title: strings.title, description: strings.message },
      { status: 404, headers: previewHeaders() },
    );
  }
  return data(
    {
      ...shared,
      language,
      label: messagesIn(articlePreviewMessages, language).banner[shared.published ? "labelPublished" : "label"],
    },
    { headers: previewHeaders() },
  );
}

export const headers: Route.HeadersFunction = () => previewHeaders();

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) {
    const payload = (error as { data?: { title?: unknown } } | undefined)?.data;
    const title = typeof payload?.title === "string" ? payload.title : "Page not found";
    return [{ title }, { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
  }
  return previewMeta(loaderData.article.seo.title, loaderData.label);
};

export default function SharedArticlePreview({ loaderData, params }: Route.ComponentProps) {
  const { article, language, published } = loaderData;
  return (
    <>
      <ArticlePreviewBanner
        kind="shared"
        published={published}
        languageSwitch={<PreviewLanguageLinks language={language} hrefFor={(lang) => `/preview/${params.token}?lang=${lang}`} />}
      />
      <ArticlePage article={article} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = typeof error === "object" && error !== null && "status" in error && error.status === 404;
  return notFound ? <NotFound /> : <BlogErrorView error={error} />;
}
