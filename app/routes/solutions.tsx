import { SolutionsPage } from "~/features/marketing/components/solutions-page";
import { solutionsPage } from "~/features/marketing/content.server";
import { marketingMeta } from "~/features/marketing/marketing-meta";
import { languageFromRequest } from "~/i18n/config";
import type { Route } from "./+types/solutions";

export const handle = { pageName: "solutions" };

export function loader({ request }: Route.LoaderArgs) {
  return solutionsPage(languageFromRequest(request));
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  marketingMeta({ page: loaderData?.meta, root: matches[0]?.loaderData, path: location.pathname });

export default function Solutions({ loaderData }: Route.ComponentProps) {
  return <SolutionsPage data={loaderData} />;
}
