// The order's own choices in the payment form: full payment or deposit, the add-ons and the
// maintenance plan. Their values drive the live breakdown, so the form holds them in state.
import { Field, FieldError, labelClass } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { type PublicCatalogue, terms } from "~/lib/pricing";
import { checkoutMessages } from "../checkout-messages";
import type { PaymentOption } from "../order-pricing";

/** What a group needs of conform's field: where the summary links to, its name, its message. */
export interface ChoiceField {
  id: string;
  name: string;
  error: string | undefined;
}

const percent = (value: number) => `${value}%`;
const choiceClass =
  "flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50";

export function PaymentOptionChoice({
  field,
  value,
  onChange,
}: {
  field: ChoiceField;
  value: PaymentOption;
  onChange: (option: PaymentOption) => void;
}) {
  const { t } = useMessages(checkoutMessages);
  return (
    <fieldset id={field.id} aria-describedby={field.error ? `${field.id}-error` : undefined}>
      <legend className={labelClass}>{t("option.legend")}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {(["full", "deposit"] as const).map((option) => (
          <label key={option} className={choiceClass}>
            <input
              type="radio"
              name={field.name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">
                {option === "full" ? t("option.full") : t("option.deposit", { percent: percent(terms.depositPercent) })}
              </span>
              <span className="block text-sm text-slate-600">
                {option === "full"
                  ? t("option.fullHint", { percent: percent(terms.fullPaymentDiscountPercent) })
                  : t("option.depositHint", { percent: percent(terms.depositPercent) })}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${field.id}-error`} message={field.error} />
    </fieldset>
  );
}

export function AddOnChoices({
  field,
  addOns,
  inputs,
  quantities,
  onChange,
  price,
}: {
  field: ChoiceField;
  /** The add-ons on offer, from the catalogue. */
  addOns: PublicCatalogue["addOns"];
  /** Each add-on's control: its id, its name (`addOn.<id>`) and whether its value was refused. */
  inputs: Record<string, { id: string; name: string; invalid: boolean }>;
  quantities: Record<string, number>;
  onChange: (quantities: Record<string, number>) => void;
  price: (satang: number) => string;
}) {
  const { t } = useMessages(checkoutMessages);
  return (
    <fieldset id={field.id} aria-describedby={field.error ? `${field.id}-error` : undefined}>
      <legend className={labelClass}>{t("addOns.legend")}</legend>
      <div className="mt-2 space-y-3">
        {addOns.map((addOn) => {
          const amount = price(addOn.priceSatang);
          const hint =
            addOn.per === "year"
              ? t("addOns.perYear", { price: amount })
              : addOn.per === "page"
                ? t("addOns.perPage", { price: amount })
                : t("addOns.once", { price: amount });
          const input = inputs[addOn.id];
          if (!input) return null;
          // One per order (a logo): a checkbox, not a quantity.
          if (addOn.maxQuantity === 1) {
            return (
              <label key={addOn.id} className="flex items-center gap-3">
                <input
                  id={input.id}
                  type="checkbox"
                  name={input.name}
                  aria-invalid={input.invalid || undefined}
                  aria-describedby={input.invalid ? `${field.id}-error` : undefined}
                  checked={quantities[addOn.id] === 1}
                  onChange={(event) => onChange({ ...quantities, [addOn.id]: event.target.checked ? 1 : 0 })}
                  className="h-4 w-4 accent-brand-700"
                />
                <span className="text-slate-900">
                  {addOn.name} <span className="text-sm text-slate-600">({hint})</span>
                </span>
              </label>
            );
          }
          const max = addOn.maxQuantity;
          return (
            <div key={addOn.id} className="flex flex-wrap items-center justify-between gap-2">
              <label htmlFor={input.id} className="text-slate-900">
                {addOn.name} <span className="text-sm text-slate-600">({hint})</span>
              </label>
              <span className="flex items-center gap-2">
                <input
                  id={input.id}
                  type="number"
                  inputMode="numeric"
                  name={input.name}
                  aria-invalid={input.invalid || undefined}
                  aria-describedby={input.invalid ? `${field.id}-error` : undefined}
                  min={0}
                  max={max}
                  step={1}
                  value={quantities[addOn.id] ?? 0}
                  onChange={(event) => {
                    const next = Math.trunc(Number(event.target.value));
                    const bounded = Number.isFinite(next) ? Math.min(Math.max(next, 0), max) : 0;
                    onChange({ ...quantities, [addOn.id]: bounded });
                  }}
                  className="w-20 rounded-lg border border-slate-300 px-2 py-1.5 text-right tabular-nums"
                />
                <span className="w-10 text-sm text-slate-600" aria-hidden="true">
                  {addOn.per === "once" ? null : t(`addOns.unit.${addOn.per}`)}
                </span>
              </span>
            </div>
          );
        })}
      </div>
      <FieldError id={`${field.id}-error`} message={field.error} />
    </fieldset>
  );
}

export function MaintenancePlanField({
  field,
  plans,
  value,
  onChange,
  price,
}: {
  field: ChoiceField;
  /** The plans on offer, from the catalogue. */
  plans: PublicCatalogue["plans"];
  value: string;
  onChange: (plan: string) => void;
  price: (satang: number) => string;
}) {
  const { t } = useMessages(checkoutMessages);
  return (
    <Field id={field.id} label={t("maintenance.label")} hint={t("maintenance.note")} error={field.error}>
      {(control) => (
        <select {...control} name={field.name} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t("maintenance.none")}</option>
          {plans.map((item) => (
            <option key={item.id} value={item.id}>
              {t("maintenance.plan", { name: item.name, price: price(item.monthlySatang) })}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
