// Correcting an order's documents (ADR 063): the buyer's details as they should be printed and
// a reason; the action issues a corrected document for each payment and e-mails them. Collapsed
// until opened, as it is rarely needed.
import { Form } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import type { FormResult } from "~/lib/forms/form-reply";
import { adminPaymentMessages } from "../../admin-messages";
import { checkPaymentDecision, MAX_CORRECTION_REASON, paymentDecisionErrorText } from "../../admin-payments-schema";
import type { AdminOrderDetail } from "../../admin-payments.server";
import { balanceMessages } from "../../balance-messages";

type CorrectionValues = {
  intent: string;
  reason: string;
  buyerName: string;
  buyerAddress: string;
  buyerTaxId: string;
  buyerBranch: string;
};

export function DocumentCorrectionForm({
  order,
  lastResult,
  busy,
}: {
  order: Pick<AdminOrderDetail, "documents" | "taxInvoiceBuyer" | "customerName" | "customerCompany">;
  lastResult: FormResult | undefined;
  busy: boolean;
}) {
  const { t } = useMessages(balanceMessages);
  const { t: adminT } = useMessages(adminPaymentMessages);
  const errorText = paymentDecisionErrorText(adminT as (key: string) => string);
  const buyer = order.taxInvoiceBuyer;
  const { form, fields, statusRef } = useAppForm<CorrectionValues>({
    id: "document-correction",
    lastResult,
    validate: (formData) => checkPaymentDecision(formData, errorText),
    defaultValue: {
      buyerName: buyer?.name ?? (order.customerCompany || order.customerName),
      buyerAddress: buyer?.address ?? "",
      buyerTaxId: buyer?.taxId ?? "",
      buyerBranch: buyer?.branch ?? "",
    },
  });
  if (order.documents.length === 0) return null;
  const text = (name: "buyerName" | "buyerAddress" | "buyerTaxId" | "buyerBranch" | "reason", multiline = false) => {
    const field = fields[name];
    return (
      <Field id={field.id} label={t(`documents.${name}`)} error={field.errors?.[0]}>
        {(control) =>
          multiline ? (
            <textarea
              {...control}
              key={field.key}
              name={field.name}
              rows={3}
              defaultValue={field.initialValue}
              maxLength={name === "reason" ? MAX_CORRECTION_REASON : undefined}
            />
          ) : (
            <input {...control} key={field.key} name={field.name} type="text" defaultValue={field.initialValue} />
          )
        }
      </Field>
    );
  };
  return (
    <details className={cardClass} open={lastResult?.status === "error" ? true : undefined}>
      <summary className="cursor-pointer text-lg font-semibold text-slate-900">{t("documents.correctHeading")}</summary>
      <p className="mt-2 text-sm text-slate-600">{t("documents.correctIntro")}</p>
      <FormStatus
        statusRef={statusRef}
        className="mt-4"
        formErrors={form.errors}
        fields={(["buyerName", "buyerAddress", "buyerTaxId", "buyerBranch", "reason"] as const).map((name) => ({
          id: fields[name].id,
          label: t(`documents.${name}`),
          errors: fields[name].errors,
        }))}
        summaryTitle={null}
      />
      <Form id={form.id} method="post" noValidate onSubmit={form.onSubmit} className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value="correct-documents" />
        {text("buyerName")}
        {text("buyerAddress", true)}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("buyerTaxId")}
          {text("buyerBranch")}
        </div>
        {text("reason", true)}
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>
            {t("documents.correct")}
          </Button>
        </div>
      </Form>
    </details>
  );
}
