// Why a card payment could not start. The page shows the translation of the code
// (stripe-messages.ts); the specification's words for a failure are "Payment failed. Please try again."
import { codedError } from "~/lib/errors";

export const stripeErrorCodes = ["notConfigured", "orderNotFound", "alreadyPaid", "notCardOrder", "paymentFailed"] as const;
export type StripeErrorCode = (typeof stripeErrorCodes)[number];

export const StripePaymentError = codedError<StripeErrorCode>("StripePaymentError", (code) =>
  code === "paymentFailed" ? "Payment failed. Please try again." : `Card payment unavailable: ${code}`,
);
export type StripePaymentError = InstanceType<typeof StripePaymentError>;

export function isStripePaymentError(error: unknown): error is StripePaymentError {
  return error instanceof StripePaymentError;
}
