// How staff sign-in fails, in codes the sign-in screens translate: every error of the OpenID
// Connect flow (openid-client's, fetch's, our own checks') becomes one SignInError.
import * as client from "openid-client";

export type SignInErrorCode =
  /** The person declined at the provider (error=access_denied). */
  | "cancelled"
  /** No, a forged or a tampered flow cookie; a state that does not match it; a replayed callback. */
  | "invalid-state"
  /** The flow cookie is older than FLOW_TTL_MS. */
  | "expired"
  /** The provider could not be reached or timed out. */
  | "network"
  /** Anything else: a rejected code, a bad ID token, no e-mail, sign-in not configured. */
  | "failed";

export class SignInError extends Error {
  override name = "SignInError";
  constructor(
    readonly code: SignInErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** openid-client's and fetch's errors as a SignInError (a SignInError stays as it is). */
export function toSignInError(error: unknown, message: string): SignInError {
  if (error instanceof SignInError) return error;
  if (error instanceof client.AuthorizationResponseError) {
    return new SignInError(error.error === "access_denied" ? "cancelled" : "failed", message, { cause: error });
  }
  if (error instanceof client.ResponseBodyError) {
    return new SignInError(error.status >= 500 ? "network" : "failed", message, { cause: error });
  }
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === "OAUTH_TIMEOUT" || code === "OAUTH_ABORT") return new SignInError("network", message, { cause: error });
  if (code === "OAUTH_RESPONSE_IS_NOT_CONFORM") {
    const status = ((error as { cause?: unknown }).cause as Response | undefined)?.status ?? 0;
    return new SignInError(status >= 500 ? "network" : "failed", message, { cause: error });
  }
  // fetch() itself failing: refused, reset, DNS.
  if (error instanceof TypeError && (error.message === "fetch failed" || error.cause instanceof Error)) {
    return new SignInError("network", message, { cause: error });
  }
  return new SignInError("failed", message, { cause: error });
}
