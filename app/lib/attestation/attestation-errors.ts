// The attestation error catalogue (docs/product.md#bot-protection): four codes, raised by the client and
// logged to the console through the masked logger. Visitors see attestationMessages, not these.

export const attestationErrorCodes = ["recaptcha-error", "initial-throttle", "throttled", "already-initialized"] as const;
export type AttestationErrorCode = (typeof attestationErrorCodes)[number];

export interface AttestationErrorData {
  /** The status of the failed token fetch (0: no answer at all). */
  httpStatus?: number;
  /** When requests are allowed again (epoch milliseconds). */
  allowRequestsAfter?: number;
  /** What the widget or the exchange said, for the log. */
  detail?: string;
}

function describe(code: AttestationErrorCode, data: AttestationErrorData, now: number): string {
  const wait =
    data.allowRequestsAfter === undefined
      ? ""
      : ` Attempts allowed again after ${durationString(data.allowRequestsAfter - now)}.`;
  switch (code) {
    case "recaptcha-error":
      return `The bot check failed${data.detail ? ` (${data.detail})` : ""}.`;
    case "initial-throttle":
      return `The token fetch failed with HTTP ${data.httpStatus ?? 0}.${wait}`;
    case "throttled":
      return `Requests throttled due to a previous HTTP ${data.httpStatus ?? 0} error.${wait}`;
    case "already-initialized":
      return "Attestation was already initialised with different options; reuse that instance.";
  }
}

export class AttestationError extends Error {
  override name = "AttestationError";
  constructor(
    readonly code: AttestationErrorCode,
    readonly customData: AttestationErrorData = {},
    now: number = Date.now(),
    options?: { cause?: unknown },
  ) {
    super(`Attestation: ${describe(code, customData, now)} (attestation/${code}).`, options);
  }
}

export function isAttestationError(error: unknown, code?: AttestationErrorCode): error is AttestationError {
  return error instanceof AttestationError && (code === undefined || error.code === code);
}

/** `1d:00h:00m:00s`-style, as a person reading a log wants it. */
export function durationString(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.round(milliseconds / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${days ? `${days}d:` : ""}${pad(hours)}h:${pad(minutes)}m:${pad(seconds)}s`;
}
