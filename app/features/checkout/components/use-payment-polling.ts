// While a card payment is processing, the page asks the server again (by revalidation) until the
// signed webhook has spoken, or for a few minutes; the browser's return from Stripe proves nothing.
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import type { PaymentView } from "../stripe.server";

/** How often the page asks again while the webhook has not arrived, and for how long. */
const POLL_MS = 2_000;
const POLL_FOR_MS = 3 * 60_000;

/** Whether the page has stopped asking (the "checking" line goes). */
export function usePaymentPolling(status: PaymentView | undefined): { gaveUp: boolean } {
  const revalidator = useRevalidator();
  const [pollingSince] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (status !== "processing") return;
    const timer = setInterval(() => {
      if (Date.now() - pollingSince > POLL_FOR_MS) {
        setGaveUp(true);
        clearInterval(timer);
        return;
      }
      if (revalidator.state === "idle" && document.visibilityState === "visible") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [status, pollingSince, revalidator]);
  return { gaveUp };
}
