import { appContext, requestLanguage } from "~/.server/context";
import { ServicesPage } from "~/features/marketing/components/services-page";
import { servicesPage } from "~/features/marketing/content.server";
import { getEditedCopy } from "~/features/site-content/page-copy.server";
import { getCatalogue } from "~/features/site-content/site-content.server";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export const handle = { pageName: "services" };

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const [catalogue, edits] = await Promise.all([getCatalogue(db), getEditedCopy(db)]);
  return servicesPage(requestLanguage(context), catalogue, edits.services);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, location.pathname);

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesPage data={loaderData} />;
}
