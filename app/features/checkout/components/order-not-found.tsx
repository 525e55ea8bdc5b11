import { useMessages } from "~/i18n/messages";
import { checkoutMessages } from "../checkout-messages";

/** What an order page shows when its link names no order (the route's error boundary). */
export function OrderNotFound({ titleKey }: { titleKey: "confirmation.title" | "bank.thankYouTitle" }) {
  const { t } = useMessages(checkoutMessages);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t(titleKey)}</h1>
      <p className="mt-4 text-slate-700" role="alert">
        {t("errors.orderNotFound")}
      </p>
    </div>
  );
}
