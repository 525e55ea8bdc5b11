import { useRouteLoaderData } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { LegalDocumentView, legalContact } from "~/features/legal/components/legal-document";
import { loadLegalPage } from "~/features/legal/legal.server";
import { getCatalogue } from "~/features/site-content/site-content.server";
import type { loader as rootLoader } from "~/root";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const handle = { pageName: "terms" };

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return loadLegalPage("terms", requestLanguage(context), undefined, await getCatalogue(db));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, "/terms");

export default function Terms({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) throw new Error("The terms page needs the root loader's data");
  const { document } = loaderData;
  return <LegalDocumentView document={document} contact={legalContact(root.settings.agency, document.language)} />;
}
