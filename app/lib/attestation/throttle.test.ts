import { describe, expect, it } from "vitest";
import { BACKOFF_MAX_MS, exponentialBackoffMs, FIXED_BACKOFF_MS, isThrottled, setBackoff, type ThrottleData } from "./throttle";

const HOUR = 60 * 60 * 1000;

describe("attestation throttling rules", () => {
  it("gives a 403 or a 404 a fixed back-off of 24 hours, however many failures came before", () => {
    expect(FIXED_BACKOFF_MS).toBe(24 * HOUR);
    const earlier: ThrottleData = { backoffCount: 7, allowRequestsAfter: 0, httpStatus: 500 };
    for (const status of [403, 404]) {
      expect(setBackoff(status, null, 1000)).toEqual({
        backoffCount: 1,
        allowRequestsAfter: 1000 + 24 * HOUR,
        httpStatus: status,
      });
      expect(setBackoff(status, earlier, 1000).allowRequestsAfter).toBe(1000 + 24 * HOUR);
    }
  });

  it("backs off exponentially from 1 second, doubling, for any other status", () => {
    for (const status of [0, 400, 401, 408, 429, 500, 502, 503]) {
      let throttle: ThrottleData | null = null;
      const waits: number[] = [];
      for (let failure = 0; failure < 5; failure++) {
        throttle = setBackoff(status, throttle, 0);
        waits.push(throttle.allowRequestsAfter);
      }
      expect(waits, `status ${status}`).toEqual([1000, 2000, 4000, 8000, 16000]);
      expect(throttle?.httpStatus).toBe(status);
    }
  });

  it("never waits more than 4 hours", () => {
    expect(BACKOFF_MAX_MS).toBe(4 * HOUR);
    // 2^13 s is 2.3 h, 2^14 s is 4.6 h: the 15th failure in a row is the first one capped.
    expect(exponentialBackoffMs(13)).toBe(8192 * 1000);
    expect(exponentialBackoffMs(14)).toBe(4 * HOUR);
    expect(exponentialBackoffMs(1000)).toBe(4 * HOUR);
    let throttle: ThrottleData | null = null;
    for (let failure = 0; failure < 40; failure++) throttle = setBackoff(503, throttle, 0);
    expect(throttle?.allowRequestsAfter).toBe(4 * HOUR);
  });

  it("blocks requests until the back-off ends, to the millisecond", () => {
    const throttle = setBackoff(500, null, 10_000);
    expect(isThrottled(throttle, 10_000)).toBe(true);
    expect(isThrottled(throttle, 10_999)).toBe(true);
    expect(isThrottled(throttle, 11_000)).toBe(false);
    expect(isThrottled(null, 10_000)).toBe(false);
  });
});
