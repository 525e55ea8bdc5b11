import { ServicesPage } from "~/features/marketing/components/services-page";
import { servicesPage } from "~/features/marketing/content.server";
import { marketingMeta } from "~/features/marketing/marketing-meta";
import { languageFromRequest } from "~/i18n/config";
import type { Route } from "./+types/services";

export const handle = { pageName: "services" };

export function loader({ request }: Route.LoaderArgs) {
  return servicesPage(languageFromRequest(request));
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  marketingMeta({ page: loaderData?.meta, root: matches[0]?.loaderData, path: location.pathname });

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesPage data={loaderData} />;
}
