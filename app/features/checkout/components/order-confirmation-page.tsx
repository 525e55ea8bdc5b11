// /order-confirmation: the order's summary, then (order-payment-sections.tsx) the next step for its
// method: the PromptPay QR with "I have paid", the bank details with the transfer form, or the card
// payment button; later the balance of a deposit order by any enabled method, and the order's
// receipts.
import { deferredForm } from "~/components/forms/deferred-form";
import { useMessages } from "~/i18n/messages";
import type { FormResult } from "~/lib/forms/form-reply";
import type { CatalogueNames } from "~/lib/pricing";
import { checkoutMessages } from "../checkout-messages";
import type { BalanceView, BankDetails, OrderDocumentLink, OrderView, PromptPayView } from "../checkout-types";
import { OrderBreakdown } from "./order-breakdown";
import { OrderFacts, ReferenceBox } from "./order-details";

export interface OrderConfirmationData {
  order: OrderView;
  /** The catalogue's names of what the order bought, in the page's language (hidden rows too). */
  names: CatalogueNames;
  token: string;
  bank: BankDetails | null;
  promptPay: PromptPayView | null;
  /** Where PromptPay is paid at Stripe (ADR 099), or null: the QR and "I have paid" instead. */
  promptPayAction: string | null;
  /** A Stripe PromptPay payment of the amount due now waits for the bank's confirmation. */
  awaitingBank: boolean;
  /** Where the card payment starts (the card path's route), or null when card is off. */
  cardAction: string | null;
  /** A deposit order's balance, once the deposit is paid. */
  balance: BalanceView | null;
  documents: OrderDocumentLink[];
}

// The payment sections carry conform and the forms: out of the page's first load (ADR 083), asked
// for as soon as this module runs in the browser.
const OrderPaymentSections = deferredForm(async () => (await import("./order-payment-sections")).OrderPaymentSections, {
  eager: true,
});

export function OrderConfirmationPage({
  data,
  lastResult,
}: {
  data: OrderConfirmationData;
  /** The payment report's last reply (the one form reply's `result`). */
  lastResult?: FormResult | null;
}) {
  const { t } = useMessages(checkoutMessages);
  const { order } = data;

  return (
    <div className="bg-slate-50 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl space-y-6 px-4 sm:px-6">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("confirmation.heading")}</h1>
          <p className="mt-2 text-slate-700">{t("confirmation.emailSent", { email: order.customerEmail })}</p>
          <div className="mt-6">
            <ReferenceBox reference={order.reference} />
          </div>
          <div className="mt-6">
            <OrderFacts order={order} />
          </div>
          <div className="mt-6">
            <OrderBreakdown
              pricing={order}
              names={data.names}
              maintenancePlan={order.maintenancePlan}
              headingLevel={2}
              id="order-summary"
            />
          </div>
        </div>

        <OrderPaymentSections data={data} lastResult={lastResult} />
      </div>
    </div>
  );
}
