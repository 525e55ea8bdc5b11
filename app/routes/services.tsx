import { requestLanguage } from "~/.server/context";
import { ServicesPage } from "~/features/marketing/components/services-page";
import { servicesPage } from "~/features/marketing/content.server";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export const handle = { pageName: "services" };

export function loader({ context }: Route.LoaderArgs) {
  return servicesPage(requestLanguage(context));
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, location.pathname);

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesPage data={loaderData} />;
}
