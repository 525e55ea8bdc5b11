// Why a card payment could not start. The page shows the translation of the code
// (stripe-messages.ts); the specification's words for a failure are "Payment failed. Please try again."
export const stripeErrorCodes = ["notConfigured", "orderNotFound", "alreadyPaid", "notCardOrder", "paymentFailed"] as const;
export type StripeErrorCode = (typeof stripeErrorCodes)[number];

export class StripePaymentError extends Error {
  override name = "StripePaymentError";
  constructor(
    readonly code: StripeErrorCode,
    options?: { cause?: unknown },
  ) {
    super(code === "paymentFailed" ? "Payment failed. Please try again." : `Card payment unavailable: ${code}`, options);
  }
}

export function isStripePaymentError(error: unknown): error is StripePaymentError {
  return error instanceof StripePaymentError;
}
