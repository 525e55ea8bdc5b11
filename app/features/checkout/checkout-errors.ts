// Why a checkout step was refused; each code is a key of checkoutMessages.errors, so the visitor
// reads it in their language. None of them leaves anything half-written.
export type CheckoutErrorCode =
  | "methodUnavailable"
  | "orderNotFound"
  | "slipType"
  | "slipTooLarge"
  | "alreadyConfirmed"
  | "paymentFailed"
  | "expired";

export class CheckoutError extends Error {
  override name = "CheckoutError";
  constructor(
    readonly code: CheckoutErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`Checkout refused: ${code}`, options);
  }
}

export function isCheckoutError(error: unknown, code?: CheckoutErrorCode): error is CheckoutError {
  return error instanceof CheckoutError && (code === undefined || error.code === code);
}
