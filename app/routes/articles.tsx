import { useRouteLoaderData } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { articleListMeta, blogErrorMeta, LIST_PATH } from "~/features/blog/blog-meta";
import { loadArticleList } from "~/features/blog/blog.server";
import { ArticleListPage } from "~/features/blog/components/article-list-page";
import { BlogErrorView } from "~/features/blog/components/blog-error-view";
import { JsonLdScript } from "~/components/json-ld-script";
import { blogJsonLd } from "~/features/blog/json-ld";
import { articleHref } from "~/features/blog/pagination";
import { languageUrl } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/articles";

export const handle = { pageName: "articles" };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadArticleList(context.get(appContext).db, request, requestLanguage(context));
}

// A failed read answers `no-store`; without this export React Router would drop the header.
export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  error ? blogErrorMeta(error, matches[0]?.loaderData) : articleListMeta(loaderData, matches[0]?.loaderData);

export default function Articles({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const siteUrl = root?.env.siteUrl ?? "";
  return (
    <>
      <ArticleListPage data={loaderData} />
      {root && loaderData.items.length > 0 ? (
        <JsonLdScript
          data={blogJsonLd(loaderData.items, {
            siteUrl,
            agencyName: root.settings.agency.name,
            name: loaderData.meta.title,
            description: loaderData.meta.description,
            language: loaderData.language,
            url: languageUrl(siteUrl, LIST_PATH, loaderData.language),
            itemUrl: (slug) => languageUrl(siteUrl, articleHref(slug), loaderData.language),
          })}
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogErrorView error={error} />;
}
