// /admin/payments/:orderId: one order and its payments. Admins read it, confirm a PromptPay or
// bank-transfer payment (Completed + receipt e-mail) or mark it failed. The role is checked here on
// the server for every action, and the request must come from this site (Origin).
import { data, redirect } from "react-router";
import { appContext } from "~/.server/context";
import { logger } from "~/.server/logger";
import { adminPaymentMessages } from "~/features/checkout/admin-messages";
import { PaymentDecisionSchema, type PaymentDecisionError } from "~/features/checkout/admin-payments-schema";
import { getAdminOrder } from "~/features/checkout/admin-payments.server";
import { AdminPaymentError, confirmOrderPayment, failOrderPayment } from "~/features/checkout/payment-decisions.server";
import { PaymentDetail } from "~/features/checkout/components/admin/payment-detail";
import { getAgencySettings } from "~/features/settings/settings.server";
import { requireAdmin } from "~/features/users/staff-session.server";
import { languageFromRequest } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { resources } from "~/i18n/resources";
import type { Route } from "./+types/admin-payment";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.payments.title",
  subtitleKey: "admin.screens.payments.subtitle",
};

function orderIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return /^\d{1,10}$/.test(value ?? "") && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.get(appContext);
  const language = languageFromRequest(request);
  const id = orderIdOf(params.orderId);
  const order = id ? await getAdminOrder(db, id) : undefined;
  const t = messagesT(adminPaymentMessages, language);
  if (!order) throw data({ message: t("errors.notFound") }, { status: 404 });
  const doneParam = new URL(request.url).searchParams.get("done");
  const done: "confirmed" | "failed" | null = doneParam === "confirmed" || doneParam === "failed" ? doneParam : null;
  return {
    title: `${order.reference} · ${t("metaTitle")} · ${resources[language].common.admin.title}`,
    order,
    done,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Payments" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  const { db } = context.get(appContext);
  const refuse = (error: PaymentDecisionError, status: number) => data({ ok: false as const, error }, { status });
  const orderId = orderIdOf(params.orderId);
  if (!orderId) return refuse("notFound", 404);
  const form = await request.formData().catch(() => new FormData());
  const parsed = PaymentDecisionSchema.safeParse({
    intent: form.get("intent"),
    orderId,
    reason: typeof form.get("reason") === "string" ? form.get("reason") : undefined,
  });
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((issue) => issue.message === "errors.reasonTooLong");
    return refuse(tooLong ? "reasonTooLong" : "invalid", 400);
  }
  try {
    if (parsed.data.intent === "confirm") {
      await confirmOrderPayment(db, {
        orderId,
        staffUid: user.uid,
        agency: async () => {
          const agency = await getAgencySettings(db);
          return { name: agency.name, notificationEmail: agency.notificationEmail };
        },
      });
    } else {
      await failOrderPayment(db, { orderId, staffUid: user.uid, reason: parsed.data.reason });
    }
  } catch (error) {
    if (error instanceof AdminPaymentError) return refuse(error.code, error.code === "notFound" ? 404 : 409);
    logger.error("Payment decision failed", { orderId, error: error instanceof Error ? error.name : "unknown" });
    return refuse("failed", 503);
  }
  logger.info("Payment decided by staff", { orderId, intent: parsed.data.intent });
  throw redirect(`/admin/payments/${orderId}?done=${parsed.data.intent === "confirm" ? "confirmed" : "failed"}`);
}

export default function AdminPayment({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PaymentDetail
      order={loaderData.order}
      done={actionData ? null : loaderData.done}
      error={actionData && !actionData.ok ? actionData.error : null}
    />
  );
}

// Orders and messages are personal data: an editor is told the screen is for admins.
export { AdminOnlyBoundary as ErrorBoundary } from "~/features/users/components/admin-only-boundary";
