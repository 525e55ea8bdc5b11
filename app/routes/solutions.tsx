import { requestLanguage } from "~/.server/context";
import { SolutionsPage } from "~/features/marketing/components/solutions-page";
import { solutionsPage } from "~/features/marketing/content.server";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/solutions";

export const handle = { pageName: "solutions" };

export function loader({ context }: Route.LoaderArgs) {
  return solutionsPage(requestLanguage(context));
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, location.pathname);

export default function Solutions({ loaderData }: Route.ComponentProps) {
  return <SolutionsPage data={loaderData} />;
}
