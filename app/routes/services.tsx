import { appContext, requestLanguage } from "~/.server/context";
import { ServicesPage } from "~/features/marketing/components/services-page";
import { servicesPage } from "~/features/marketing/content.server";
import { getCatalogue } from "~/features/site-content/site-content.server";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export const handle = { pageName: "services" };

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return servicesPage(requestLanguage(context), await getCatalogue(db));
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, location.pathname);

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesPage data={loaderData} />;
}
