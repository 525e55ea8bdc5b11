// The contact form: a plain <Form method="post"> that works without JavaScript; with it, the
// fields are checked in the browser by the same schema as the server (loaded on first focus, as
// zod is too big for the page's first load), a bot-check token is added when captcha is on, and
// the result is announced without a page load. The state is conform's, through useAppForm.
import { lazySchema } from "~/components/forms/lazy-schema";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useNavigation, useSubmit } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { interpolate } from "~/i18n/i18n";
import { stringsT } from "~/i18n/messages";
import type { AttestationConfig } from "~/lib/attestation/attestation-config";
import type { AttestationError } from "~/lib/attestation/attestation-errors";
import { attestationErrorMessageKey } from "~/lib/attestation/attestation-message-key";
import type { AttestationMessageKey } from "~/lib/attestation/attestation-messages";
import { useLazyAttestation } from "~/lib/attestation/use-lazy-attestation";
import type { ErrorText } from "~/lib/forms/parse-form";
import {
  ATTESTATION_TOKEN_FIELD,
  contactLimits,
  type ContactReply,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
} from "../contact-form-fields";
import type { ContactFormStrings } from "../contact-form-messages";

const schema = lazySchema(() => import("../contact-schema"));

type ContactValues = { name: string; email: string; phone: string; company: string; packageId: string; message: string };
type ContactField = keyof ContactValues;

export interface ContactFormProps {
  strings: ContactFormStrings;
  formToken: string;
  retentionMonths: number;
  /** The package chosen with "Get started" (?package=), pre-selected. */
  packageId: string | null;
  packages: { id: string; title: string }[];
  attestation: AttestationConfig | null;
  /**
   * The bot check's messages (attestation-messages.ts) in the page's language, chosen for an error
   * by attestationErrorMessageKey; sent by the loader only when captcha is on, so the catalogue
   * stays out of the page's script.
   */
  attestationStrings: Partial<Record<AttestationMessageKey, string>> | null;
  /** After a message has been stored (for the analytics event; features do not import each other). */
  onSent?: (details: { packageId: string | null }) => void;
}

export function ContactForm({
  strings,
  formToken,
  retentionMonths,
  packageId,
  packages,
  attestation,
  attestationStrings,
  onSent,
}: ContactFormProps) {
  const reply = useActionData() as ContactReply | undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  const [clientFormError, setClientFormError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const errorText = useRef<ErrorText | null>(null);
  const { form, fields, statusRef } = useAppForm<ContactValues>({
    lastResult: reply?.result,
    defaultValue: { packageId: packageId ?? "" },
    validate: (formData) => {
      if (!schema.current) return null;
      // The schema's messages are keys of the loader-sent catalogue.
      errorText.current ??= schema.current.contactErrorText(stringsT(strings) as (key: string) => string);
      return schema.current.checkContactForm(formData, errorText.current);
    },
  });
  const attestationCheck = useLazyAttestation(attestation);
  const submitting = preparing || (navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post");
  // Shown (and focused) once the submit has settled: focus cannot land on a region still hidden.
  const sent = !submitting ? (reply?.success?.receipt ?? null) : null;

  // A new answer from the server replaces what the browser found.
  useEffect(() => setClientFormError(null), [reply]);

  useEffect(() => {
    if (!sent) return;
    statusRef.current?.focus();
    onSent?.({ packageId });
    // Once per stored message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent]);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    if (!schema.current) {
      // The fields are checked in the browser before anything is sent: once the schema is here,
      // the same submit starts again.
      event.preventDefault();
      if (await schema.load()) element.requestSubmit();
      else {
        setClientFormError(strings.errors.network);
        requestAnimationFrame(() => statusRef.current?.focus());
      }
      return;
    }
    // conform checks the fields first and stops the submit when one is wrong (focusing it).
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (submitting) return;
    const formData = new FormData(element);
    setPreparing(true);
    try {
      const token = await attestationCheck.getToken();
      if (token) formData.set(ATTESTATION_TOKEN_FIELD, token);
      setClientFormError(null);
      await submit(formData, { method: "post", preventScrollReset: true });
    } catch (error) {
      // The bot check could not give a token (offline, blocked).
      setClientFormError(
        // AttestationError (lib/attestation/attestation-errors.ts), told apart by its name and code so
        // that its module stays out of this page's script.
        error instanceof Error && error.name === "AttestationError"
          ? (attestationStrings?.[attestationErrorMessageKey(error as AttestationError)] ?? strings.errors.network)
          : strings.errors.network,
      );
      requestAnimationFrame(() => statusRef.current?.focus());
    } finally {
      setPreparing(false);
    }
  }

  const label = (field: ContactField) => strings.fields[field as keyof ContactFormStrings["fields"]];
  const suffix = (required?: boolean) => (
    <>
      {" "}
      <span className="font-normal text-slate-600">({required ? strings.required : strings.optional})</span>
    </>
  );

  const input = (
    field: Exclude<ContactField, "packageId" | "message">,
    options: { type?: string; autoComplete?: string; required?: boolean; hint?: string; inputMode?: "tel" | "email" },
  ) => (
    <Field
      id={fields[field].id}
      label={label(field)}
      labelSuffix={suffix(options.required)}
      hint={options.hint}
      error={fields[field].errors?.[0]}
    >
      {(control) => (
        <input
          {...control}
          key={fields[field].key}
          name={fields[field].name}
          type={options.type ?? "text"}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete}
          required={options.required}
          aria-required={options.required || undefined}
          maxLength={contactLimits[field]}
          defaultValue={fields[field].initialValue ?? ""}
        />
      )}
    </Field>
  );

  const order: ContactField[] = ["name", "email", "phone", "company", "packageId", "message"];
  const formError = clientFormError ?? form.errors?.[0];
  return (
    <Card as="section" aria-labelledby={`${form.id}-title`}>
      <h2 id={`${form.id}-title`} className="text-2xl font-bold text-slate-900">
        {strings.title}
      </h2>
      <p className="mt-2 text-slate-700">{strings.lead}</p>

      <FormStatus
        statusRef={statusRef}
        className="mt-5"
        formErrors={formError ? [formError] : undefined}
        fields={order.map((field) => ({ id: fields[field].id, label: label(field), errors: fields[field].errors }))}
        summaryTitle={strings.errors.summary}
        success={
          sent ? (
            <Alert tone="success">
              <p className="font-semibold">{strings.success.title}</p>
              <p className="mt-1">{strings.success.body}</p>
            </Alert>
          ) : null
        }
      />

      <Form
        id={form.id}
        method="post"
        noValidate
        onSubmit={handleSubmit}
        onFocus={() => void schema.load()}
        aria-busy={submitting || undefined}
        className="mt-6 space-y-5"
      >
        <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
        <div className="grid gap-5 sm:grid-cols-2">
          {input("name", { autoComplete: "name", required: true })}
          {input("email", { type: "email", autoComplete: "email", required: true, inputMode: "email" })}
          {input("phone", { type: "tel", autoComplete: "tel", hint: strings.hints.phone, inputMode: "tel" })}
          {input("company", { autoComplete: "organization" })}
        </div>

        <Field id={fields.packageId.id} label={strings.fields.packageId} labelSuffix={suffix(false)}>
          {(control) => (
            <select
              {...control}
              // A new ?package= (a "Get started" link followed on this page) chooses again.
              key={`${fields.packageId.key}-${packageId ?? ""}`}
              name={fields.packageId.name}
              // A hostile post can repeat the field; a single-choice <select> takes one value.
              defaultValue={
                (typeof fields.packageId.initialValue === "string" ? fields.packageId.initialValue : undefined) ?? packageId ?? ""
              }
            >
              <option value="">{strings.fields.packageNone}</option>
              {packages.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title}
                </option>
              ))}
            </select>
          )}
        </Field>

        <Field
          id={fields.message.id}
          label={strings.fields.message}
          labelSuffix={suffix(true)}
          hint={strings.hints.message}
          error={fields.message.errors?.[0]}
        >
          {(control) => (
            <textarea
              {...control}
              key={fields.message.key}
              name={fields.message.name}
              rows={6}
              required
              aria-required
              maxLength={contactLimits.message}
              defaultValue={fields.message.initialValue ?? ""}
            />
          )}
        </Field>

        {/* People never see or reach this field; bots that fill every input do. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${form.id}-${HONEYPOT_FIELD}`}>{strings.honeypot}</label>
          <input
            id={`${form.id}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        {attestationCheck.bridge}

        <p className="text-sm text-slate-700">
          {interpolate(strings.privacy.before, { months: retentionMonths })}{" "}
          <Link to="/privacy-policy" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {strings.privacy.link}
          </Link>
          {strings.privacy.after}
        </p>

        <Button type="submit" size="lg" block pending={submitting} pendingLabel={strings.sending}>
          {strings.submit}
        </Button>
      </Form>
    </Card>
  );
}
