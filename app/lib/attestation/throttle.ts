// Throttling of failed token fetches, exactly as docs/product.md#bot-protection says:
// - HTTP 403 or 404: a fixed back-off of 24 hours (the server says attestation cannot work here);
// - any other status (0 for no answer): exponential back-off from 1 s, factor 2, capped at 4 h;
// - no request is made until the back-off ends; a success clears it.
// No random jitter: the specification fixes the figures, and tests hold them to the millisecond.

export const FIXED_BACKOFF_MS = 24 * 60 * 60 * 1000;
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_FACTOR = 2;
export const BACKOFF_MAX_MS = 4 * 60 * 60 * 1000;

export interface ThrottleData {
  /** Failures in a row that counted towards the exponential back-off. */
  backoffCount: number;
  /** Epoch milliseconds before which no token fetch is made. */
  allowRequestsAfter: number;
  /** The status of the failure that set this back-off. */
  httpStatus: number;
}

/** 1 s, 2 s, 4 s, ... for the 1st, 2nd, 3rd failure in a row; never more than 4 hours. */
export function exponentialBackoffMs(backoffCount: number): number {
  // Past 2^14 s the cap has long applied; stop before the power overflows to Infinity.
  const exponent = Math.min(backoffCount, 32);
  return Math.min(BACKOFF_BASE_MS * BACKOFF_FACTOR ** exponent, BACKOFF_MAX_MS);
}

/** The back-off after a failed token fetch that answered `httpStatus`, given the one before it. */
export function setBackoff(httpStatus: number, previous: ThrottleData | null, now: number): ThrottleData {
  if (httpStatus === 403 || httpStatus === 404) {
    return { backoffCount: 1, allowRequestsAfter: now + FIXED_BACKOFF_MS, httpStatus };
  }
  const backoffCount = previous?.backoffCount ?? 0;
  return {
    backoffCount: backoffCount + 1,
    allowRequestsAfter: now + exponentialBackoffMs(backoffCount),
    httpStatus,
  };
}

export function isThrottled(throttle: ThrottleData | null, now: number): throttle is ThrottleData {
  return throttle !== null && now < throttle.allowRequestsAfter;
}
