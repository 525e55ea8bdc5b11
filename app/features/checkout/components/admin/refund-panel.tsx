// A paid payment's refunds on /admin/payments/:orderId: what was refunded (and what waits for
// Stripe), each refund, and while money is left and the order is completed the refund form. The
// form asks first: it is a GET form opening ?ask=refund&payment=…&amount=…&reason=…, which the
// loader checks (a refused amount comes back here as the field's error) before the question
// (refund-dialog.tsx) posts the refund. Works without JavaScript.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { MAX_REFUND_REASON, satangToBaht } from "../../admin-payments-schema";
import { refundMessages } from "../../refund-messages";
import type { PaymentRefunds } from "../../refund-views.server";
import { adminFormat } from "./admin-format";

/** The refund form's values and errors when the loader refused them (?ask=refund…). */
export interface RefundFormState {
  paymentId: number;
  amount: string;
  reason: string;
  errors: { amount?: string; reason?: string };
}

export function RefundPanel({
  paymentId,
  refunds,
  open,
  state,
  busy,
}: {
  paymentId: number;
  refunds: PaymentRefunds;
  /** Whether a refund may be asked for now (the order is completed). */
  open: boolean;
  /** Values and errors given back by the loader, when they are this payment's. */
  state: RefundFormState | null;
  busy: boolean;
}) {
  const { t, language } = useMessages(refundMessages);
  const { money, dateTime } = adminFormat(language);
  const mayRefund = open && refunds.refundableSatang > 0;
  if (!mayRefund && refunds.refunds.length === 0) return null;
  const statusText = { pending: t("pending"), succeeded: t("refunded"), failed: "✕" } as const;
  return (
    <div className="mt-3 border-t border-slate-200 pt-3" data-testid={`refunds-${paymentId}`}>
      <h5 className="font-semibold text-slate-900">{t("heading")}</h5>
      <p className="text-sm text-slate-700">
        {t("refunded")}: <span data-testid={`refunded-${paymentId}`}>{money(refunds.refundedSatang)}</span>
        {refunds.pendingSatang > 0 ? ` · ${t("pending")}: ${money(refunds.pendingSatang)}` : null}
        {" · "}
        {t("refundable")}: {money(refunds.refundableSatang)}
      </p>
      {refunds.refunds.length ? (
        <ul className="mt-1 text-sm text-slate-700">
          {refunds.refunds.map((refund) => (
            <li key={refund.id} data-status={refund.status}>
              {dateTime(refund.createdAt)} · {money(refund.amountSatang)} · {statusText[refund.status]} · {refund.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {mayRefund ? (
        // Keyed by what is left: after a refund the form starts again from the new remaining amount.
        <Form
          key={`${refunds.refundableSatang}-${refunds.refunds.length}`}
          method="get"
          preventScrollReset
          className="mt-3 flex flex-col gap-3"
          aria-label={t("heading")}
        >
          <input type="hidden" name="ask" value="refund" />
          <input type="hidden" name="payment" value={paymentId} />
          <Field
            id={`refund-amount-${paymentId}`}
            label={t("amount")}
            hint={t("amountHint", { amount: money(refunds.refundableSatang) })}
            error={state?.errors.amount}
          >
            {(control) => (
              <input
                {...control}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                required
                maxLength={40}
                defaultValue={state?.amount ?? satangToBaht(refunds.refundableSatang)}
              />
            )}
          </Field>
          <Field id={`refund-reason-${paymentId}`} label={t("reason")} error={state?.errors.reason}>
            {(control) => (
              <textarea
                {...control}
                name="reason"
                rows={2}
                required
                maxLength={MAX_REFUND_REASON}
                defaultValue={state?.reason ?? ""}
              />
            )}
          </Field>
          <p className="text-sm text-slate-600">{t(`methods.${refunds.method}`)}</p>
          <div>
            <Button type="submit" variant="danger-outline" disabled={busy} data-testid={`open-refund-${paymentId}`}>
              {t("open")}
            </Button>
          </div>
        </Form>
      ) : null}
    </div>
  );
}
