import { appContext } from "~/.server/context";
import { buildSitemap, FEED_CACHE_CONTROL } from "~/features/blog/feeds.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  try {
    return new Response(await buildSitemap(db, env.siteUrl), {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": FEED_CACHE_CONTROL },
    });
  } catch {
    // Search engines retry a 503 later; a partial sitemap would tell them pages were removed.
    return new Response("Service unavailable", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "60" },
    });
  }
}
