// The order page's "Pay the balance": shown once staff have requested the balance of a deposit
// order. The customer picks any enabled method (links, so it works without JavaScript) and pays
// the balance's exact amount by it; a report waits for staff, a paid balance says so.
import { Link } from "react-router";
import type { FieldMetadata } from "@conform-to/react";
import { Alert } from "~/components/ui/alert";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { formatMoney } from "~/lib/pricing";
import { balanceMessages } from "../balance-messages";
import type { BalanceView } from "../checkout-types";
import { PaymentStep, type PaymentStepProps } from "./payment-step";
import type { TransferReferenceMeta } from "./transfer-reference-field";

export function BalanceSection({
  balance,
  reference,
  token,
  form,
  slip,
  transferReference,
  busy,
}: {
  balance: BalanceView;
  reference: string;
  token: string;
  form: PaymentStepProps["form"];
  slip: FieldMetadata<File>;
  transferReference: TransferReferenceMeta;
  busy: boolean;
}) {
  const { t, language } = useMessages(balanceMessages);
  const amount = formatMoney(balance.amountSatang, "THB", localeFor(language));
  return (
    <section aria-labelledby="balance-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id="balance-heading" className="text-xl font-bold text-slate-900">
        {t("page.heading")}
      </h2>
      {balance.state === "paid" ? (
        <Alert tone="success" live="polite" className="mt-4 font-medium">
          {t("page.paid")}
        </Alert>
      ) : balance.awaitingBank ? (
        <Alert tone="info" live="polite" className="mt-4 font-medium">
          {t("page.awaitingBank")}
        </Alert>
      ) : balance.reported ? (
        <Alert tone="info" live="polite" className="mt-4 font-medium">
          {t("page.processing")}
        </Alert>
      ) : (
        <>
          {balance.failed ? (
            <Alert tone="error" live="assertive" className="mt-4 font-medium">
              {t("page.failed")}
            </Alert>
          ) : null}
          <p className="mt-2 text-slate-700">{t("page.intro", { amount })}</p>
          {balance.methods.length > 1 ? (
            <nav aria-label={t("page.methodLegend")} className="mt-4">
              <ul className="flex flex-wrap gap-2">
                {balance.methods.map(({ method, href }) => (
                  <li key={method}>
                    <Link
                      to={href}
                      replace
                      preventScrollReset
                      aria-current={method === balance.method ? "true" : undefined}
                      className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[current]:bg-brand-700 aria-[current]:text-white aria-[current]:ring-brand-700"
                    >
                      {t(`page.${method}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {balance.method ? (
            <PaymentStep
              method={balance.method}
              amountSatang={balance.amountSatang}
              reference={reference}
              token={token}
              promptPay={balance.promptPay}
              promptPayAction={balance.promptPayAction}
              bank={balance.bank}
              cardAction={balance.cardAction}
              form={form}
              slip={slip}
              transferReference={transferReference}
              busy={busy}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
