import { AboutPage } from "~/features/marketing/components/about-page";
import { aboutPage } from "~/features/marketing/content.server";
import { languageFromRequest } from "~/i18n/config";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const handle = { pageName: "about" };

export function loader({ request }: Route.LoaderArgs) {
  return aboutPage(languageFromRequest(request));
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, location.pathname);

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage data={loaderData} />;
}
