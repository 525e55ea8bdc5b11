import { useRouteLoaderData } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { articleMeta, articleUrl, blogErrorMeta } from "~/features/blog/blog-meta";
import { loadArticle } from "~/features/blog/blog.server";
import { ArticlePage } from "~/features/blog/components/article-page";
import { BlogErrorView } from "~/features/blog/components/blog-error-view";
import { JsonLdScript } from "~/components/json-ld-script";
import { articleJsonLd } from "~/features/blog/json-ld";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/article";

export const handle = { pageName: "article" };

export function loader({ params, context }: Route.LoaderArgs) {
  return loadArticle(context.get(appContext).db, params.slug, requestLanguage(context));
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  error ? blogErrorMeta(error, matches[0]?.loaderData) : articleMeta(loaderData?.article, matches[0]?.loaderData);

export default function Article({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { article } = loaderData;
  return (
    <>
      <ArticlePage article={article} />
      {root ? (
        <JsonLdScript
          data={articleJsonLd(article, {
            siteUrl: root.env.siteUrl,
            agencyName: root.settings.agency.name,
            url: articleUrl(root.env.siteUrl, article),
          })}
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogErrorView error={error} />;
}
