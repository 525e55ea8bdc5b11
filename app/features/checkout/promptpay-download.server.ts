// "Save QR image" on the order page: the PromptPay QR of what the order's link may pay now (the
// amount due at checkout, or a requested balance) as a PNG with the account name, the amount and
// the reference (promptpay-image.server.ts). Only for the customer behind the link; never cached,
// never indexed. Anything the page would not show a QR for is a 404.
import type { Db } from "~/.server/db/client";
import type { Env } from "~/.server/env";
import { type Language, localeFor } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { NO_STORE_CACHE_CONTROL, noStoreHeaders } from "~/lib/cache-control";
import { formatMoney } from "~/lib/pricing";
import { checkoutMessages } from "./checkout-messages";
import { type CheckoutPaymentSettings, orderSecret } from "./checkout.server";
import { linkOpensOrder, type OrderLink } from "./order-access.server";
import { findOrder } from "./orders.server";
import { promptPayImagePng } from "./promptpay-image.server";
import { promptPayPayload } from "./promptpay.server";
import { isStripePromptPayAvailable } from "./stripe.server";

const notFound = () => new Response("Not found", { status: 404, headers: noStoreHeaders({ "X-Robots-Tag": "noindex" }) });

/** What the link's order may pay by PromptPay now, or null. */
async function payableAmount(db: Db, reference: string, balance: boolean): Promise<number | null> {
  const found = await findOrder(db, reference);
  if (!found) return null;
  const { order } = found;
  if (balance) {
    return order.status === "completed" && order.balanceStatus === "requested" ? order.balanceDueSatang : null;
  }
  const payable = order.status === "pending" || order.status === "processing" || order.status === "failed";
  return payable && order.paymentMethod === "promptpay" ? order.amountDueNowSatang : null;
}

export async function customerPromptPayImage(
  db: Db,
  env: Env,
  input: { link: OrderLink; balance: boolean; language: Language; settings: CheckoutPaymentSettings },
): Promise<Response> {
  const { link, settings, language } = input;
  // As the order page: no own QR while PromptPay is paid at Stripe (ADR 099) or no id is set.
  if (!linkOpensOrder(orderSecret(env), link) || !settings.promptPayId.trim() || isStripePromptPayAvailable(env)) {
    return notFound();
  }
  const amountSatang = await payableAmount(db, link.reference, input.balance);
  if (!amountSatang) return notFound();
  const t = messagesT(checkoutMessages, language);
  const png = await promptPayImagePng({
    payload: promptPayPayload(settings.promptPayId, amountSatang),
    lines: [
      ...(settings.accountName.trim() ? [{ label: t("promptpay.recipient"), value: settings.accountName }] : []),
      { label: t("promptpay.amount"), value: formatMoney(amountSatang, "THB", localeFor(language)), emphasis: true },
      { label: t("bank.reference"), value: link.reference },
    ],
  });
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.byteLength),
      // The reference is ours (letters, digits, dashes): safe in the header as it is.
      "Content-Disposition": `attachment; filename="promptpay-${link.reference}.png"`,
      "Cache-Control": NO_STORE_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}
