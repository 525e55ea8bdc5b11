// Why a checkout step was refused; each code is a key of checkoutMessages.errors, so the visitor
// reads it in their language. None of them leaves anything half-written.
import { codedError } from "~/lib/errors";

export type CheckoutErrorCode =
  "methodUnavailable" | "orderNotFound" | "slipType" | "slipTooLarge" | "alreadyConfirmed" | "paymentFailed" | "expired";

export const CheckoutError = codedError<CheckoutErrorCode>("CheckoutError", (code) => `Checkout refused: ${code}`);
export type CheckoutError = InstanceType<typeof CheckoutError>;

export function isCheckoutError(error: unknown, code?: CheckoutErrorCode): error is CheckoutError {
  return error instanceof CheckoutError && (code === undefined || error.code === code);
}
