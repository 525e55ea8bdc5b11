// The Payments section's fields: the bank account shown on bank-transfer pages, the PromptPay id,
// the methods offered at checkout (one group of boxes; at least one, and each needs its details)
// and the balance reminder days.
import type { FormMetadata } from "@conform-to/react";
import { Alert } from "~/components/ui/alert";
import { FieldError } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import type { SettingsFormValues } from "../settings-form";
import { settingsMessages } from "../settings-messages";
import { paymentMethods } from "../settings-schema";
import { ReminderDaysFields } from "./reminder-days-fields";
import { errorId, fieldId, type SettingsField, TextField } from "./settings-fields";

export interface PaymentFieldsProps {
  form: FormMetadata<SettingsFormValues, string[]>;
  payments: SettingsField<SettingsFormValues["payments"]>;
  editable: boolean;
  /** Whether the Stripe keys are set: without them card is not offered, whatever is ticked. */
  stripeConfigured: boolean;
  /** The details are the seed's samples (ADR 098). */
  sample?: boolean;
}

export function PaymentFields({ form, payments, editable, stripeConfigured, sample = false }: PaymentFieldsProps) {
  const { t } = useMessages(settingsMessages);
  const fields = payments.getFieldset();
  const text = (name: "bankName" | "branch" | "accountName" | "accountNumber" | "promptPayId") => fields[name] as SettingsField;
  return (
    <>
      {sample ? (
        <Alert tone="warning" className="mb-5 text-sm" data-testid="sample-payments">
          {t("samplePayments")}
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={text("bankName")} label={t("fields.bankName")} />
        <TextField field={text("branch")} label={t("fields.branch")} />
        <TextField field={text("accountName")} label={t("fields.accountName")} />
        <TextField
          field={text("accountNumber")}
          label={t("fields.accountNumber")}
          hint={t("fields.accountNumberHint")}
          inputMode="numeric"
        />
        <TextField
          field={text("promptPayId")}
          label={t("fields.promptPayId")}
          hint={t("fields.promptPayIdHint")}
          inputMode="numeric"
          className="sm:col-span-2"
        />
      </div>
      <PaymentMethods field={fields.methods as SettingsField<SettingsFormValues["payments"]["methods"]>} />
      {stripeConfigured ? null : <p className="mt-3 text-sm text-slate-700">{t("status.cardNeedsStripe")}</p>}
      <ReminderDaysFields form={form} days={fields.balanceReminderDays as SettingsField<string[]>} editable={editable} t={t} />
    </>
  );
}

/** The id of a method's box; the first one is where the group's error links to. */
export const methodId = (group: string, method: string) => fieldId(`${group}.${method}`);

function PaymentMethods({ field }: { field: SettingsField<SettingsFormValues["payments"]["methods"]> }) {
  const { t } = useMessages(settingsMessages);
  const message = field.errors?.[0];
  const ticked = ([] as unknown[]).concat(field.initialValue ?? []);
  return (
    <fieldset className="mt-6" aria-describedby={message ? errorId(field.name) : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{t("fields.methods")}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {paymentMethods.map((method) => (
          <label key={method} htmlFor={methodId(field.name, method)} className="inline-flex items-center gap-2 text-slate-800">
            <input
              key={field.key}
              id={methodId(field.name, method)}
              type="checkbox"
              name={field.name}
              value={method}
              defaultChecked={ticked.includes(method)}
              aria-invalid={message ? true : undefined}
              className="size-4 rounded border-slate-400 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
            />
            {t(`fields.${method}`)}
          </label>
        ))}
      </div>
      <FieldError id={errorId(field.name)} message={message} />
    </fieldset>
  );
}
