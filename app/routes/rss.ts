// The RSS 2.0 feed of the latest articles: /rss.xml in English, /rss.xml?lang=th in Thai.
import { appContext } from "~/.server/context";
import { buildRssFeed, FEED_CACHE_CONTROL, feedLanguage } from "~/features/blog/feeds.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import type { Route } from "./+types/rss";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  try {
    const settings = await getSiteSettings(db);
    const feed = await buildRssFeed(db, {
      siteUrl: env.siteUrl,
      language: feedLanguage(request),
      agencyName: settings.agency.name,
    });
    return new Response(feed, {
      headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": FEED_CACHE_CONTROL },
    });
  } catch {
    return new Response("Service unavailable", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "60" },
    });
  }
}
