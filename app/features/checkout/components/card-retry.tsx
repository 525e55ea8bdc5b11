// /payment-success's retry of a failed card (or Stripe PromptPay) payment (the order is kept), and the status region
// where the server's refusal of a retry, or of the order page's card button, is announced. Loaded
// only when there is something to retry or to announce (payment-status-page.tsx).
import { Form, Link, useNavigation } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Button } from "~/components/ui/button";
import { useMessages } from "~/i18n/messages";
import type { FormResult } from "~/lib/forms/form-reply";
import { stripeMessages } from "../stripe-messages";

export function CardRetry({
  reference,
  token,
  method,
  orderPath,
  retry,
  lastResult,
}: {
  reference: string;
  token: string;
  /** How the failed attempt was paid at Stripe: the retry pays the same way. */
  method: "card" | "promptpay";
  orderPath: string | null;
  /** Whether the payment failed and can be tried again (else only the status region). */
  retry: boolean;
  lastResult: FormResult | null | undefined;
}) {
  const { t } = useMessages(stripeMessages);
  const navigation = useNavigation();
  // Its fields are the order's link, hidden: the server checks alone.
  const { form, statusRef } = useAppForm<{ ref: string; t: string }>({ lastResult });
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/payment-success");
  return (
    <>
      {retry ? (
        <Form
          id={form.id}
          method="post"
          action="/payment-success"
          onSubmit={form.onSubmit}
          className="mt-8 flex flex-wrap items-center gap-4"
        >
          <input type="hidden" name="ref" value={reference} />
          <input type="hidden" name="t" value={token} />
          <input type="hidden" name="method" value={method} />
          <Button type="submit" size="lg" pending={submitting} pendingLabel={t("success.retrying")}>
            {t("success.retry")}
          </Button>
          {orderPath ? (
            <Link to={orderPath} className="font-semibold text-brand-700 underline">
              {t("success.backToOrder")}
            </Link>
          ) : null}
        </Form>
      ) : null}

      <FormStatus statusRef={statusRef} className="mt-4" formErrors={form.errors} fields={[]} summaryTitle={null} />
    </>
  );
}
