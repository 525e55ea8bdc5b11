import { SolutionsPage } from "~/features/marketing/components/solutions-page";
import { solutionsPage } from "~/features/marketing/content.server";
import { languageFromRequest } from "~/i18n/config";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/solutions";

export const handle = { pageName: "solutions" };

export function loader({ request }: Route.LoaderArgs) {
  return solutionsPage(languageFromRequest(request));
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, location.pathname);

export default function Solutions({ loaderData }: Route.ComponentProps) {
  return <SolutionsPage data={loaderData} />;
}
