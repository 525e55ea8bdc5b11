// /bank-transfer-test: the bank-transfer thank-you screen with a sample order, marked as a test
// and never indexed, so staff can check the bank details the settings produce. In production only
// signed-in staff may open it.
import { data } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { checkoutMessages } from "~/features/checkout/checkout-messages";
import { bankDetails, paymentDetailsReady } from "~/features/checkout/checkout.server";
import type { OrderView } from "~/features/checkout/checkout-types";
import { BankTransferNotReady, BankTransferThankYouPage } from "~/features/checkout/components/bank-transfer-thank-you-page";
import { orderNames } from "~/features/checkout/order-confirmation.server";
import { priceOrder } from "~/features/checkout/order-pricing";
import { getCatalogue } from "~/features/site-content/site-content.server";
import { offered } from "~/lib/pricing";
import { getPaymentSettings } from "~/features/settings/settings.server";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesT } from "~/i18n/messages";
import type { Route } from "./+types/bank-transfer-test";
import { noStoreHeaders } from "~/lib/cache-control";

export const handle = { pageName: "bank-transfer-test" };

const headersForTest = noStoreHeaders({ "X-Robots-Tag": "noindex, nofollow" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  if (env.mode === "production") await requireStaff(request, context);
  const language = requestLanguage(context);
  const t = messagesT(checkoutMessages, language);
  const payments = await getPaymentSettings(db);
  // The sample: the first package on offer with one of the first add-on.
  const catalogue = await getCatalogue(db);
  const { packages, addOns } = offered(catalogue);
  const firstAddOn = addOns[0]?.id;
  const pricing = priceOrder(catalogue, {
    packageId: packages[0]?.id ?? "",
    addOns: firstAddOn ? { [firstAddOn]: 1 } : {},
    option: "deposit",
  });
  const order: OrderView = {
    reference: "SWS-TEST-SAMPLE",
    packageId: pricing.packageId,
    option: pricing.option,
    addOns: pricing.addOns,
    maintenancePlan: null,
    packageSatang: pricing.packageSatang,
    subtotalSatang: pricing.subtotalSatang,
    discountSatang: pricing.discountSatang,
    vatSatang: pricing.vatSatang,
    totalSatang: pricing.totalSatang,
    dueNowSatang: pricing.dueNowSatang,
    balanceSatang: pricing.balanceSatang,
    currency: "THB",
    customerName: t("bank.testCustomer"),
    customerEmail: "customer@example.com",
    language,
    status: "processing",
    method: "bank_transfer",
    createdAt: new Date().toISOString(),
    taxInvoiceBuyer: null,
    payment: {
      id: 0,
      status: "processing",
      amountSatang: pricing.dueNowSatang,
      customerConfirmedAt: new Date().toISOString(),
      hasSlip: false,
    },
  };
  return data(
    {
      title: t("bank.testTitle"),
      order,
      names: orderNames(catalogue, language, order),
      // Not ready (no details yet, or samples this server may not offer): said instead (ADR 098).
      bank: paymentDetailsReady(payments, env).bank_transfer ? bankDetails(payments) : null,
      sample: payments.sample === true,
    },
    { headers: headersForTest },
  );
}

export function headers() {
  return headersForTest;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Bank transfer (test)" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function BankTransferTest({ loaderData }: Route.ComponentProps) {
  const { bank, order, names, sample } = loaderData;
  if (!bank) return <BankTransferNotReady />;
  return <BankTransferThankYouPage order={order} names={names} bank={bank} sample={sample} test />;
}
