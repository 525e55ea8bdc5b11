import { ServicesPage } from "~/features/marketing/components/services-page";
import { servicesPage } from "~/features/marketing/content.server";
import { languageFromRequest } from "~/i18n/config";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export const handle = { pageName: "services" };

export function loader({ request }: Route.LoaderArgs) {
  return servicesPage(languageFromRequest(request));
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, location.pathname);

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesPage data={loaderData} />;
}
