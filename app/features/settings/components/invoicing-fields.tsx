// The "Receipts and tax invoices" section: VAT registration, whether prices include VAT, the
// registered name, tax id, and head office or branch (with its number). Plain inputs: it works
// without JavaScript, and the server decides what applies.
import { FieldError } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import type { InvoicingFormValues } from "../invoicing-form";
import { branchKinds } from "../invoicing-form";
import type { SettingsFormValues } from "../settings-form";
import { settingsMessages } from "../settings-messages";
import { errorId, fieldId, type SettingsField, TextField } from "./settings-fields";

const checkboxClass =
  "mt-0.5 size-4 shrink-0 rounded border-slate-400 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700";

/** The id of an office choice's radio; the head office's is where the choice's error links to. */
export const branchKindId = (name: string, kind: string) => fieldId(`${name}.${kind}`);

export function InvoicingFields({ invoicing }: { invoicing: SettingsField<SettingsFormValues["invoicing"]> }) {
  const { t } = useMessages(settingsMessages);
  const fields = invoicing.getFieldset();
  const text = (name: keyof InvoicingFormValues) => fields[name] as SettingsField;
  return (
    <div className="space-y-5">
      <Checkbox field={text("vatRegistered")} label={t("fields.vatRegistered")} hint={t("fields.vatRegisteredHint")} />
      <Checkbox field={text("pricesIncludeVat")} label={t("fields.pricesIncludeVat")} hint={t("fields.pricesIncludeVatHint")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          field={text("legalName")}
          label={t("fields.legalName")}
          hint={t("fields.legalNameHint")}
          autoComplete="organization"
        />
        <TextField field={text("taxId")} label={t("fields.taxId")} hint={t("fields.taxIdHint")} inputMode="numeric" />
      </div>
      <OfficeChoice kind={text("branchKind")} number={text("branchNumber")} />
    </div>
  );
}

function Checkbox({ field, label, hint }: { field: SettingsField; label: string; hint: string }) {
  const id = fieldId(field.name);
  return (
    <div className="flex items-start gap-3">
      <input
        key={field.key}
        id={id}
        type="checkbox"
        name={field.name}
        value="on"
        defaultChecked={field.initialValue === "on"}
        aria-describedby={`${id}-hint`}
        className={checkboxClass}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

function OfficeChoice({ kind, number }: { kind: SettingsField; number: SettingsField }) {
  const { t } = useMessages(settingsMessages);
  const chosen = kind.initialValue === "branch" ? "branch" : "headOffice";
  const message = kind.errors?.[0];
  return (
    <fieldset aria-describedby={message ? errorId(kind.name) : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{t("fields.branchLegend")}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {branchKinds.map((value) => (
          <label key={value} htmlFor={branchKindId(kind.name, value)} className="inline-flex items-center gap-2 text-slate-800">
            <input
              key={kind.key}
              id={branchKindId(kind.name, value)}
              type="radio"
              name={kind.name}
              value={value}
              defaultChecked={chosen === value}
              className="size-4 border-slate-400 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
            />
            {t(value === "headOffice" ? "fields.headOffice" : "fields.branchOffice")}
          </label>
        ))}
      </div>
      <FieldError id={errorId(kind.name)} message={message} />
      <TextField
        field={number}
        label={t("fields.branchNumber")}
        hint={t("fields.branchNumberHint")}
        inputMode="numeric"
        className="mt-3 sm:max-w-xs"
      />
    </fieldset>
  );
}
