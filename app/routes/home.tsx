import { HomePage } from "~/features/marketing/components/home-page";
import { homePage } from "~/features/marketing/content.server";
import { marketingMeta } from "~/features/marketing/marketing-meta";
import { languageFromRequest } from "~/i18n/config";
import type { Route } from "./+types/home";

export const handle = { pageName: "home" };

export function loader({ request }: Route.LoaderArgs) {
  return homePage(languageFromRequest(request));
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  marketingMeta({ page: loaderData?.meta, root: matches[0]?.loaderData, path: location.pathname });

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
