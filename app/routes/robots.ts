import { appContext } from "~/.server/context";
import { buildRobots, ROBOTS_CACHE_CONTROL } from "~/features/blog/feeds.server";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobots(context.get(appContext).env.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": ROBOTS_CACHE_CONTROL },
  });
}
