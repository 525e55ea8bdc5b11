// The payment form: full payment or deposit, add-ons, maintenance plan note, the customer's
// details, an optional tax invoice and the method, with the live breakdown. Used by the payment modal and by the /checkout
// page (the no-JavaScript path); both post to the /checkout action, which checks with the same
// schema and answers the one form reply (or goes to the new order's page).
import { useMemo, useState } from "react";
import { type FetcherWithComponents, Form } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { localeFor } from "~/i18n/config";
import { type MessageKey, useMessages } from "~/i18n/messages";
import type { AttestationConfig } from "~/lib/attestation/attestation-config";
import { ATTESTATION_FIELD } from "~/lib/attestation/attestation-config";
import type { FormResult } from "~/lib/forms/form-reply";
import { type CatalogueNames, formatMoney, type PublicCatalogue } from "~/lib/pricing";
import {
  type CheckoutField,
  type CustomerField,
  summaryFields,
  type TaxInvoiceField,
  taxInvoiceFields,
} from "../checkout-form-fields";
import { checkoutMessages } from "../checkout-messages";
import type { OrderMethod } from "../checkout-types";
import { isPaymentOption, type PaymentOption, priceOrder } from "../order-pricing";
import { CustomerFields, type TextField } from "./checkout-customer-fields";
import { TaxInvoiceFields } from "./checkout-tax-invoice-fields";
import { MethodChoice } from "./checkout-method-choice";
import { AddOnChoices, MaintenancePlanField, PaymentOptionChoice } from "./checkout-order-choices";
import { OrderBreakdown } from "./order-breakdown";
import { useCheckoutForm } from "./use-checkout-form";

type Key = MessageKey<typeof checkoutMessages>;

export interface CheckoutFormData {
  packageId: string;
  /** What is on offer (visible rows only), with names in the page's language. */
  catalogue: PublicCatalogue;
  option: PaymentOption;
  /** 7% VAT is added on top of the prices (invoicing settings; ADR 097). */
  vatOnTop: boolean;
  methods: OrderMethod[];
  /** PromptPay or bank transfer without the agency's details yet: said so in the method choice. */
  awaitingDetails?: ("promptpay" | "bank_transfer")[];
  /** The details on offer are the seed's samples (a site with sample content; ADR 098). */
  sampleDetails?: boolean;
  idempotencyKey: string;
  attestation: AttestationConfig | null;
}

/** A quantity sent back with a refusal, within what the box allows. */
function quantityOf(value: unknown, max: number): number {
  const raw = value === "on" ? 1 : Math.trunc(Number(value));
  return Number.isFinite(raw) ? Math.min(Math.max(raw, 0), max) : 0;
}

/** The names the breakdown prints, from the public catalogue. */
function namesOf(catalogue: PublicCatalogue): CatalogueNames {
  return {
    packages: Object.fromEntries(catalogue.packages.map((row) => [row.id, row.title])),
    addOns: Object.fromEntries(catalogue.addOns.map((row) => [row.id, row.name])),
    plans: Object.fromEntries(catalogue.plans.map((row) => [row.id, row.name])),
  };
}

export function CheckoutForm({
  data,
  lastResult,
  fetcher,
  onOptionChange,
  headingLevel = 3,
}: {
  data: CheckoutFormData;
  /** The /checkout action's last reply (`result`), from the page's action data or the modal's fetcher. */
  lastResult: FormResult | null | undefined;
  /** In the modal: submit without leaving the page until the order exists. */
  fetcher?: FetcherWithComponents<unknown>;
  onOptionChange?: (option: PaymentOption) => void;
  /** The order summary's heading: 3 under the modal's title, 2 on the /checkout page under its h1. */
  headingLevel?: 2 | 3;
}) {
  const { t, language } = useMessages(checkoutMessages);
  const locale = localeFor(language);
  const thb = (satang: number) => formatMoney(satang, "THB", locale);
  const { form, fields, statusRef, submitting, formError, onSubmit, onFocus, attestationBridge } = useCheckoutForm({
    lastResult,
    attestation: data.attestation,
    offers: data.catalogue,
    fetcher,
  });
  const { catalogue } = data;
  const names = useMemo(() => namesOf(catalogue), [catalogue]);
  const addOnFields = fields.addOn.getFieldset();

  // The choices that change the price are held here for the live breakdown; a refused
  // submission's values (the page without JavaScript) are where they start.
  const [option, setOption] = useState<PaymentOption>(() =>
    isPaymentOption(fields.option.initialValue) ? fields.option.initialValue : data.option,
  );
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(
      catalogue.addOns.map(({ id, maxQuantity }) => [id, quantityOf(addOnFields[id]?.initialValue ?? 0, maxQuantity)]),
    ),
  );
  const [plan, setPlan] = useState(() => fields.maintenancePlan.initialValue ?? "");
  const [method, setMethod] = useState<OrderMethod | "">(() => {
    const sent = data.methods.find((value) => value === fields.method.initialValue);
    return sent ?? (data.methods.length === 1 ? (data.methods[0] as OrderMethod) : "");
  });

  const pricing = useMemo(() => {
    try {
      return priceOrder(catalogue, { packageId: data.packageId, addOns: quantities, option, vatOnTop: data.vatOnTop });
    } catch {
      return priceOrder(catalogue, { packageId: data.packageId, addOns: {}, option, vatOnTop: data.vatOnTop });
    }
  }, [catalogue, data.packageId, quantities, option, data.vatOnTop]);

  const errorOf = (field: CheckoutField): string | undefined =>
    field === "addOn" ? Object.values(fields.addOn.allErrors).flat()[0] : fields[field].errors?.[0];
  const choice = (field: "option" | "addOn" | "maintenancePlan" | "method") => ({
    id: fields[field].id,
    name: fields[field].name,
    error: errorOf(field),
  });
  const text = (field: CustomerField | TaxInvoiceField | "taxInvoice"): TextField => ({
    id: fields[field].id,
    name: fields[field].name,
    key: fields[field].key,
    initialValue: fields[field].initialValue,
    error: errorOf(field),
  });
  const fieldLabel = (field: CheckoutField): string => {
    if (field === "option") return t("option.legend");
    if (field === "addOn") return t("addOns.legend");
    if (field === "maintenancePlan") return t("maintenance.label");
    if (field === "method") return t("method.legend");
    return t(`form.${field}` as Key);
  };
  const inError = summaryFields.filter((field) => errorOf(field));

  const FormTag = fetcher ? fetcher.Form : Form;
  return (
    // The package in the address too: without JavaScript the answer is the /checkout page again,
    // whose loader needs it to show the form with its messages.
    <FormTag
      id={form.id}
      method="post"
      action={`/checkout?package=${data.packageId}&option=${option}`}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      className="space-y-6"
    >
      <input type="hidden" name="packageId" value={data.packageId} />
      <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
      <input type="hidden" name={ATTESTATION_FIELD} defaultValue="" />
      <input type="hidden" name="lang" value={language} />

      <FieldError id={`${fields.packageId.id}-error`} message={errorOf("packageId")} />
      <FormStatus
        statusRef={statusRef}
        formErrors={formError ? [formError] : undefined}
        fields={summaryFields.map((field) => {
          const error = errorOf(field);
          return { id: fields[field].id, label: fieldLabel(field), errors: error ? [error] : undefined };
        })}
        summaryTitle={inError.length === 1 ? t("errors.summaryOne") : t("errors.summary", { count: inError.length })}
      />

      <PaymentOptionChoice
        field={choice("option")}
        value={option}
        onChange={(value) => {
          setOption(value);
          onOptionChange?.(value);
        }}
      />
      <AddOnChoices
        field={choice("addOn")}
        addOns={catalogue.addOns}
        inputs={Object.fromEntries(
          catalogue.addOns.map(({ id }) => {
            const input = addOnFields[id];
            return [id, { id: input?.id ?? id, name: input?.name ?? `addOn.${id}`, invalid: Boolean(input?.errors?.length) }];
          }),
        )}
        quantities={quantities}
        onChange={setQuantities}
        price={thb}
      />
      <MaintenancePlanField
        field={choice("maintenancePlan")}
        plans={catalogue.plans}
        value={plan}
        onChange={setPlan}
        price={thb}
      />
      <CustomerFields
        fields={{
          fullName: text("fullName"),
          email: text("email"),
          phone: text("phone"),
          company: text("company"),
          requirements: text("requirements"),
        }}
      />
      <TaxInvoiceFields
        requested={text("taxInvoice")}
        fields={Object.fromEntries(taxInvoiceFields.map((field) => [field, text(field)])) as Record<TaxInvoiceField, TextField>}
      />
      <MethodChoice
        field={choice("method")}
        methods={data.methods}
        awaiting={data.awaitingDetails ?? []}
        sample={data.sampleDetails ?? false}
        value={method}
        onChange={setMethod}
      />

      <OrderBreakdown
        pricing={pricing}
        names={names}
        maintenancePlan={plan || null}
        usdCents={catalogue.packages.find((row) => row.id === data.packageId)?.priceUsdCents}
        id={`${form.id}-summary`}
        headingLevel={headingLevel}
      />

      <FieldError id={`${fields.idempotencyKey.id}-error`} message={errorOf("idempotencyKey")} />
      {/* Where the bot check's widget appears, when it needs the visitor (captcha on only). */}
      {attestationBridge}
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
