import { useRouteLoaderData } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { JsonLdScript } from "~/components/json-ld-script";
import { ServicesPage } from "~/features/marketing/components/services-page";
import { servicesPage } from "~/features/marketing/content.server";
import { servicesJsonLd } from "~/features/marketing/json-ld";
import { getEditedCopy } from "~/features/site-content/page-copy.server";
import { getCatalogue } from "~/features/site-content/site-content.server";
import { canonicalUrl, routeMeta } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
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
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <ServicesPage data={loaderData} />
      {root ? (
        <JsonLdScript
          data={servicesJsonLd(loaderData.offers, {
            siteUrl: root.env.siteUrl,
            agencyName: root.settings.agency.name,
            url: canonicalUrl(root, "/services"),
            name: loaderData.meta.title,
            language: root.language,
          })}
        />
      ) : null}
    </>
  );
}
