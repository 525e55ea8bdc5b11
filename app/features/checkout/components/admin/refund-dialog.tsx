// The question asked before a refund (?ask=refund…, checked by the loader): the amount, how it is
// refunded (through Stripe, or recorded as given back outside the site), whether a credit note is
// issued and whether the order becomes Refunded. "Refund" posts the same values to the page's
// action; while it runs the button says so and the page's decision region is busy.
import { useId } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useMessages } from "~/i18n/messages";
import { satangToBaht } from "../../admin-payments-schema";
import { orderDecisionMessages } from "../../order-decision-messages";
import { refundMessages } from "../../refund-messages";
import type { RefundPreview } from "../../refunds.server";
import { adminFormat } from "./admin-format";

export function RefundDialog({ orderId, preview }: { orderId: number; preview: RefundPreview }) {
  const { t, language } = useMessages(refundMessages);
  const { t: td } = useMessages(orderDecisionMessages);
  const { money } = adminFormat(language);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const bodyId = useId();
  const page = `/admin/payments/${orderId}`;
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "refund";
  const amount = money(preview.amountSatang);
  const goBack = () => {
    if (!pending) void navigate(page, { replace: true, preventScrollReset: true });
  };
  return (
    <Dialog title={t("ask.title", { amount })} role="alertdialog" size="md" describedBy={bodyId} onClose={goBack}>
      <div id={bodyId} className="flex flex-col gap-2 text-slate-700" data-testid="refund-question">
        <p>{t(`ask.${preview.method}`, { amount, id: preview.paymentId })}</p>
        <p>{preview.creditNoteFor ? t("ask.creditNote", { number: preview.creditNoteFor }) : t("ask.noCreditNote")}</p>
        {preview.whole ? <p>{t("ask.whole")}</p> : null}
        <p className="whitespace-pre-line">{t("ask.reason", { reason: preview.reason })}</p>
        <p>{t("ask.final")}</p>
      </div>
      <Form method="post" action={page} preventScrollReset className="mt-4 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="paymentId" value={preview.paymentId} />
        <input type="hidden" name="amount" value={satangToBaht(preview.amountSatang)} />
        <input type="hidden" name="reason" value={preview.reason} />
        {/* The safe choice comes first and takes the focus. */}
        {pending ? (
          <Button variant="secondary" disabled>
            {td("goBack")}
          </Button>
        ) : (
          <Link to={page} replace preventScrollReset className={buttonClass({ variant: "secondary" })}>
            {td("goBack")}
          </Link>
        )}
        <Button type="submit" variant="danger" pending={pending} pendingLabel={t("ask.pending")} data-testid="refund-submit">
          {t("ask.submit", { amount })}
        </Button>
      </Form>
    </Dialog>
  );
}
