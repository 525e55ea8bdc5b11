// The browser side of attestation, modelled on the specification's attestation service: a captcha
// widget solves the bot check, the server trades its token for a short-lived attestation token,
// which is cached until near its expiry and refreshed automatically. Failed token fetches are
// throttled (./throttle.ts). Pure TypeScript with injected widget, exchange and clock, so every
// rule is tested with a fake clock; the React hook (./use-attestation.ts) wires the real ones.
import type { Logger } from "~/lib/logger";
import { type AttestationConfig, captchaActionFor, normalisePurpose } from "./attestation-config";
import { AttestationError, type AttestationErrorCode, type AttestationErrorData } from "./attestation-errors";
import { isThrottled, setBackoff, type ThrottleData } from "./throttle";

/** Solves the bot check; rejects when it cannot be solved (script blocked, challenge failed). */
export interface CaptchaWidget {
  execute(action: string): Promise<string>;
}

export interface AttestationToken {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** A token fetch the server answered with an error status (0: no answer). */
export class ExchangeHttpError extends Error {
  override name = "ExchangeHttpError";
  constructor(
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(`Token exchange failed with HTTP ${status}`, options);
  }
}

/** Trades a captcha token for an attestation token; throws ExchangeHttpError on failure. */
export type Exchange = (captchaToken: string, purpose: string) => Promise<AttestationToken>;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Refresh this long before expiry (or halfway through a shorter life). */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;
// setTimeout holds 32-bit milliseconds; a longer delay would fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface AttestationClientOptions {
  widget: CaptchaWidget;
  exchange: Exchange;
  clock?: Clock;
  logger: Pick<Logger, "error" | "debug">;
  /** Keep the tokens of requested purposes fresh in the background (on, as the specification says). */
  autoRefresh?: boolean;
}

interface Cached extends AttestationToken {
  obtainedAt: number;
}

export class AttestationClient {
  private readonly clock: Clock;
  private readonly cache = new Map<string, Cached>();
  private readonly inFlight = new Map<string, Promise<string>>();
  private readonly timers = new Map<string, unknown>();
  private throttle: ThrottleData | null = null;
  private disposed = false;

  constructor(private readonly options: AttestationClientOptions) {
    this.clock = options.clock ?? systemClock;
  }

  /** The back-off in force, if any (for tests and diagnostics). */
  get throttleData(): ThrottleData | null {
    return this.throttle;
  }

  /**
   * A valid attestation token for `purpose` (a path such as "/contact"): the cached one while it
   * has some life left, else a new one. Rejects with an AttestationError (already logged):
   * `throttled` during a back-off, `recaptcha-error` when the bot check fails, `initial-throttle`
   * when the token fetch fails (which starts a back-off).
   */
  getToken(purpose: string): Promise<string> {
    const key = normalisePurpose(purpose);
    const cached = this.cache.get(key);
    if (cached && this.clock.now() < this.refreshAt(cached)) return Promise.resolve(cached.token);
    const running = this.inFlight.get(key);
    if (running) return running;
    const fetching = this.fetchToken(key)
      .catch((error: unknown) => {
        const still = this.cache.get(key);
        // A purpose kept fresh tries again when the back-off ends; a failed bot check waits for the
        // next getToken() instead of looping.
        if (still && this.throttle && !(error instanceof AttestationError && error.code === "recaptcha-error")) {
          this.scheduleRefresh(key, this.throttle.allowRequestsAfter);
        }
        // Refreshing early failed, but the token in hand is still good: use it (the error is logged).
        if (still && this.clock.now() < still.expiresAt) return still.token;
        throw error;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, fetching);
    return fetching;
  }

  /** Starts getting a token now so it is ready at submit time; failures are logged, not thrown. */
  prefetch(purpose: string): void {
    this.getToken(purpose).catch(() => undefined);
  }

  /** Stops refreshing `purpose` in the background (its form is gone); getToken() starts it again. */
  stopRefreshing(purpose: string): void {
    const key = normalisePurpose(purpose);
    const handle = this.timers.get(key);
    if (handle !== undefined) this.clock.clearTimeout(handle);
    this.timers.delete(key);
  }

  /** Stops every background refresh for good. */
  dispose(): void {
    this.disposed = true;
    for (const handle of this.timers.values()) this.clock.clearTimeout(handle);
    this.timers.clear();
  }

  private refreshAt(token: Cached): number {
    const life = token.expiresAt - token.obtainedAt;
    return token.expiresAt - Math.min(REFRESH_MARGIN_MS, life / 2);
  }

  private raise(code: AttestationErrorCode, data: AttestationErrorData, cause?: unknown): AttestationError {
    const error = new AttestationError(code, data, this.clock.now(), { cause });
    this.options.logger.error(error.message, { code, ...data });
    return error;
  }

  private async fetchToken(purpose: string): Promise<string> {
    const now = this.clock.now();
    if (isThrottled(this.throttle, now)) {
      throw this.raise("throttled", {
        httpStatus: this.throttle.httpStatus,
        allowRequestsAfter: this.throttle.allowRequestsAfter,
      });
    }

    let captchaToken: string;
    try {
      captchaToken = await this.options.widget.execute(captchaActionFor(purpose));
    } catch (error) {
      throw this.raise("recaptcha-error", { detail: error instanceof Error ? error.message : String(error) }, error);
    }

    let result: AttestationToken;
    try {
      result = await this.options.exchange(captchaToken, purpose);
    } catch (error) {
      // No answer at all (offline, DNS) is "any other status" too: back off exponentially.
      const status = error instanceof ExchangeHttpError ? error.status : 0;
      this.throttle = setBackoff(status, this.throttle, this.clock.now());
      throw this.raise("initial-throttle", { httpStatus: status, allowRequestsAfter: this.throttle.allowRequestsAfter }, error);
    }

    this.throttle = null;
    const cached: Cached = { ...result, obtainedAt: this.clock.now() };
    this.cache.set(purpose, cached);
    this.scheduleRefresh(purpose, this.refreshAt(cached));
    return result.token;
  }

  private scheduleRefresh(purpose: string, at: number) {
    if (this.options.autoRefresh === false || this.disposed) return;
    const previous = this.timers.get(purpose);
    if (previous !== undefined) this.clock.clearTimeout(previous);
    const delay = Math.min(Math.max(0, at - this.clock.now()), MAX_TIMER_MS);
    const handle = this.clock.setTimeout(() => {
      this.timers.delete(purpose);
      // Failures are logged where they are raised; getToken() reschedules after a back-off.
      this.getToken(purpose).catch(() => undefined);
    }, delay);
    this.timers.set(purpose, handle);
  }
}

/** POSTs the captcha token to the server's exchange endpoint (same origin, JSON). */
export function fetchExchange(endpoint: string, fetchImpl: typeof fetch = fetch): Exchange {
  return async (captchaToken, purpose) => {
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ captchaToken, purpose }),
        credentials: "same-origin",
      });
    } catch (error) {
      throw new ExchangeHttpError(0, { cause: error });
    }
    if (!response.ok) throw new ExchangeHttpError(response.status);
    const body = (await response.json().catch(() => null)) as Partial<AttestationToken> | null;
    if (typeof body?.token !== "string" || typeof body.expiresAt !== "number") {
      throw new ExchangeHttpError(response.status);
    }
    return { token: body.token, expiresAt: body.expiresAt };
  };
}

let instance: { config: AttestationConfig; client: AttestationClient } | undefined;

function sameConfig(a: AttestationConfig, b: AttestationConfig) {
  return (
    a.provider === b.provider && a.siteKey === b.siteKey && a.scriptUrl === b.scriptUrl && a.tokenEndpoint === b.tokenEndpoint
  );
}

/**
 * The page's one attestation client. A second call with the same configuration returns it; with a
 * different one it raises (and logs) `already-initialized`, as the specification's service does.
 */
export function initializeAttestation(config: AttestationConfig, create: () => AttestationClientOptions): AttestationClient {
  if (instance) {
    if (sameConfig(instance.config, config)) return instance.client;
    const options = create();
    const error = new AttestationError("already-initialized");
    options.logger.error(error.message, { code: error.code });
    throw error;
  }
  const client = new AttestationClient(create());
  instance = { config, client };
  return client;
}

/** The current instance, if any (the hook reuses it after an already-initialized error). */
export function currentAttestationClient(): AttestationClient | undefined {
  return instance?.client;
}

/** Tests only: forget the page's instance. */
export function resetAttestationForTests() {
  instance?.client.dispose();
  instance = undefined;
}
