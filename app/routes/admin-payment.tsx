// /admin/payments/:orderId: one order and its payments. Admins read it, confirm a PromptPay or
// bank-transfer payment (Completed + receipt e-mail) or mark it failed, cancel an unpaid order,
// request a balance or withdraw that request, refund a paid payment (refunds.server.ts). Confirm, cancel and withdraw are asked first
// (?ask=, decision-dialog.tsx). The role is checked here on the server for every action; a
// decision made goes back to the page with ?done=.
import { data, redirect } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, readForm } from "~/.server/forms.server";
import { adminPaymentMessages } from "~/features/checkout/admin-messages";
import { PaymentDecisionSchema, paymentDecisionErrorText, urlIdOf } from "~/features/checkout/admin-payments-schema";
import { getAdminOrder } from "~/features/checkout/admin-payments.server";
import { orderNames } from "~/features/checkout/order-confirmation.server";
import { getCatalogue } from "~/features/site-content/site-content.server";
import { balanceMailContext } from "~/features/checkout/checkout.server";
import { confirmationPreview, decidePayment } from "~/features/checkout/payment-decisions.server";
import { decisionAsked } from "~/features/checkout/order-decision-rules";
import { orderEventsOf } from "~/features/checkout/order-events.server";
import { PaymentDetail } from "~/features/checkout/components/admin/payment-detail";
import { getAgencyContact } from "~/features/settings/agency-contact.server";
import { getBalanceReminderDays } from "~/features/settings/settings.server";
import { requireAdmin } from "~/features/users/staff-session.server";
import { RefundAskSchema } from "~/features/checkout/admin-payments-schema";
import { refundMessages } from "~/features/checkout/refund-messages";
import { paymentRefundsOf } from "~/features/checkout/refund-views.server";
import { RefundError, type RefundPreview, refundPreview } from "~/features/checkout/refunds.server";
import type { RefundFormState } from "~/features/checkout/components/admin/refund-panel";
import { messagesT } from "~/i18n/messages";
import { resources } from "~/i18n/resources";
import type { Route } from "./+types/admin-payment";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.payments.title",
  subtitleKey: "admin.screens.payments.subtitle",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const id = urlIdOf(params.orderId);
  const order = id ? await getAdminOrder(db, id) : undefined;
  const t = messagesT(adminPaymentMessages, language);
  if (!order) throw data({ message: t("errors.notFound") }, { status: 404 });
  const search = new URL(request.url).searchParams;
  const outcomes = [
    "confirmed",
    "failed",
    "requested",
    "corrected",
    "cancelled",
    "withdrawn",
    "refunded",
    "refundPending",
    "refundFailed",
  ] as const;
  const done = outcomes.find((outcome) => outcome === search.get("done")) ?? null;
  // The question before a decision (?ask=), asked only while the decision is open to the order.
  const ask = decisionAsked(order, search.get("ask"));
  const confirmation =
    ask === "confirm" ? await confirmationPreview(db, { orderId: order.id, seller: (await getAgencyContact(db)).seller }) : null;

  return {
    title: `${order.reference} · ${t("metaTitle")} · ${resources[language].common.admin.title}`,
    order,
    names: orderNames(await getCatalogue(db), language, order),
    done,
    ask: ask === "confirm" && !confirmation ? null : ask,
    confirmation,
    events: await orderEventsOf(db, order.id),
    reminderDays: await getBalanceReminderDays(db),
    refunds: await paymentRefundsOf(db, order.id),
    ...(await refundQuestion(db, order.id, search, language)),
  };
}

/**
 * The refund asked about (?ask=refund&payment=…&amount=…&reason=…): checked by the refund form's
 * schema and by the use-case's rules (refundPreview) before the question is shown; a refusal goes
 * back to the form as its field's error, in the screen's language.
 */
async function refundQuestion(
  db: Parameters<typeof refundPreview>[0],
  orderId: number,
  search: URLSearchParams,
  language: "en" | "th",
): Promise<{ refundAsk: RefundPreview | null; refundForm: RefundFormState | null }> {
  if (search.get("ask") !== "refund") return { refundAsk: null, refundForm: null };
  const raw = { paymentId: search.get("payment") ?? "", amount: search.get("amount") ?? "", reason: search.get("reason") ?? "" };
  const paymentId = urlIdOf(raw.paymentId) ?? 0;
  const text = paymentDecisionErrorText(
    messagesT(adminPaymentMessages, language) as (key: string) => string,
    messagesT(refundMessages, language) as (key: string) => string,
  );
  const refused = (errors: RefundFormState["errors"]) => ({
    refundAsk: null,
    refundForm: { paymentId, amount: raw.amount, reason: raw.reason, errors },
  });
  const parsed = RefundAskSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: RefundFormState["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "reason" ? "reason" : "amount";
      errors[field] ??= text(issue.message, field);
    }
    return refused(errors);
  }
  try {
    const preview = await refundPreview(db, {
      orderId,
      paymentId: parsed.data.paymentId,
      amountSatang: parsed.data.amount,
      reason: parsed.data.reason,
    });
    return { refundAsk: preview, refundForm: null };
  } catch (error) {
    if (error instanceof RefundError) return refused({ amount: text(`errors.${error.code}`, "amount") });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Payments" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  const { db, env } = context.get(appContext);
  const t = messagesT(adminPaymentMessages, requestLanguage(context));
  const orderId = urlIdOf(params.orderId);
  const form = await readForm(request, context, {
    schema: PaymentDecisionSchema,
    errorText: paymentDecisionErrorText(
      t as (key: string) => string,
      messagesT(refundMessages, requestLanguage(context)) as (key: string) => string,
    ),
    unreadable: t("errors.invalid"),
  });
  if (!form.ok) return form.response;
  const outcome = await decidePayment(db, {
    orderId,
    staffUid: user.uid,
    staffRole: user.role,
    stripe: env,
    decision: form.value,
    agency: () => getAgencyContact(db),
    balanceMail: async () => balanceMailContext(env, await getAgencyContact(db)),
  });
  if (!outcome.ok) return formReply(form.submission, { status: outcome.status, formErrors: [t(`errors.${outcome.error}`)] });
  throw redirect(`/admin/payments/${orderId}?done=${outcome.done}`);
}

export default function AdminPayment({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PaymentDetail
      order={loaderData.order}
      names={loaderData.names}
      done={actionData ? null : loaderData.done}
      ask={actionData ? null : loaderData.ask}
      confirmation={loaderData.confirmation}
      events={loaderData.events}
      reply={actionData ?? undefined}
      reminderDays={loaderData.reminderDays}
      refunds={loaderData.refunds}
      refundAsk={actionData ? null : loaderData.refundAsk}
      refundForm={loaderData.refundForm}
    />
  );
}

// Orders and messages are personal data: an editor is told the screen is for admins.
export { AdminOnlyBoundary as ErrorBoundary } from "~/features/users/components/admin-only-boundary";
