// The question asked before a decision on an order takes effect (confirm a payment, cancel the
// order, withdraw a balance request). The screen opens it through the URL (?ask=…, by a GET form),
// so it works without JavaScript: the dialog then shows in place and "Go back" is a link. With
// JavaScript it is modal (the kit's Dialog: focus kept inside, Escape goes back). The answer posts
// to the page's action; while it runs the submit button says so and the page's decision region is
// busy.
import { useId } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { MAX_FAILURE_REASON } from "../../admin-payments-schema";
import { orderDecisionMessages } from "../../order-decision-messages";
import type { DecisionAsk } from "../../order-decision-rules";

const intents = { confirm: "confirm", cancel: "cancel-order", withdraw: "withdraw-balance" } as const;

export function DecisionDialog({
  ask,
  orderId,
  title,
  body,
  withReason = false,
}: {
  ask: DecisionAsk;
  orderId: number;
  title: string;
  /** What the decision does, one paragraph each (the amount, what is issued, what cannot be undone). */
  body: string[];
  /** An optional reason for staff (a cancellation's). */
  withReason?: boolean;
}) {
  const { t } = useMessages(orderDecisionMessages);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const bodyId = useId();
  const reasonId = useId();
  const page = `/admin/payments/${orderId}`;
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intents[ask];
  const goBack = () => {
    if (!pending) void navigate(page, { replace: true, preventScrollReset: true });
  };
  return (
    <Dialog title={title} role="alertdialog" size="md" describedBy={bodyId} onClose={goBack}>
      <div id={bodyId} className="flex flex-col gap-2 text-slate-700" data-testid="decision-question">
        {body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Form method="post" action={page} preventScrollReset className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value={intents[ask]} />
        {withReason ? (
          <Field id={reasonId} label={t("cancel.reason")}>
            {(control) => <textarea {...control} name="reason" rows={2} maxLength={MAX_FAILURE_REASON} />}
          </Field>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          {/* The safe choice comes first and takes the focus. */}
          {pending ? (
            <Button variant="secondary" disabled>
              {t("goBack")}
            </Button>
          ) : (
            <Link
              to={page}
              replace
              preventScrollReset
              className={buttonClass({ variant: "secondary" })}
              data-testid="decision-go-back"
            >
              {t("goBack")}
            </Link>
          )}
          <Button
            type="submit"
            variant={ask === "confirm" ? "primary" : "danger"}
            pending={pending}
            pendingLabel={t(`${ask}.pending`)}
          >
            {t(`${ask}.submit`)}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
