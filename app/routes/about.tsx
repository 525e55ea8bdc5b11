import { AboutPage } from "~/features/marketing/components/about-page";
import { aboutPage } from "~/features/marketing/content.server";
import { marketingMeta } from "~/features/marketing/marketing-meta";
import { languageFromRequest } from "~/i18n/config";
import type { Route } from "./+types/about";

export const handle = { pageName: "about" };

export function loader({ request }: Route.LoaderArgs) {
  return aboutPage(languageFromRequest(request));
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  marketingMeta({ page: loaderData?.meta, root: matches[0]?.loaderData, path: location.pathname });

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage data={loaderData} />;
}
