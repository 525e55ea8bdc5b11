// The payment modal: a native modal <dialog> (the page behind becomes inert, Escape closes it,
// focus stays inside) over the page that opened it. Loaded lazily by CheckoutDialogHost, so the
// public pages carry none of this code until a visitor presses "Pay now" or "Pay 50% deposit".
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { useMessages } from "~/i18n/messages";
import { checkoutMessages } from "../checkout-messages";
import type { PaymentOption } from "../order-pricing";
import type { CheckoutReply } from "../checkout-form-fields";
import { CheckoutForm, type CheckoutFormData } from "./checkout-form";

export default function CheckoutDialog({
  packageId,
  packageTitle,
  option,
  onClose,
  onOptionChange,
}: {
  packageId: string;
  packageTitle: string;
  option: PaymentOption;
  onClose: () => void;
  onOptionChange: (option: PaymentOption) => void;
}) {
  const { t } = useMessages(checkoutMessages);
  const loader = useFetcher<Omit<CheckoutFormData, "option">>();
  const action = useFetcher<CheckoutReply>();
  const titleId = `checkout-${packageId}-title`;
  // One per opening: a double click or a retried request finds the same order.
  const [idempotencyKey] = useState(newIdempotencyKey);

  // The methods on offer, the captcha set-up and a fresh idempotency key: one per opening.
  useEffect(() => {
    loader.load(`/checkout?package=${encodeURIComponent(packageId)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per package: the fetcher changes as it loads
  }, [packageId]);

  return (
    // Escape closes through the URL, so history and the page agree.
    <Dialog
      titleId={titleId}
      title={t("dialog.title", { package: packageTitle })}
      closeLabel={t("dialog.close")}
      onClose={onClose}
    >
      <p className="mb-5 text-slate-700">{t("dialog.intro")}</p>
      {loader.data ? (
        <CheckoutForm
          data={{ ...loader.data, packageId, option, idempotencyKey }}
          lastResult={action.data?.result}
          fetcher={action as never}
          onOptionChange={onOptionChange}
        />
      ) : (
        <p role="status" className="py-8 text-center text-slate-600">
          {t("dialog.loading")}
        </p>
      )}
    </Dialog>
  );
}

/** 128 random bits, base64url; getRandomValues works on plain http too, unlike randomUUID. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=/g, "");
}
