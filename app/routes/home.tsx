import { appContext, requestLanguage } from "~/.server/context";
import { CheckoutDialogHost } from "~/features/checkout/components/checkout-dialog-host";
import { HomePage } from "~/features/marketing/components/home-page";
import { homePage } from "~/features/marketing/content.server";
import { getEditedCopy } from "~/features/site-content/page-copy.server";
import { getSiteContent } from "~/features/site-content/site-content.server";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const handle = { pageName: "home" };

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const [content, edits] = await Promise.all([getSiteContent(db), getEditedCopy(db)]);
  return homePage(requestLanguage(context), content, edits.home);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, location.pathname);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomePage data={loaderData} />
      <CheckoutDialogHost packages={loaderData.packageCards} />
    </>
  );
}
