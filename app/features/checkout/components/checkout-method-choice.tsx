// The payment method in the payment form: the methods on offer right now, or a note when none is,
// and which methods wait for the agency's details (ADR 098).
import { Alert } from "~/components/ui/alert";
import { FieldError, labelClass } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { checkoutMessages } from "../checkout-messages";
import type { OrderMethod } from "../checkout-types";
import type { ChoiceField } from "./checkout-order-choices";

export function MethodChoice({
  field,
  methods,
  awaiting = [],
  sample = false,
  value,
  onChange,
}: {
  field: ChoiceField;
  methods: OrderMethod[];
  awaiting?: ("promptpay" | "bank_transfer")[];
  sample?: boolean;
  value: OrderMethod | "";
  onChange: (method: OrderMethod) => void;
}) {
  const { t } = useMessages(checkoutMessages);
  const errorId = `${field.id}-error`;
  return (
    <fieldset id={field.id} aria-describedby={field.error ? errorId : undefined}>
      <legend className={labelClass}>{t("method.legend")}</legend>
      {methods.length === 0 ? (
        <Alert tone="warning" className="mt-2 text-sm">
          {t("method.none")}
        </Alert>
      ) : (
        <div className="mt-2 grid gap-2">
          {methods.map((method) => (
            <label
              key={method}
              className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- each radio is announced invalid until one is chosen */}
              <input
                type="radio"
                name={field.name}
                value={method}
                checked={value === method}
                onChange={() => onChange(method)}
                aria-invalid={field.error ? true : undefined}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{t(`method.${method}`)}</span>
                <span className="block text-sm text-slate-600">{t(`method.${method}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      )}
      {awaiting.length > 0 ? (
        <ul className="mt-2 grid gap-1 text-sm text-slate-600">
          {awaiting.map((method) => (
            <li key={method}>{t(`method.${method}NotYet`)}</li>
          ))}
        </ul>
      ) : null}
      {sample && methods.some((method) => method !== "card") ? (
        <p className="mt-2 text-sm font-semibold text-amber-800">{t("method.sample")}</p>
      ) : null}
      <FieldError id={errorId} message={field.error} />
    </fieldset>
  );
}
