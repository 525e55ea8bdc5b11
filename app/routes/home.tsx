import { appContext, requestLanguage } from "~/.server/context";
import { CheckoutDialogHost } from "~/features/checkout/components/checkout-dialog-host";
import { HomePage } from "~/features/marketing/components/home-page";
import { homePage } from "~/features/marketing/content.server";
import { getSiteContent } from "~/features/site-content/site-content.server";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const handle = { pageName: "home" };

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return homePage(requestLanguage(context), await getSiteContent(db));
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
