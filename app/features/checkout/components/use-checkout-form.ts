// The payment form's state and submit: conform's form (useAppForm) over the /checkout action's
// reply, checked in the browser by the action's own schema (loaded on first focus, as zod is too
// big for the pages that open the modal), one order per click, and the bot check's token added
// when captcha is on. In the modal it posts through a fetcher, so the page stays until the order
// exists; as a page, through the router.
import { useEffect, useRef, useState } from "react";
import { type FetcherWithComponents, useSubmit } from "react-router";
import { lazySchema } from "~/components/forms/lazy-schema";
import { useAppForm } from "~/components/forms/use-app-form";
import { useMessages } from "~/i18n/messages";
import type { AttestationConfig } from "~/lib/attestation/attestation-config";
import { ATTESTATION_FIELD } from "~/lib/attestation/attestation-config";
import { useLazyAttestation } from "~/lib/attestation/use-lazy-attestation";
import type { FormResult } from "~/lib/forms/form-reply";
import type { ErrorText } from "~/lib/forms/parse-form";
import type { CheckoutValues } from "../checkout-form-fields";
import type { CheckoutOffers } from "../checkout-schema";
import { checkoutMessages } from "../checkout-messages";

const schema = lazySchema(() => import("../checkout-schema"));

export function useCheckoutForm(options: {
  lastResult: FormResult | null | undefined;
  attestation: AttestationConfig | null;
  /** What the form offers, for the schema: the server checks with the same rows. */
  offers: CheckoutOffers;
  fetcher: FetcherWithComponents<unknown> | undefined;
}) {
  const { lastResult, fetcher } = options;
  const { t } = useMessages(checkoutMessages);
  const submit = useSubmit();
  const attestation = useLazyAttestation(options.attestation, { purpose: "/checkout" });
  const errorText = useRef<ErrorText | null>(null);
  const { form, fields, statusRef } = useAppForm<CheckoutValues>({
    lastResult,
    validate: (formData) => {
      if (!schema.current) return null;
      // The schema's messages are keys of the checkout catalogue.
      errorText.current ??= schema.current.checkoutErrorText(t as (key: string) => string);
      return schema.current.checkCheckoutForm(formData, errorText.current, options.offers);
    },
  });
  const [clientFormError, setClientFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Set synchronously, so a second click in the same frame is refused before React re-renders.
  const sentRef = useRef(false);
  const submitting = busy || (fetcher ? fetcher.state !== "idle" : false);

  // A new answer from the server replaces what the browser found, and the form can be sent again.
  useEffect(() => {
    setClientFormError(null);
    setBusy(false);
    sentRef.current = false;
  }, [lastResult]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    if (!schema.current && !schema.failed) {
      // The fields are checked in the browser before anything is sent: once the schema is here,
      // the same submit starts again (if it cannot load, the server checks alone).
      event.preventDefault();
      await schema.load();
      element.requestSubmit();
      return;
    }
    // conform checks the fields first and stops the submit when one is wrong (focusing it).
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    // A double click sends nothing twice: the first submit is under way (the server would find
    // the same order by its idempotency key anyway).
    if (sentRef.current || submitting) return;
    sentRef.current = true;
    setBusy(true);
    setClientFormError(null);
    let token: string | null = null;
    try {
      token = await attestation.getToken();
    } catch {
      // The bot check could not give a token (offline, blocked).
      sentRef.current = false;
      setBusy(false);
      setClientFormError(t("errors.expired"));
      requestAnimationFrame(() => statusRef.current?.focus());
      return;
    }
    const field = element.elements.namedItem(ATTESTATION_FIELD) as HTMLInputElement | null;
    if (field) field.value = token ?? "";
    if (fetcher) void fetcher.submit(element);
    else void submit(element);
  }

  return {
    form,
    fields,
    statusRef,
    submitting,
    formError: clientFormError ?? form.errors?.[0],
    onSubmit,
    /** The bot check's part (captcha on only): render it inside the form. */
    attestationBridge: attestation.bridge,
    /** Loads the schema as soon as someone starts on the form. */
    onFocus: () => void schema.load(),
  };
}
