import { appContext, requestLanguage } from "~/.server/context";
import { AboutPage } from "~/features/marketing/components/about-page";
import { aboutPage } from "~/features/marketing/content.server";
import { getEditedCopy } from "~/features/site-content/page-copy.server";
import { getCatalogue } from "~/features/site-content/site-content.server";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const handle = { pageName: "about" };

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const [catalogue, edits] = await Promise.all([getCatalogue(db), getEditedCopy(db)]);
  return aboutPage(requestLanguage(context), catalogue, edits.about);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, location.pathname);

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage data={loaderData} />;
}
