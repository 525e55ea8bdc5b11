// /bank-transfer-thank-you (and /bank-transfer-test with a sample order): the transfer notice is
// received; the same bank details, reference and amount stay on screen for the visitor's records.
import { Link } from "react-router";
import { useMessages } from "~/i18n/messages";
import { checkoutMessages } from "../checkout-messages";
import type { CatalogueNames } from "~/lib/pricing";
import type { BankDetails, OrderView } from "../checkout-types";
import { OrderBreakdown } from "./order-breakdown";
import { BankDetailsList, OrderFacts, ReferenceBox } from "./order-details";

export function BankTransferThankYouPage({
  order,
  names,
  bank,
  test = false,
  sample = false,
}: {
  order: OrderView;
  names: CatalogueNames;
  bank: BankDetails;
  test?: boolean;
  /** The bank details are the seed's samples (ADR 098). */
  sample?: boolean;
}) {
  const { t } = useMessages(checkoutMessages);
  return (
    <div className="bg-slate-50 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl space-y-6 px-4 sm:px-6">
        {test ? (
          <p role="note" className="rounded-xl border-2 border-amber-400 bg-amber-50 p-4 font-semibold text-amber-950">
            {t("bank.testBanner")}
          </p>
        ) : null}
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("bank.thankYouHeading")}</h1>
          <p className="mt-2 text-slate-700">{t("bank.thankYouText")}</p>
          {order.payment?.hasSlip ? <p className="mt-2 font-medium text-emerald-800">{t("bank.slipReceived")}</p> : null}
          <div className="mt-6">
            <ReferenceBox reference={order.reference} />
          </div>
          <div className="mt-6">
            <OrderFacts order={order} />
          </div>
        </div>
        <section aria-labelledby="bank-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h2 id="bank-heading" className="mb-4 text-xl font-bold text-slate-900">
            {t("bank.heading")}
          </h2>
          {sample ? <p className="mb-4 text-sm font-semibold text-amber-800">{t("method.sample")}</p> : null}
          <BankDetailsList bank={bank} reference={order.reference} amountSatang={order.dueNowSatang} />
          <div className="mt-6">
            <OrderBreakdown pricing={order} names={names} maintenancePlan={order.maintenancePlan} />
          </div>
          <Link
            to="/"
            className="mt-6 inline-flex min-h-12 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t("bank.backHome")}
          </Link>
        </section>
      </div>
    </div>
  );
}

/** /bank-transfer-test before an admin has saved the agency's bank details (ADR 098). */
export function BankTransferNotReady() {
  const { t } = useMessages(checkoutMessages);
  return (
    <div className="bg-slate-50 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl space-y-6 px-4 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("bank.testTitle")}</h1>
        <p role="note" className="rounded-xl border-2 border-amber-400 bg-amber-50 p-4 font-semibold text-amber-950">
          {t("method.bank_transferNotYet")} {t("bank.notReady")}
        </p>
      </div>
    </div>
  );
}
