import { appContext, requestLanguage } from "~/.server/context";
import { SolutionsPage } from "~/features/marketing/components/solutions-page";
import { solutionsPage } from "~/features/marketing/content.server";
import { getEditedCopy } from "~/features/site-content/page-copy.server";
import { getCatalogue } from "~/features/site-content/site-content.server";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/solutions";

export const handle = { pageName: "solutions" };

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const [catalogue, edits] = await Promise.all([getCatalogue(db), getEditedCopy(db)]);
  return solutionsPage(requestLanguage(context), catalogue, edits.solutions);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, location.pathname);

export default function Solutions({ loaderData }: Route.ComponentProps) {
  return <SolutionsPage data={loaderData} />;
}
