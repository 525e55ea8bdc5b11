// The status of an order or a payment as a Badge, in the admin's language.
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { useMessages } from "~/i18n/messages";
import { adminPaymentMessages } from "../../admin-messages";

type OrderStatus = "pending" | "processing" | "completed" | "failed" | "cancelled" | "refunded";
type PaymentStatus = "processing" | "succeeded" | "failed";

const tones: Record<OrderStatus | PaymentStatus, BadgeTone> = {
  pending: "neutral",
  processing: "warning",
  completed: "success",
  succeeded: "success",
  failed: "danger",
  cancelled: "neutral",
  refunded: "neutral",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useMessages(adminPaymentMessages);
  return <Badge tone={tones[status]}>{t(`orderStatus.${status}`)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useMessages(adminPaymentMessages);
  return <Badge tone={tones[status]}>{t(`paymentStatus.${status}`)}</Badge>;
}
