import { useRouteLoaderData } from "react-router";
import { ContactPage } from "~/features/marketing/components/contact-page";
import { appContext } from "~/.server/context";
import { contactPage } from "~/features/marketing/content.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { telHref } from "~/lib/phone";
import { languageFromRequest } from "~/i18n/config";
import { useLanguage } from "~/i18n/use-language";
import type { loader as rootLoader } from "~/root";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const handle = { pageName: "contact" };

export async function loader({ request, context }: Route.LoaderArgs) {
  // ?package=<id> comes from the "Get started" buttons; unknown values are ignored.
  const packageParam = new URL(request.url).searchParams.get("package");
  const { agency } = await getSiteSettings(context.get(appContext).db);
  return contactPage(languageFromRequest(request), packageParam, agency.businessHours);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, location.pathname);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const language = useLanguage();
  if (!root) throw new Error("The contact page needs the root loader's data");
  const { agency } = root.settings;
  return (
    <ContactPage
      data={loaderData}
      agency={{
        phone: agency.phone,
        phoneHref: telHref(agency.phone),
        email: agency.email,
        address: agency.address[language],
        social: agency.social,
      }}
    />
  );
}
