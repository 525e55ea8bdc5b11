// GET /order-confirmation/promptpay.png?ref=…&t=…[&balance]: the order page's PromptPay QR as an
// image to save (promptpay-download.server.ts), for the customer behind the order's link.
import { appContext, requestLanguage } from "~/.server/context";
import { readOrderLink } from "~/features/checkout/order-access.server";
import { customerPromptPayImage } from "~/features/checkout/promptpay-download.server";
import { getPaymentSettings } from "~/features/settings/settings.server";
import type { Route } from "./+types/order-promptpay-image";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const query = new URL(request.url).searchParams;
  return customerPromptPayImage(db, env, {
    link: readOrderLink(query),
    balance: query.has("balance"),
    language: requestLanguage(context),
    settings: await getPaymentSettings(db),
  });
}
