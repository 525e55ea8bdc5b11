// The payment form and modal, out of the /checkout page's first load: conform, the pricing and
// the form's own code are most of that page's script (ADR 083).
import { lazy } from "react";
import { deferredForm } from "~/components/forms/deferred-form";

/**
 * The page's form, asked for as soon as the route's module runs in the browser: on a visit to
 * /checkout, and when the modal loads the route's module (it shows the same form).
 */
export const CheckoutForm = deferredForm(async () => (await import("./checkout-form")).CheckoutForm, { eager: true });

/** The payment modal, for the route's handle (CheckoutDialogHost renders it inside its Suspense). */
export const CheckoutDialog = lazy(() => import("./checkout-dialog"));
