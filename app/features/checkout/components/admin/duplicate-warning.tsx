// The warning on an order's payment detail when another order's payment carries the same slip
// image, slip QR transaction reference or transfer reference: one transfer may be claimed twice,
// so staff check the bank first.
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { useMessages } from "~/i18n/messages";
import { adminPaymentMessages } from "../../admin-messages";
import { slipQrMessages } from "../../slip-qr-messages";
import type { DuplicatePaymentOrder } from "../../payment-duplicates.server";

export function DuplicateWarning({ duplicates }: { duplicates: DuplicatePaymentOrder[] }) {
  const { t } = useMessages(adminPaymentMessages);
  const { t: tq } = useMessages(slipQrMessages);
  if (duplicates.length === 0) return null;
  const reasonOf = (duplicate: DuplicatePaymentOrder) =>
    [
      duplicate.sameSlip && duplicate.sameTransferReference
        ? t("duplicates.sameBoth")
        : duplicate.sameSlip
          ? t("duplicates.sameSlip")
          : duplicate.sameTransferReference
            ? t("duplicates.sameReference")
            : null,
      duplicate.sameSlipQrReference ? tq("duplicate") : null,
    ]
      .filter(Boolean)
      .join(", ");
  return (
    <Alert tone="warning" data-testid="duplicate-warning">
      <h3 className="font-semibold">{t("duplicates.title")}</h3>
      <p className="mt-1">{t("duplicates.intro")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {duplicates.map((duplicate) => (
          <li key={duplicate.orderId}>
            <Link to={`/admin/payments/${duplicate.orderId}`} className="font-mono font-semibold underline">
              {duplicate.reference}
            </Link>{" "}
            ({reasonOf(duplicate)})
          </li>
        ))}
      </ul>
    </Alert>
  );
}
