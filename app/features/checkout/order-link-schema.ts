// The order page's forms (/order-confirmation's payment report, /payment-success's card payment):
// an order's link (ref + t), what the customer reports, and an optional slip. The fields are
// hidden or a file, so the schema only reads them (the optional transfer reference is only bounded); whether the link opens the order, the intent
// is known and the slip is an image are the use-cases' checks, answered for the whole form or
// next to the slip.
import { z } from "zod";
import { catalogueErrorText, type ErrorText } from "~/lib/forms/parse-form";
import { TRANSFER_REFERENCE_MAX } from "./payment-report-limits";

const hidden = z.string().optional().catch(undefined);

export const OrderLinkSchema = z.object({ ref: hidden, t: hidden });

/** /payment-success's post: the order's link and the method to pay at Stripe (card or promptpay). */
export const StripePaymentSchema = OrderLinkSchema.extend({ method: hidden });

export const PaymentReportSchema = OrderLinkSchema.extend({
  intent: hidden,
  /** A File from the file input; anything else is no slip (slips.server.ts checks the bytes). */
  slip: z.unknown().optional(),
  /** The bank's reference printed on the slip, optional; a repeat is flagged to staff. */
  transferReference: z.string().trim().max(TRANSFER_REFERENCE_MAX, "errors.transferReferenceLength").optional(),
});

export type PaymentReportInput = z.output<typeof PaymentReportSchema>;

/** Any message these schemas could give is one of the catalogue's, or its "check this field". */
export function orderFormErrorText(t: (key: string, values?: Record<string, string | number>) => string): ErrorText {
  return catalogueErrorText(t, { fallbackKey: "errors.invalid" });
}
