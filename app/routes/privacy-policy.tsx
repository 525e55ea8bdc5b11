import { useRouteLoaderData } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { LegalDocumentView, legalContact } from "~/features/legal/components/legal-document";
import { loadLegalPage } from "~/features/legal/legal.server";
import type { loader as rootLoader } from "~/root";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export const handle = { pageName: "privacy-policy" };

export function loader({ context }: Route.LoaderArgs) {
  // The retention periods this server's jobs use, so the policy states what actually happens.
  return loadLegalPage("privacy-policy", requestLanguage(context), context.get(appContext).env.retention);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, "/privacy-policy");

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) throw new Error("The privacy-policy page needs the root loader's data");
  const { document } = loaderData;
  return <LegalDocumentView document={document} contact={legalContact(root.settings.agency, document.language)} />;
}
