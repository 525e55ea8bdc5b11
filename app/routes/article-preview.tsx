// /preview/:token: a draft shared through a signed, expiring link (made on the article's edit
// screen), readable without an account, as the article is when the link is opened, in `?lang=`.
// A malformed, forged or expired token, or one whose article is gone, is the site's 404 page.
// Never cached, never indexed, no Referer (the token is the address).
import { data } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { previewHeaders, previewMeta } from "~/features/blog/article-preview-meta";
import { articlePreviewMessages } from "~/features/blog/article-preview-messages";
import { shareTokenKey } from "~/features/blog/article-preview-token.server";
import { openShareLink } from "~/features/blog/article-preview.server";
import { ArticlePage } from "~/features/blog/components/article-page";
import { ArticlePreviewBanner, PreviewLanguageLinks } from "~/features/blog/components/article-preview-banner";
import { BlogErrorView } from "~/features/blog/components/blog-error-view";
import { commonMessages } from "~/i18n/resources";
import { messagesIn } from "~/i18n/messages";
import type { Route } from "./+types/article-preview";
import NotFound from "./not-found";

export const handle = { pageName: "article-preview" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const language = requestLanguage(context);
  const shared = await openShareLink(db, shareTokenKey(env.auth.sessionSecret()), params.token, language);
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
