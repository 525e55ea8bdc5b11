// The contact form: a plain <Form method="post"> that works without JavaScript; with it, the
// fields are checked in the browser by the same schema as the server (loaded on first focus, as
// zod is too big for the page's first load), a bot-check token is added when captcha is on, and
// the result is announced without a page load.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useActionData, useNavigation, useSubmit } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { interpolate } from "~/i18n/i18n";
import type { AttestationConfig } from "~/lib/attestation/attestation-config";
import type { ContactActionData } from "../contact-action-data";
import type { ContactFormStrings } from "../contact-form-messages";
import type { ContactField } from "../contact-schema";
import type { AttestationError } from "~/lib/attestation/attestation-errors";
import { attestationErrorMessageKey } from "~/lib/attestation/attestation-message-key";
import type { AttestationMessageKey } from "~/lib/attestation/attestation-messages";

/** The honeypot's name: an ordinary-looking field that people never see, and bots fill in. */
export const HONEYPOT_FIELD = "website";
export const FORM_TOKEN_FIELD = "formToken";
/**
 * lib/attestation's ATTESTATION_FIELD, spelled out so that its module stays out of this page's
 * script (contact-form.test.ts checks they agree).
 */
export const ATTESTATION_TOKEN_FIELD = "attestationToken";

const AttestationBridge = lazy(() => import("./attestation-bridge"));

type SchemaModule = typeof import("../contact-schema");
let schemaModule: Promise<SchemaModule> | undefined;
const loadSchema = () => (schemaModule ??= import("../contact-schema"));

const fieldOrder: ContactField[] = ["name", "email", "phone", "company", "packageId", "message"];
// The upper bounds, for the error texts; the schema enforces them (these mirror contactLimits).
const limits: Partial<Record<ContactField, number>> = { name: 100, company: 150, message: 5000 };

function lookup(strings: ContactFormStrings, key: string, field?: ContactField): string {
  let node: unknown = strings;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? interpolate(node, { max: field ? (limits[field] ?? "") : "" }) : key;
}

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
  const actionData = useActionData() as ContactActionData | undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const id = useId();
  // getToken of the bot check, once its lazily loaded part has mounted (captcha on only).
  const tokenSource = useRef<{
    ready: Promise<() => Promise<string | null>>;
    resolve: (get: () => Promise<string | null>) => void;
  }>(null);
  if (!tokenSource.current) {
    let resolve: (get: () => Promise<string | null>) => void = () => undefined;
    const ready = new Promise<() => Promise<string | null>>((done) => (resolve = done));
    tokenSource.current = { ready, resolve };
  }
  const latestGetToken = useRef<(() => Promise<string | null>) | null>(null);
  const onAttestationReady = useCallback((get: () => Promise<string | null>) => {
    latestGetToken.current = get;
    tokenSource.current?.resolve(get);
  }, []);
  const [clientErrors, setClientErrors] = useState<Partial<Record<ContactField, string>> | null>(null);
  const [clientFormError, setClientFormError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [selectedPackage, setSelectedPackage] = useState(packageId ?? "");
  const submitting = preparing || (navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post");

  const serverErrors = actionData?.status === "error" ? actionData : undefined;
  const fieldErrors = clientErrors ?? serverErrors?.fieldErrors ?? {};
  const formError = clientFormError ?? serverErrors?.formError;
  const values = serverErrors?.values ?? {};
  const sent = actionData?.status === "sent" && !preparing && !clientErrors && !clientFormError ? actionData.receipt : null;

  // A new answer from the server replaces what the browser found.
  useEffect(() => {
    setClientErrors(null);
    setClientFormError(null);
  }, [actionData]);

  useEffect(() => setSelectedPackage(packageId ?? ""), [packageId]);

  useEffect(() => {
    if (!sent) return;
    formRef.current?.reset();
    setSelectedPackage("");
    statusRef.current?.focus();
    onSent?.({ packageId: packageId });
    // Once per stored message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent]);

  // After an answer with errors, focus the first field in error, or the form's message.
  useEffect(() => {
    if (actionData?.status !== "error") return;
    focusFirstError(actionData.fieldErrors, Boolean(actionData.formError));
  }, [actionData]);

  function focusFirstError(errors: Partial<Record<ContactField, string>>, hasFormError: boolean) {
    const first = fieldOrder.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    else if (hasFormError) statusRef.current?.focus();
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const formData = new FormData(form);
    setPreparing(true);
    try {
      const { validateContactForm, contactValuesFrom } = await loadSchema();
      const result = validateContactForm(contactValuesFrom(formData));
      if (!result.success) {
        const translated = Object.fromEntries(
          Object.entries(result.fieldErrors).map(([field, key]) => [
            field,
            lookup(strings, key as string, field as ContactField),
          ]),
        ) as Partial<Record<ContactField, string>>;
        setClientErrors(translated);
        setClientFormError(null);
        focusFirstError(translated, false);
        return;
      }
      setClientErrors(null);
      setClientFormError(null);
      const getToken = attestation ? (latestGetToken.current ?? (await tokenSource.current?.ready)) : undefined;
      const token = getToken ? await getToken() : null;
      if (token) formData.set(ATTESTATION_TOKEN_FIELD, token);
      await submit(formData, { method: "post", preventScrollReset: true });
    } catch (error) {
      // The bot check could not give a token, or the schema chunk could not load (offline).
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

  // While a field in error is corrected, check it again so the message goes away as soon as it
  // is right (on input, not on blur: a message vanishing on blur moves the button being clicked).
  async function handleChange(event: React.FormEvent<HTMLFormElement>) {
    const name = (event.target as unknown as HTMLInputElement).name as ContactField;
    if (!fieldErrors[name]) return;
    // Read now: React clears currentTarget once the handler yields.
    const values = new FormData(event.currentTarget);
    const { validateContactForm, contactValuesFrom } = await loadSchema();
    const result = validateContactForm(contactValuesFrom(values));
    const key = result.success ? undefined : result.fieldErrors[name];
    const message = key ? lookup(strings, key, name) : undefined;
    setClientErrors((current) => ({ ...(current ?? serverErrors?.fieldErrors ?? {}), [name]: message }));
  }

  const errorCount = Object.values(fieldErrors).filter(Boolean).length;
  const fieldId = (field: string) => `${id}-${field}`;
  const label = (field: ContactField) => strings.fields[field as keyof ContactFormStrings["fields"]];
  const suffix = (required?: boolean) => (
    <>
      {" "}
      <span className="font-normal text-slate-600">({required ? strings.required : strings.optional})</span>
    </>
  );

  const input = (
    field: ContactField,
    options: { type?: string; autoComplete?: string; required?: boolean; hint?: string; inputMode?: "tel" | "email" },
  ) => (
    <Field
      id={fieldId(field)}
      label={label(field)}
      labelSuffix={suffix(options.required)}
      hint={options.hint}
      error={fieldErrors[field]}
    >
      {(control) => (
        <input
          {...control}
          name={field}
          type={options.type ?? "text"}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete}
          required={options.required}
          aria-required={options.required || undefined}
          maxLength={field === "email" ? 254 : field === "phone" ? 30 : limits[field]}
          defaultValue={values[field] ?? ""}
        />
      )}
    </Field>
  );

  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {strings.title}
      </h2>
      <p className="mt-2 text-slate-700">{strings.lead}</p>

      <div
        ref={statusRef}
        tabIndex={-1}
        role={formError || errorCount ? "alert" : "status"}
        aria-live={formError || errorCount ? "assertive" : "polite"}
        className="mt-5 outline-none empty:hidden"
      >
        {sent ? (
          <Alert tone="success">
            <p className="font-semibold">{strings.success.title}</p>
            <p className="mt-1">{strings.success.body}</p>
          </Alert>
        ) : formError ? (
          <Alert tone="error" className="font-medium">
            {formError}
          </Alert>
        ) : errorCount > 0 ? (
          <ErrorSummary
            live={false}
            title={strings.errors.summary}
            errors={fieldOrder
              .filter((field) => fieldErrors[field])
              .map((field) => ({ fieldId: fieldId(field), message: label(field) }))}
          />
        ) : null}
      </div>

      <Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={handleSubmit}
        onFocus={() => void loadSchema()}
        onChange={handleChange}
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

        <Field id={fieldId("packageId")} label={strings.fields.packageId} labelSuffix={suffix(false)}>
          {(control) => (
            <select
              {...control}
              name="packageId"
              value={values.packageId !== undefined && !clientErrors && serverErrors ? values.packageId : selectedPackage}
              onChange={(event) => setSelectedPackage(event.target.value)}
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
          id={fieldId("message")}
          label={strings.fields.message}
          labelSuffix={suffix(true)}
          hint={strings.hints.message}
          error={fieldErrors.message}
        >
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={6}
              required
              aria-required
              maxLength={limits.message}
              defaultValue={values.message ?? ""}
            />
          )}
        </Field>

        {/* People never see or reach this field; bots that fill every input do. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>{strings.honeypot}</label>
          <input
            id={fieldId(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        {attestation ? (
          <Suspense fallback={null}>
            <AttestationBridge config={attestation} onReady={onAttestationReady} />
          </Suspense>
        ) : null}

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
