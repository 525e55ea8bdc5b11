// The payment form: add-ons, maintenance plan note, full or deposit, the customer's details and
// the method, with the live breakdown. Used by the payment modal and by the /checkout page (the
// no-JavaScript path); both post to the /checkout action, which validates with the same schema.
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { type FetcherWithComponents, Form, useSubmit } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field, FieldError as KitFieldError, labelClass } from "~/components/ui/field";
import { localeFor } from "~/i18n/config";
import { type MessageKey, useMessages } from "~/i18n/messages";
import type { AttestationConfig } from "~/lib/attestation/attestation-config";
import { ATTESTATION_FIELD } from "~/lib/attestation/attestation-config";
import { useAttestation } from "~/lib/attestation/use-attestation";
import { addOns, formatMoney, maintenancePlans, type PackageId, terms } from "~/lib/pricing";
import { checkoutMessages } from "../checkout-messages";
import { CheckoutSchema, type CheckoutField, checkoutFormValues, fieldErrors } from "../checkout-schema";
import type { OrderMethod } from "../checkout-types";
import { maxAddOnQuantity, type PaymentOption, priceOrder } from "../order-pricing";
import { OrderBreakdown } from "./order-breakdown";

// The fields the error summary can point at, in the order of the form.
const summaryFields: CheckoutField[] = [
  "option",
  "addOns",
  "maintenancePlan",
  "fullName",
  "email",
  "phone",
  "company",
  "requirements",
  "method",
];

type Key = MessageKey<typeof checkoutMessages>;

export interface CheckoutFormData {
  packageId: PackageId;
  option: PaymentOption;
  methods: OrderMethod[];
  idempotencyKey: string;
  attestation: AttestationConfig | null;
}

export interface CheckoutActionData {
  errors?: Partial<Record<CheckoutField, string>>;
  /** What the visitor typed, so a page without JavaScript shows it again next to the messages. */
  values?: Partial<Record<"fullName" | "email" | "phone" | "company" | "requirements", string>>;
  /** A translated message about the whole form (expired, rate limit, attestation). */
  formError?: string;
}

export function CheckoutForm({
  data,
  actionData,
  fetcher,
  onOptionChange,
}: {
  data: CheckoutFormData;
  actionData?: CheckoutActionData;
  /** In the modal: submit without leaving the page until the order exists. */
  fetcher?: FetcherWithComponents<unknown>;
  onOptionChange?: (option: PaymentOption) => void;
}) {
  const { t, language } = useMessages(checkoutMessages);
  const locale = localeFor(language);
  const thb = (satang: number) => formatMoney(satang, "THB", locale);
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const attestation = useAttestation(data.attestation, { purpose: "/checkout" });

  const [option, setOption] = useState<PaymentOption>(data.option);
  const [quantities, setQuantities] = useState<Record<string, number>>({ domain: 0, extraPage: 0, premiumSsl: 0, logo: 0 });
  const [plan, setPlan] = useState("");
  const [method, setMethod] = useState<OrderMethod | "">(data.methods.length === 1 ? (data.methods[0] as OrderMethod) : "");
  const [clientErrors, setClientErrors] = useState<Partial<Record<CheckoutField, string>> | null>(null);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // Set synchronously, so a second click in the same frame is refused before React re-renders.
  const sentRef = useRef(false);

  const serverErrors = actionData?.errors;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `{}` each render re-runs the focus effect; kept as it behaves today
  const errors = clientErrors ?? serverErrors ?? {};
  const shownFormError = formError ?? actionData?.formError;
  const submitting = busy || (fetcher ? fetcher.state !== "idle" : false);

  // A new answer from the server replaces what the browser found.
  useEffect(() => {
    setClientErrors(null);
    setFormError(undefined);
    setBusy(false);
    sentRef.current = false;
  }, [actionData]);

  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (!errorCount) return;
    const first = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    first?.focus();
  }, [errors, errorCount]);

  const pricing = useMemo(() => {
    try {
      return priceOrder({ packageId: data.packageId, addOns: quantities, option });
    } catch {
      return priceOrder({ packageId: data.packageId, addOns: {}, option });
    }
  }, [data.packageId, quantities, option]);

  const errorOf = (field: CheckoutField) => (errors[field] ? t(errors[field] as Key) : undefined);
  const describedBy = (field: CheckoutField, hint?: string) =>
    [hint, errors[field] ? `${fieldId(field)}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const invalid = (field: CheckoutField) => (errors[field] ? true : undefined);
  const fieldLabel = (field: CheckoutField): string => {
    if (field === "option") return t("option.legend");
    if (field === "addOns") return t("addOns.legend");
    if (field === "maintenancePlan") return t("maintenance.label");
    if (field === "method") return t("method.legend");
    return t(`form.${field}` as Key);
  };
  const FieldError = ({ field }: { field: CheckoutField }) => (
    <KitFieldError id={`${fieldId(field)}-error`} message={errorOf(field)} />
  );

  const FormTag = fetcher ? fetcher.Form : Form;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const parsed = CheckoutSchema.safeParse(checkoutFormValues(new FormData(form)));
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrors(parsed.error));
      return;
    }
    setClientErrors({});
    // A double click sends nothing twice: the first submit is under way (the server would find
    // the same order by its idempotency key anyway).
    if (sentRef.current || submitting) {
      event.preventDefault();
      return;
    }
    sentRef.current = true;
    setBusy(true);
    if (!data.attestation) return;
    event.preventDefault();
    try {
      const token = await attestation.getToken();
      const field = form.elements.namedItem(ATTESTATION_FIELD) as HTMLInputElement | null;
      if (field) field.value = token ?? "";
      if (fetcher) fetcher.submit(form);
      else submit(form);
    } catch {
      sentRef.current = false;
      setBusy(false);
      setFormError(t("errors.expired"));
    }
  }

  const label = labelClass;
  const requiredMark = (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  );
  const percent = (value: number) => `${value}%`;

  return (
    // The package in the address too: without JavaScript the answer is the /checkout page again,
    // whose loader needs it to show the form with its messages.
    <FormTag
      method="post"
      action={`/checkout?package=${data.packageId}&option=${option}`}
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="space-y-6"
    >
      <input type="hidden" name="packageId" value={data.packageId} />
      <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
      <input type="hidden" name={ATTESTATION_FIELD} defaultValue="" />
      <input type="hidden" name="lang" value={language} />

      <FieldError field="packageId" />
      <div aria-live="polite" aria-atomic="true">
        {shownFormError ? (
          <Alert tone="error" live="assertive" className="text-sm font-medium">
            {shownFormError}
          </Alert>
        ) : errorCount ? (
          <ErrorSummary
            title={errorCount === 1 ? t("errors.summaryOne") : t("errors.summary", { count: errorCount })}
            errors={summaryFields
              .filter((field) => errors[field])
              .map((field) => ({ fieldId: fieldId(field), message: fieldLabel(field) }))}
          />
        ) : null}
      </div>

      <fieldset id={fieldId("option")}>
        <legend className={label}>{t("option.legend")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(["full", "deposit"] as const).map((value) => (
            <label
              key={value}
              className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="option"
                value={value}
                checked={option === value}
                onChange={() => {
                  setOption(value);
                  onOptionChange?.(value);
                }}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">
                  {value === "full" ? t("option.full") : t("option.deposit", { percent: percent(terms.depositPercent) })}
                </span>
                <span className="block text-sm text-slate-600">
                  {value === "full"
                    ? t("option.fullHint", { percent: percent(terms.fullPaymentDiscountPercent) })
                    : t("option.depositHint", { percent: percent(terms.depositPercent) })}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError field="option" />
      </fieldset>

      <fieldset id={fieldId("addOns")} aria-describedby={describedBy("addOns")}>
        <legend className={label}>{t("addOns.legend")}</legend>
        <div className="mt-2 space-y-3">
          {addOns.map((addOn) => {
            const price = thb(addOn.priceSatang);
            const hint =
              addOn.per === "year"
                ? t("addOns.perYear", { price })
                : addOn.per === "page"
                  ? t("addOns.perPage", { price })
                  : t("addOns.once", { price });
            const name = `addOn.${addOn.id}`;
            if (addOn.id === "logo") {
              return (
                <label key={addOn.id} className="flex items-center gap-3">
                  <input
                    type="checkbox"
                    name={name}
                    checked={quantities.logo === 1}
                    onChange={(event) => setQuantities({ ...quantities, logo: event.target.checked ? 1 : 0 })}
                    className="h-4 w-4 accent-brand-700"
                  />
                  <span className="text-slate-900">
                    {t("addOns.logo")} <span className="text-sm text-slate-600">({hint})</span>
                  </span>
                </label>
              );
            }
            const unit = t(`addOns.${addOn.id}Unit` as Key);
            return (
              <div key={addOn.id} className="flex flex-wrap items-center justify-between gap-2">
                <label htmlFor={fieldId(name)} className="text-slate-900">
                  {t(`addOns.${addOn.id}` as Key)} <span className="text-sm text-slate-600">({hint})</span>
                </label>
                <span className="flex items-center gap-2">
                  <input
                    id={fieldId(name)}
                    type="number"
                    inputMode="numeric"
                    name={name}
                    min={0}
                    max={maxAddOnQuantity[addOn.id]}
                    step={1}
                    value={quantities[addOn.id] ?? 0}
                    onChange={(event) => {
                      const next = Math.trunc(Number(event.target.value));
                      const bounded = Number.isFinite(next) ? Math.min(Math.max(next, 0), maxAddOnQuantity[addOn.id]) : 0;
                      setQuantities({ ...quantities, [addOn.id]: bounded });
                    }}
                    className="w-20 rounded-lg border border-slate-300 px-2 py-1.5 text-right tabular-nums"
                  />
                  <span className="w-10 text-sm text-slate-600" aria-hidden="true">
                    {unit}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
        <FieldError field="addOns" />
      </fieldset>

      <Field
        id={fieldId("maintenancePlan")}
        label={t("maintenance.label")}
        hint={t("maintenance.note")}
        error={errorOf("maintenancePlan")}
      >
        {(control) => (
          <select {...control} name="maintenancePlan" value={plan} onChange={(event) => setPlan(event.target.value)}>
            <option value="">{t("maintenance.none")}</option>
            {maintenancePlans.map((item) => (
              <option key={item.id} value={item.id}>
                {t(`maintenance.${item.id}`, { price: thb(item.monthlySatang) })}
              </option>
            ))}
          </select>
        )}
      </Field>

      <fieldset className="space-y-4">
        <legend className={`${label} mb-2`}>{t("form.legend")}</legend>
        {(
          [
            ["fullName", "text", "name", true],
            ["email", "email", "email", true],
            ["phone", "tel", "tel", true],
            ["company", "text", "organization", false],
          ] as const
        ).map(([name, type, autoComplete, required]) => (
          <Field
            key={name}
            id={fieldId(name)}
            label={t(`form.${name}`)}
            labelSuffix={required ? requiredMark : null}
            error={errorOf(name)}
          >
            {(control) => (
              <input
                {...control}
                name={name}
                type={type}
                autoComplete={autoComplete}
                required={required}
                aria-required={required || undefined}
                maxLength={name === "email" ? 254 : name === "phone" ? 30 : name === "fullName" ? 100 : 120}
                defaultValue={actionData?.values?.[name]}
              />
            )}
          </Field>
        ))}
        <Field
          id={fieldId("requirements")}
          label={t("form.requirements")}
          labelSuffix={requiredMark}
          hint={t("form.requirementsHint")}
          error={errorOf("requirements")}
        >
          {(control) => (
            <textarea
              {...control}
              name="requirements"
              rows={4}
              required
              aria-required
              maxLength={2000}
              defaultValue={actionData?.values?.requirements}
            />
          )}
        </Field>
      </fieldset>

      <fieldset id={fieldId("method")} aria-describedby={describedBy("method")}>
        <legend className={label}>{t("method.legend")}</legend>
        {data.methods.length === 0 ? (
          <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t("method.none")}</p>
        ) : (
          <div className="mt-2 grid gap-2">
            {data.methods.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- each radio is announced invalid until one is chosen */}
                <input
                  type="radio"
                  name="method"
                  value={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                  aria-invalid={invalid("method")}
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{t(`method.${value}`)}</span>
                  <span className="block text-sm text-slate-600">{t(`method.${value}Hint`)}</span>
                </span>
              </label>
            ))}
          </div>
        )}
        <FieldError field="method" />
      </fieldset>

      <OrderBreakdown pricing={pricing} maintenancePlan={(plan || null) as never} showUsd id={`${id}-summary`} />

      <FieldError field="idempotencyKey" />
      {/* aria-disabled, not disabled, while sending: the button keeps the focus, and onSubmit refuses a second order. */}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={data.methods.length === 0}
        aria-disabled={submitting || undefined}
      >
        {submitting ? t("submitting") : t("submit", { amount: thb(pricing.dueNowSatang) })}
      </Button>
    </FormTag>
  );
}
