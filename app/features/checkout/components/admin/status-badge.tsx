import { adminPaymentMessages } from "../../admin-messages";
import { useMessages } from "~/i18n/messages";

type OrderStatus = "pending" | "processing" | "completed" | "failed" | "cancelled";
type PaymentStatus = "processing" | "succeeded" | "failed";

// Text colours on light fills that keep a contrast ratio above 4.5:1.
const tones: Record<OrderStatus | PaymentStatus, string> = {
  pending: "bg-slate-100 text-slate-800",
  processing: "bg-amber-100 text-amber-900",
  completed: "bg-emerald-100 text-emerald-900",
  succeeded: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
  cancelled: "bg-slate-200 text-slate-800",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useMessages(adminPaymentMessages);
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ${tones[status]}`}>{t(`orderStatus.${status}`)}</span>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useMessages(adminPaymentMessages);
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ${tones[status]}`}>{t(`paymentStatus.${status}`)}</span>;
}
