// The purchase analytics event of an order, sent once per order and browser tab: the order pages
// are revalidated and reloaded, and a purchase counted twice would inflate the agency's revenue.
import { useEffect, useRef, useState } from "react";
import type { OrderPurchasePayment } from "../purchase-event";
import type { PaymentStatusView } from "../stripe.server";

/** The analytics feature's purchase(), structurally, so checkout does not import analytics. */
export interface PurchaseReporter {
  purchase(payment: OrderPurchasePayment): void;
}

/**
 * Sends `purchase` (null: nothing to send yet) unless this tab's session storage says it was sent
 * under `storagePrefix:reference`.
 */
export function useReportPurchaseOnce(
  reporter: PurchaseReporter,
  purchase: OrderPurchasePayment | null,
  storagePrefix: string,
): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!purchase) return;
    const key = `${storagePrefix}:${purchase.reference_number}`;
    if (sent.current === key) return;
    sent.current = key;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // Storage off: sending twice on a reload is the lesser harm than never; the ref above still
      // stops repeats while the page stays open.
    }
    reporter.purchase(purchase);
  }, [reporter, purchase, storagePrefix]);
}

/**
 * /payment-success's purchase event (purchase-event.ts's browserPurchase), once per order and tab.
 * Its module, with the checkout catalogue it takes package names from, loads only once a payment
 * has completed: not on the page's first load (ADR 083).
 */
export function useReportBrowserPurchase(reporter: PurchaseReporter, payment: PaymentStatusView | null): void {
  const [purchase, setPurchase] = useState<OrderPurchasePayment | null>(null);
  useEffect(() => {
    if (payment?.status !== "completed") return;
    let current = true;
    import("../purchase-event").then(
      ({ browserPurchase }) => {
        if (current) setPurchase(browserPurchase(payment));
      },
      // Offline: no event, as when the analytics script itself cannot load.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [payment]);
  useReportPurchaseOnce(reporter, purchase, "purchase-reported");
}
