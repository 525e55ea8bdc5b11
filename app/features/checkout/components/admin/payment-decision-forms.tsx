// The detail screen's decisions on a PromptPay or bank-transfer payment: confirm it, or mark it
// failed with an optional reason for staff; and cancelling an order nothing was paid on. Confirm
// and cancel first ask (a GET form opens ?ask=…, decision-dialog.tsx), then post; the fail form
// posts to the page's action, its reason checked in the browser by the same schema
// (admin-payments-schema.ts) before it is sent.
import { Form } from "react-router";
import type { useAppForm } from "~/components/forms/use-app-form";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { adminPaymentMessages } from "../../admin-messages";
import { MAX_FAILURE_REASON } from "../../admin-payments-schema";
import type { AdminOrderDetail } from "../../admin-payments.server";
import { orderDecisionMessages } from "../../order-decision-messages";
import { mayCancel } from "../../order-decision-rules";

export type DecisionValues = { intent: string; reason: string };
type DecisionForm = ReturnType<typeof useAppForm<DecisionValues>>;

export function PaymentDecisionForms({
  order,
  form,
  reason,
  busy,
}: {
  order: Pick<AdminOrderDetail, "paymentMethod" | "decidable" | "status" | "balanceStatus" | "paidSatang">;
  /** The fail form's state (conform's): the page holds it, as its status region shows the refusals. */
  form: DecisionForm["form"];
  reason: DecisionForm["fields"]["reason"];
  busy: boolean;
}) {
  const { t } = useMessages(adminPaymentMessages);
  const { t: td } = useMessages(orderDecisionMessages);
  return (
    <section aria-labelledby="decision-heading" className={cardClass}>
      <h3 id="decision-heading" className="text-lg font-semibold text-slate-900">
        {t("detail.actions")}
      </h3>
      {/* A card order's balance may still be paid by PromptPay or transfer, which staff decide. */}
      {order.status === "cancelled" ? (
        <p className="mt-2 text-slate-700">{t("errors.cancelled")}</p>
      ) : order.paymentMethod === "card" && !order.decidable ? (
        <p className="mt-2 text-slate-700">{t("detail.cardByStripe")}</p>
      ) : !order.decidable ? (
        <p className="mt-2 text-slate-700">{t("detail.nothingToDecide")}</p>
      ) : (
        <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2">
          {/* Opens the question first (?ask=confirm): a receipt, once issued, never changes. */}
          <Form method="get" preventScrollReset className="flex flex-col gap-2">
            <input type="hidden" name="ask" value="confirm" />
            <Button type="submit" disabled={busy} aria-describedby="confirm-hint" data-testid="open-confirm">
              {t("detail.confirm")}
            </Button>
            <p id="confirm-hint" className="text-sm text-slate-600">
              {t("detail.confirmHint")}
            </p>
          </Form>
          <Form id={form.id} method="post" noValidate onSubmit={form.onSubmit} className="flex flex-col gap-2">
            <input type="hidden" name="intent" value="fail" />
            <Field id={reason.id} label={t("detail.reason")} error={reason.errors?.[0]}>
              {(control) => (
                <textarea
                  {...control}
                  // The hint sits under the button, as the confirm form's does; the textarea names it too.
                  aria-describedby={[control["aria-describedby"], "fail-hint"].filter(Boolean).join(" ")}
                  key={reason.key}
                  name={reason.name}
                  rows={2}
                  maxLength={MAX_FAILURE_REASON}
                  defaultValue={reason.initialValue ?? ""}
                />
              )}
            </Field>
            <Button type="submit" variant="danger-outline" disabled={busy}>
              {t("detail.fail")}
            </Button>
            <p id="fail-hint" className="text-sm text-slate-600">
              {t("detail.failHint")}
            </p>
          </Form>
        </div>
      )}
      {mayCancel(order) ? (
        <Form method="get" preventScrollReset className="mt-6 flex flex-col gap-2 border-t border-slate-200 pt-4">
          <input type="hidden" name="ask" value="cancel" />
          <p id="cancel-hint" className="text-sm text-slate-600">
            {td("cancel.hint")}
          </p>
          <div>
            <Button type="submit" variant="danger-outline" disabled={busy} aria-describedby="cancel-hint">
              {td("cancel.open")}
            </Button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
