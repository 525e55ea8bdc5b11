import { useRouteLoaderData } from "react-router";
import { requestLanguage } from "~/.server/context";
import { CookieSettingsButton } from "~/features/analytics/components/cookie-settings-button";
import { LegalDocumentView, legalContact } from "~/features/legal/components/legal-document";
import { loadLegalPage } from "~/features/legal/legal.server";
import type { loader as rootLoader } from "~/root";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/cookie-policy";

export const handle = { pageName: "cookie-policy" };

export function loader({ context }: Route.LoaderArgs) {
  return loadLegalPage("cookie-policy", requestLanguage(context));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, "/cookie-policy");

export default function CookiePolicy({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) throw new Error("The cookie-policy page needs the root loader's data");
  const { document } = loaderData;
  return (
    <LegalDocumentView
      document={document}
      contact={legalContact(root.settings.agency, document.language)}
      // The policy's "Changing your analytics choice" text points to this button; it renders
      // nothing while no measurement id is set, as there is then no analytics to consent to.
      sectionExtras={{
        "how-to-control-cookies": (
          <CookieSettingsButton className="mt-6" measurementId={root.settings.integrations.gaMeasurementId} />
        ),
      }}
    />
  );
}
