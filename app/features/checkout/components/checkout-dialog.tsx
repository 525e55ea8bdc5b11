// The payment modal: a native modal <dialog> (the page behind becomes inert, Escape closes it,
// focus stays inside) over the page that opened it. Loaded lazily by CheckoutDialogHost, so the
// public pages carry none of this code until a visitor presses "Pay now" or "Pay 50% deposit".
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useMessages } from "~/i18n/messages";
import type { PackageId } from "~/lib/pricing";
import { checkoutMessages } from "../checkout-messages";
import type { PaymentOption } from "../order-pricing";
import { type CheckoutActionData, CheckoutForm, type CheckoutFormData } from "./checkout-form";

export default function CheckoutDialog({
  packageId,
  option,
  onClose,
  onOptionChange,
}: {
  packageId: PackageId;
  option: PaymentOption;
  onClose: () => void;
  onOptionChange: (option: PaymentOption) => void;
}) {
  const { t } = useMessages(checkoutMessages);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const loader = useFetcher<Omit<CheckoutFormData, "option">>();
  const action = useFetcher<CheckoutActionData>();
  const titleId = `checkout-${packageId}-title`;
  // One per opening: a double click or a retried request finds the same order.
  const [idempotencyKey] = useState(newIdempotencyKey);

  // The methods on offer, the captcha set-up and a fresh idempotency key: one per opening.
  useEffect(() => {
    loader.load(`/checkout?package=${encodeURIComponent(packageId)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per package: the fetcher changes as it loads
  }, [packageId]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: close through the URL, so history and the page agree.
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-0 text-left shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4 sm:px-6">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {t("dialog.title", { package: t(`packages.${packageId}`) })}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-m-2 inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{t("dialog.close")}</span>
        </button>
      </div>
      <div className="px-5 py-5 sm:px-6">
        <p className="mb-5 text-slate-700">{t("dialog.intro")}</p>
        {loader.data ? (
          <CheckoutForm
            data={{ ...loader.data, packageId, option, idempotencyKey }}
            actionData={action.data}
            fetcher={action as never}
            onOptionChange={onOptionChange}
          />
        ) : (
          <p role="status" className="py-8 text-center text-slate-600">
            {t("dialog.loading")}
          </p>
        )}
      </div>
    </dialog>
  );
}

/** 128 random bits, base64url; getRandomValues works on plain http too, unlike randomUUID. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
