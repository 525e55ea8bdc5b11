// How to pay an amount by one method: the PromptPay QR with "I have paid" (or, with PromptPay at
// Stripe, ADR 099, the button to Stripe's page), the bank details with
// the transfer form (and its slip), or the card button. The order page shows it for the amount due
// at checkout and, later, for the balance of a deposit order.
import { useId } from "react";
import { Form } from "react-router";
import type { FieldMetadata } from "@conform-to/react";
import { Button, buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { formatMoney } from "~/lib/pricing";
import { checkoutMessages } from "../checkout-messages";
import type { BankDetails, OrderMethod, PromptPayView } from "../checkout-types";
import { MAX_SLIP_LABEL } from "../payment-report-limits";
import { BankDetailsList } from "./order-details";
import { TransferReferenceField, type TransferReferenceMeta } from "./transfer-reference-field";

export interface PaymentStepProps {
  method: OrderMethod;
  amountSatang: number;
  reference: string;
  token: string;
  promptPay: PromptPayView | null;
  /** Where PromptPay is paid at Stripe (ADR 099), or null: the QR and "I have paid". */
  promptPayAction: string | null;
  bank: BankDetails | null;
  cardAction: string | null;
  /** The report form (conform's): its id, submit handler and slip field. */
  form: { id: string; onSubmit: React.FormEventHandler<HTMLFormElement> };
  slip: FieldMetadata<File>;
  transferReference: TransferReferenceMeta;
  busy: boolean;
}

function LinkFields({ reference, token }: { reference: string; token: string }) {
  return (
    <>
      <input type="hidden" name="ref" value={reference} />
      <input type="hidden" name="t" value={token} />
    </>
  );
}

/** Paying at Stripe's page (a card, or PromptPay at Stripe): what happens, and the button there. */
function StripeStep(props: {
  method: "card" | "promptpay";
  action: string;
  link: { reference: string; token: string };
  heading: string;
  text: string;
  pay: string;
}) {
  return (
    <div className="mt-4">
      <h3 className="text-lg font-semibold text-slate-900">{props.heading}</h3>
      <p className="mt-2 text-slate-700">{props.text}</p>
      <Form method="post" action={props.action} reloadDocument className="mt-4">
        <LinkFields reference={props.link.reference} token={props.link.token} />
        <input type="hidden" name="method" value={props.method} />
        <Button type="submit" size="lg" block>
          {props.pay}
        </Button>
      </Form>
    </div>
  );
}

export function PaymentStep({
  method,
  amountSatang,
  reference,
  token,
  promptPay,
  promptPayAction,
  bank,
  cardAction,
  form,
  slip,
  transferReference,
  busy,
}: PaymentStepProps) {
  const { t, language } = useMessages(checkoutMessages);
  const saveHint = useId();
  const amount = formatMoney(amountSatang, "THB", localeFor(language));

  if (method === "promptpay" && promptPayAction) {
    // Stripe shows the QR and tells us when the bank confirms: no report, no staff check.
    return (
      <StripeStep
        method="promptpay"
        action={promptPayAction}
        link={{ reference, token }}
        heading={t("promptpay.heading")}
        text={t("promptpay.stripeText", { amount })}
        pay={t("promptpay.stripePay", { amount })}
      />
    );
  }

  if (method === "promptpay") {
    return (
      <div className="mt-4">
        <h3 className="text-lg font-semibold text-slate-900">{t("promptpay.heading")}</h3>
        {promptPay ? (
          <>
            <p className="mt-2 text-slate-700">{t("promptpay.steps")}</p>
            <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
              <div
                role="img"
                aria-label={t("promptpay.qrAlt", { amount, reference })}
                data-testid="promptpay-qr"
                className="w-64 max-w-full shrink-0 rounded-xl bg-white p-2 ring-1 ring-slate-200 [&_svg]:h-auto [&_svg]:w-full"
                // The SVG is drawn on the server by the qrcode library from our own payload.
                dangerouslySetInnerHTML={{ __html: promptPay.svg }}
              />
              <dl className="w-full space-y-3">
                <div>
                  <dt className="text-sm text-slate-600">{t("promptpay.amount")}</dt>
                  <dd className="text-2xl font-bold text-slate-900" data-testid="promptpay-amount">
                    {amount}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600">{t("bank.reference")}</dt>
                  <dd className="font-mono font-semibold text-slate-900">{reference}</dd>
                </div>
                {/* The name the banking app shows after the scan: the customer checks it there. */}
                {promptPay.accountName ? (
                  <div>
                    <dt className="text-sm text-slate-600">{t("promptpay.recipient")}</dt>
                    <dd className="font-semibold break-words text-slate-900" data-testid="promptpay-recipient">
                      {promptPay.accountName}
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt className="text-sm text-slate-600">{t("promptpay.payee")}</dt>
                  <dd className="font-mono font-semibold text-slate-900">{promptPay.id}</dd>
                </div>
              </dl>
            </div>
            <p className="mt-4">
              <a
                href={promptPay.imageHref}
                download={`promptpay-${reference}.png`}
                aria-describedby={saveHint}
                className={buttonClass({ variant: "secondary" })}
              >
                {t("promptpay.saveImage")}
              </a>
            </p>
            <p id={saveHint} className="mt-1 text-sm text-slate-600">
              {t("promptpay.saveImageHint")}
            </p>
            <Form id={form.id} method="post" onSubmit={form.onSubmit} className="mt-6">
              <input type="hidden" name="intent" value="promptpay-paid" />
              <LinkFields reference={reference} token={token} />
              <p id="paid-hint" className="mb-2 text-sm text-slate-600">
                {t("promptpay.paidHint")}
              </p>
              <Button type="submit" size="lg" block disabled={busy} aria-describedby="paid-hint">
                {t("promptpay.paid")}
              </Button>
            </Form>
          </>
        ) : (
          <p className="mt-2 text-slate-700">{t("promptpay.unavailable")}</p>
        )}
      </div>
    );
  }

  if (method === "bank_transfer" && bank) {
    return (
      <div className="mt-4">
        <h3 className="text-lg font-semibold text-slate-900">{t("bank.heading")}</h3>
        <p className="mt-2 mb-4 text-slate-700">{t("bank.steps")}</p>
        <BankDetailsList bank={bank} reference={reference} amountSatang={amountSatang} />
        <Form id={form.id} method="post" encType="multipart/form-data" onSubmit={form.onSubmit} className="mt-6 space-y-4">
          <input type="hidden" name="intent" value="bank-transfer" />
          <LinkFields reference={reference} token={token} />
          <Field id={slip.id} label={t("bank.slip")} hint={t("bank.slipHint", { size: MAX_SLIP_LABEL })} error={slip.errors?.[0]}>
            {({ className: _textBoxLook, ...control }) => (
              <input
                {...control}
                name={slip.name}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                // A file input keeps the browser's own button, styled; the text-box look is not for it.
                className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
              />
            )}
          </Field>
          <TransferReferenceField field={transferReference} />
          <Button type="submit" size="lg" block disabled={busy}>
            {t("bank.confirm")}
          </Button>
        </Form>
      </div>
    );
  }

  if (method === "card" && cardAction) {
    return (
      <StripeStep
        method="card"
        action={cardAction}
        link={{ reference, token }}
        heading={t("card.heading")}
        text={t("card.text", { amount })}
        pay={t("card.pay", { amount })}
      />
    );
  }

  return <p className="mt-4 text-slate-700">{t("method.none")}</p>;
}
