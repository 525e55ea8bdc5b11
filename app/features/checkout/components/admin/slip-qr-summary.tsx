// What a payment's slip QR says, on the admin payment detail: the sending bank by name and the
// bank's transaction reference, or plainly that the slip has no readable slip QR.
import { useMessages } from "~/i18n/messages";
import type { AdminPaymentDetail } from "../../admin-payments.server";
import { isKnownSlipBank, slipQrMessages } from "../../slip-qr-messages";

export function SlipQrSummary({ slipQr }: { slipQr: AdminPaymentDetail["slipQr"] }) {
  const { t } = useMessages(slipQrMessages);
  if (!slipQr) return <span className="text-slate-600">{t("notRead")}</span>;
  if (slipQr.status === "unreadable") return <span className="font-medium text-amber-800">{t("unreadable")}</span>;
  const bank = isKnownSlipBank(slipQr.bank) ? t(`banks.${slipQr.bank}`) : t("unknownBank", { code: slipQr.bank });
  return (
    // On a phone each label sits above its value, so the reference keeps its line.
    <dl className="grid grid-cols-1 gap-x-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-1">
      <dt className="text-slate-600">{t("bank")}</dt>
      <dd data-testid="slip-qr-bank">{bank}</dd>
      <dt className="mt-1 text-slate-600 sm:mt-0">{t("reference")}</dt>
      <dd className="font-mono break-all" data-testid="slip-qr-reference">
        {slipQr.reference}
      </dd>
    </dl>
  );
}
