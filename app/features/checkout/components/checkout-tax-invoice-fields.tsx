// "I need a tax invoice" in the payment form: a checkbox, and the buyer's name, registered address,
// tax id and head office or branch. The details show while the box is ticked by CSS alone (the box
// is their `peer`), so the section works the same without JavaScript; the server reads them only
// when the box is ticked.
import { Field, FieldError, labelClass } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { taxInvoiceBranchKinds, type TaxInvoiceField, taxInvoiceLimits } from "../checkout-form-fields";
import { checkoutMessages } from "../checkout-messages";
import type { TextField } from "./checkout-customer-fields";

export function TaxInvoiceFields({
  requested,
  fields,
}: {
  /** The checkbox. */
  requested: TextField;
  fields: Record<TaxInvoiceField, TextField>;
}) {
  const { t } = useMessages(checkoutMessages);
  const requiredMark = (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  );
  const { taxInvoiceName: name, taxInvoiceAddress: address, taxInvoiceTaxId: taxId, taxInvoiceBranch: branch } = fields;
  const branchNumber = fields.taxInvoiceBranchNumber;
  const detailsId = `${requested.id}-details`;
  const chosenBranch = branch.initialValue === "branch" ? "branch" : "headOffice";
  return (
    <div className="grid grid-cols-[auto_1fr] gap-x-3 rounded-lg border border-slate-300 p-4">
      <input
        key={requested.key}
        id={requested.id}
        type="checkbox"
        name={requested.name}
        value="on"
        defaultChecked={requested.initialValue === "on"}
        aria-controls={detailsId}
        aria-describedby={`${requested.id}-hint`}
        className="peer mt-1 size-4 accent-brand-700"
      />
      <div>
        <label htmlFor={requested.id} className="font-semibold text-slate-900">
          {t("form.taxInvoice")}
        </label>
        <p id={`${requested.id}-hint`} className="text-sm text-slate-600">
          {t("form.taxInvoiceHint")}
        </p>
      </div>
      <fieldset id={detailsId} className="col-span-2 mt-4 hidden space-y-4 peer-checked:block">
        <legend className={`${labelClass} mb-2`}>{t("form.taxInvoiceLegend")}</legend>
        <Field
          id={name.id}
          label={t("form.taxInvoiceName")}
          labelSuffix={requiredMark}
          hint={t("form.taxInvoiceNameHint")}
          error={name.error}
        >
          {(control) => (
            <input
              {...control}
              key={name.key}
              name={name.name}
              autoComplete="organization"
              maxLength={taxInvoiceLimits.taxInvoiceName}
              defaultValue={name.initialValue}
            />
          )}
        </Field>
        <Field id={address.id} label={t("form.taxInvoiceAddress")} labelSuffix={requiredMark} error={address.error}>
          {(control) => (
            <textarea
              {...control}
              key={address.key}
              name={address.name}
              rows={3}
              autoComplete="street-address"
              maxLength={taxInvoiceLimits.taxInvoiceAddress}
              defaultValue={address.initialValue}
            />
          )}
        </Field>
        <Field
          id={taxId.id}
          label={t("form.taxInvoiceTaxId")}
          labelSuffix={requiredMark}
          hint={t("form.taxInvoiceTaxIdHint")}
          error={taxId.error}
        >
          {(control) => (
            <input
              {...control}
              key={taxId.key}
              name={taxId.name}
              inputMode="numeric"
              autoComplete="off"
              maxLength={30}
              defaultValue={taxId.initialValue}
            />
          )}
        </Field>
        <fieldset id={branch.id} aria-describedby={branch.error ? `${branch.id}-error` : undefined}>
          <legend className={labelClass}>{t("form.taxInvoiceBranch")}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {taxInvoiceBranchKinds.map((kind) => (
              <label key={kind} className="inline-flex items-center gap-2 text-slate-800">
                <input
                  key={branch.key}
                  type="radio"
                  name={branch.name}
                  value={kind}
                  defaultChecked={chosenBranch === kind}
                  className="size-4 accent-brand-700"
                />
                {t(kind === "headOffice" ? "form.taxInvoiceHeadOffice" : "form.taxInvoiceBranchOffice")}
              </label>
            ))}
          </div>
          <FieldError id={`${branch.id}-error`} message={branch.error} />
        </fieldset>
        <Field
          id={branchNumber.id}
          label={t("form.taxInvoiceBranchNumber")}
          hint={t("form.taxInvoiceBranchNumberHint")}
          error={branchNumber.error}
          className="sm:max-w-xs"
        >
          {(control) => (
            <input
              {...control}
              key={branchNumber.key}
              name={branchNumber.name}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              defaultValue={branchNumber.initialValue}
            />
          )}
        </Field>
      </fieldset>
    </div>
  );
}
