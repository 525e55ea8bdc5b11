// The /checkout page's payment form, out of the page's first load: conform, the pricing and the
// form's own code are most of that page's script (ADR 083). Asked for as soon as the route's module
// runs in the browser.
import { deferredForm } from "~/components/forms/deferred-form";

export const CheckoutForm = deferredForm(async () => (await import("./checkout-form")).CheckoutForm, { eager: true });
