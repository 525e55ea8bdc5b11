// The customer's details in the payment form (docs/product.md#payment-form): full name, e-mail,
// phone, company (optional) and the project's requirements. Uncontrolled: conform keeps what was
// typed, and a refused submission brings it back.
import { Field, labelClass } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { checkoutLimits, type CustomerField } from "../checkout-form-fields";
import { checkoutMessages } from "../checkout-messages";

/** What a control needs of conform's field. */
export interface TextField {
  id: string;
  name: string;
  key: string | undefined;
  initialValue: string | undefined;
  error: string | undefined;
}

const inputs = [
  ["fullName", "text", "name", true],
  ["email", "email", "email", true],
  ["phone", "tel", "tel", true],
  ["company", "text", "organization", false],
] as const;

export function CustomerFields({ fields }: { fields: Record<CustomerField, TextField> }) {
  const { t } = useMessages(checkoutMessages);
  const requiredMark = (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  );
  const { requirements } = fields;
  return (
    <fieldset className="space-y-4">
      <legend className={`${labelClass} mb-2`}>{t("form.legend")}</legend>
      {inputs.map(([name, type, autoComplete, required]) => {
        const field = fields[name];
        return (
          <Field
            key={name}
            id={field.id}
            label={t(`form.${name}`)}
            labelSuffix={required ? requiredMark : null}
            error={field.error}
          >
            {(control) => (
              <input
                {...control}
                key={field.key}
                name={field.name}
                type={type}
                autoComplete={autoComplete}
                required={required}
                aria-required={required || undefined}
                maxLength={checkoutLimits[name]}
                defaultValue={field.initialValue}
              />
            )}
          </Field>
        );
      })}
      <Field
        id={requirements.id}
        label={t("form.requirements")}
        labelSuffix={requiredMark}
        hint={t("form.requirementsHint")}
        error={requirements.error}
      >
        {(control) => (
          <textarea
            {...control}
            key={requirements.key}
            name={requirements.name}
            rows={4}
            required
            aria-required
            maxLength={checkoutLimits.requirements}
            defaultValue={requirements.initialValue}
          />
        )}
      </Field>
    </fieldset>
  );
}
