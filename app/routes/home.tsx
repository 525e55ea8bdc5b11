import { CheckoutDialogHost } from "~/features/checkout/components/checkout-dialog-host";
import { HomePage } from "~/features/marketing/components/home-page";
import { homePage } from "~/features/marketing/content.server";
import { languageFromRequest } from "~/i18n/config";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const handle = { pageName: "home" };

export function loader({ request }: Route.LoaderArgs) {
  return homePage(languageFromRequest(request));
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, location.pathname);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomePage data={loaderData} />
      <CheckoutDialogHost />
    </>
  );
}
