// /bank-transfer-thank-you?ref=…&t=…: after the visitor confirms a bank transfer.
import { data } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { checkoutMessages } from "~/features/checkout/checkout-messages";
import { bankDetails, orderSecret } from "~/features/checkout/checkout.server";
import { BankTransferThankYouPage } from "~/features/checkout/components/bank-transfer-thank-you-page";
import { linkOpensOrder, readOrderLink } from "~/features/checkout/order-access.server";
import { orderNames } from "~/features/checkout/order-confirmation.server";
import { findOrder, toOrderView } from "~/features/checkout/orders.server";
import { getCatalogue } from "~/features/site-content/site-content.server";
import { getPaymentSettings } from "~/features/settings/settings.server";
import { messagesT } from "~/i18n/messages";
import type { Route } from "./+types/bank-transfer-thank-you";
import { OrderNotFound } from "~/features/checkout/components/order-not-found";
import { noStoreHeaders } from "~/lib/cache-control";

export const handle = { pageName: "bank-transfer-thank-you" };

const noStore = noStoreHeaders({ "X-Robots-Tag": "noindex" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const link = readOrderLink(new URL(request.url).searchParams);
  const language = requestLanguage(context);
  const t = messagesT(checkoutMessages, language);
  const found = linkOpensOrder(orderSecret(env), link) ? await findOrder(db, link.reference) : null;
  if (!found || found.order.paymentMethod !== "bank_transfer") {
    throw data({ message: t("errors.orderNotFound") }, { status: 404, headers: noStore });
  }
  const order = toOrderView(found.order, found.payment);
  return data(
    {
      title: t("bank.thankYouTitle"),
      order,
      names: orderNames(await getCatalogue(db), language, order),
      bank: bankDetails(await getPaymentSettings(db)),
    },
    { headers: noStore },
  );
}

export function headers() {
  return noStore;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Thank you" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function BankTransferThankYou({ loaderData }: Route.ComponentProps) {
  return <BankTransferThankYouPage order={loaderData.order} names={loaderData.names} bank={loaderData.bank} />;
}

export function ErrorBoundary() {
  return <OrderNotFound titleKey="bank.thankYouTitle" />;
}
