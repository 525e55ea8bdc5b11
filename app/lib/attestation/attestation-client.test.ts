// The attestation client's rules with an injected clock and fake widget and exchange: caching,
// auto-refresh, throttling and the four catalogue errors.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "~/lib/logger";
import {
  AttestationClient,
  type AttestationToken,
  type Clock,
  ExchangeHttpError,
  fetchExchange,
  initializeAttestation,
  REFRESH_MARGIN_MS,
  resetAttestationForTests,
} from "./attestation-client";
import type { AttestationConfig } from "./attestation-config";
import { AttestationError, isAttestationError } from "./attestation-errors";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const TTL = 30 * MINUTE;

/** A clock whose time only moves when a test says so; due timers run as it passes them. */
class FakeClock implements Clock {
  time = Date.UTC(2026, 10, 22, 5, 0, 0);
  private timers: { at: number; callback: () => void; id: number }[] = [];
  private nextId = 1;
  now = () => this.time;
  setTimeout = (callback: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.push({ at: this.time + ms, callback, id });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  };
  get pending() {
    return this.timers.map((timer) => timer.at - this.time).sort((a, b) => a - b);
  }
  /** Moves time forward, running each timer that falls due (and letting its promises settle). */
  async advance(ms: number) {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.time = due.at;
      due.callback();
      await flush();
    }
    this.time = end;
  }
}

async function flush() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

type Outcome = { status: number } | "network" | "ok";

function setUp(options: { widgetFails?: boolean; autoRefresh?: boolean } = {}) {
  const clock = new FakeClock();
  const outcomes: Outcome[] = [];
  const calls = { widget: [] as string[], exchange: [] as { captchaToken: string; purpose: string }[] };
  const logged: { level: string; args: unknown[] }[] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) =>
      logged.push({ level, args });
  const logger = createLogger({
    development: false,
    productionLogging: false,
    sink: { debug: record("debug"), info: record("info"), warn: record("warn"), error: record("error") },
  });
  let issued = 0;
  const client = new AttestationClient({
    clock,
    logger,
    autoRefresh: options.autoRefresh,
    widget: {
      async execute(action) {
        calls.widget.push(action);
        if (options.widgetFails) throw new Error("challenge failed, response token=abc123");
        return `captcha-${calls.widget.length}`;
      },
    },
    async exchange(captchaToken, purpose): Promise<AttestationToken> {
      calls.exchange.push({ captchaToken, purpose });
      const outcome = outcomes.shift() ?? "ok";
      if (outcome === "network") throw new ExchangeHttpError(0, { cause: new TypeError("Failed to fetch") });
      if (outcome !== "ok") throw new ExchangeHttpError(outcome.status);
      issued++;
      return { token: `attestation-${issued}`, expiresAt: clock.now() + TTL };
    },
  });
  const failNext = (...next: Outcome[]) => outcomes.push(...next);
  return { clock, client, calls, logged, failNext };
}

async function errorOf(promise: Promise<unknown>): Promise<AttestationError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AttestationError)) throw new Error(`expected an AttestationError, got ${String(error)}`);
  return error;
}

afterEach(() => resetAttestationForTests());

describe("tokens", () => {
  it("solves the bot check for the purpose's action, exchanges it, and caches the token", async () => {
    const { client, calls } = setUp();
    await expect(client.getToken("/contact")).resolves.toBe("attestation-1");
    expect(calls.widget).toEqual(["contact"]);
    expect(calls.exchange).toEqual([{ captchaToken: "captcha-1", purpose: "/contact" }]);
    await expect(client.getToken("/contact/")).resolves.toBe("attestation-1");
    expect(calls.exchange).toHaveLength(1);
  });

  it("keeps one token per purpose and shares a fetch already under way", async () => {
    const { client, calls } = setUp();
    const [a, b] = await Promise.all([client.getToken("/contact"), client.getToken("/contact")]);
    expect(a).toBe(b);
    await expect(client.getToken("/checkout/pay")).resolves.toBe("attestation-2");
    expect(calls.widget).toEqual(["contact", "checkout_pay"]);
  });

  it("refreshes automatically before the token expires", async () => {
    const { client, calls, clock } = setUp();
    await client.getToken("/contact");
    expect(clock.pending).toEqual([TTL - REFRESH_MARGIN_MS]);
    await clock.advance(TTL - REFRESH_MARGIN_MS - 1);
    expect(calls.exchange).toHaveLength(1);
    await clock.advance(1);
    expect(calls.exchange).toHaveLength(2);
    await expect(client.getToken("/contact")).resolves.toBe("attestation-2");
    expect(calls.exchange).toHaveLength(2);
  });

  it("fetches a new token on demand once the cached one is near expiry, without auto-refresh", async () => {
    const { client, calls, clock } = setUp({ autoRefresh: false });
    await client.getToken("/contact");
    expect(clock.pending).toEqual([]);
    await clock.advance(TTL - REFRESH_MARGIN_MS);
    await expect(client.getToken("/contact")).resolves.toBe("attestation-2");
    expect(calls.exchange).toHaveLength(2);
  });

  it("stops refreshing a purpose whose form is gone, and starts again when asked", async () => {
    const { client, clock } = setUp();
    await client.getToken("/contact");
    client.stopRefreshing("/contact");
    expect(clock.pending).toEqual([]);
    await clock.advance(TTL);
    await client.getToken("/contact");
    expect(clock.pending).toHaveLength(1);
  });
});

describe("throttling after a failed token fetch", () => {
  it("HTTP 403: initial-throttle, then throttled for 24 hours without a request, then a request", async () => {
    const { client, calls, clock, failNext } = setUp();
    failNext({ status: 403 });
    const first = await errorOf(client.getToken("/contact"));
    expect(first.code).toBe("initial-throttle");
    expect(first.customData).toEqual({ httpStatus: 403, allowRequestsAfter: clock.time + 24 * HOUR });
    expect(first.message).toContain("HTTP 403");
    expect(first.message).toContain("1d:00h:00m:00s");

    await clock.advance(24 * HOUR - 1);
    const blocked = await errorOf(client.getToken("/contact"));
    expect(blocked.code).toBe("throttled");
    expect(blocked.message).toContain("previous HTTP 403");
    expect(calls.exchange).toHaveLength(1);
    expect(calls.widget).toHaveLength(1);

    await clock.advance(1);
    await expect(client.getToken("/contact")).resolves.toBe("attestation-1");
    expect(calls.exchange).toHaveLength(2);
  });

  it("HTTP 404: the same fixed 24 hours", async () => {
    const { client, clock, failNext } = setUp();
    failNext({ status: 404 });
    await errorOf(client.getToken("/contact"));
    expect(client.throttleData).toEqual({ backoffCount: 1, allowRequestsAfter: clock.time + 24 * HOUR, httpStatus: 404 });
    await clock.advance(23 * HOUR);
    expect((await errorOf(client.getToken("/contact"))).code).toBe("throttled");
  });

  it("other statuses: 1 s, 2 s, 4 s ... and requests blocked in between", async () => {
    const { client, calls, clock, failNext } = setUp();
    const statuses = [500, 503, 429, 400, 502];
    failNext(...statuses.map((status) => ({ status })));
    let wait = SECOND;
    for (const status of statuses) {
      const error = await errorOf(client.getToken("/contact"));
      expect(error.code).toBe("initial-throttle");
      expect(error.customData.httpStatus).toBe(status);
      expect(error.customData.allowRequestsAfter).toBe(clock.time + wait);
      const requests = calls.exchange.length;
      await clock.advance(wait - 1);
      expect((await errorOf(client.getToken("/contact"))).code).toBe("throttled");
      expect(calls.exchange).toHaveLength(requests);
      await clock.advance(1);
      wait *= 2;
    }
    await expect(client.getToken("/contact")).resolves.toBe("attestation-1");
  });

  it("no answer at all (offline) counts as another status: exponential, not 24 hours", async () => {
    const { client, clock, failNext } = setUp();
    failNext("network", "network");
    expect((await errorOf(client.getToken("/contact"))).customData).toEqual({
      httpStatus: 0,
      allowRequestsAfter: clock.time + SECOND,
    });
    await clock.advance(SECOND);
    expect((await errorOf(client.getToken("/contact"))).customData.allowRequestsAfter).toBe(clock.time + 2 * SECOND);
  });

  it("caps the exponential back-off at 4 hours", async () => {
    const { client, clock, failNext } = setUp();
    failNext(...Array.from({ length: 20 }, () => ({ status: 500 })));
    let last = 0;
    for (let failure = 0; failure < 20; failure++) {
      const error = await errorOf(client.getToken("/contact"));
      last = (error.customData.allowRequestsAfter ?? 0) - clock.time;
      await clock.advance(last);
    }
    expect(last).toBe(4 * HOUR);
  });

  it("a success clears the back-off: the next failure waits 1 s again", async () => {
    const { client, clock, failNext } = setUp({ autoRefresh: false });
    failNext({ status: 500 }, { status: 500 }, { status: 500 });
    for (const wait of [1, 2, 4]) {
      await errorOf(client.getToken("/contact"));
      await clock.advance(wait * SECOND);
    }
    await client.getToken("/contact");
    expect(client.throttleData).toBeNull();
    await clock.advance(TTL);
    failNext({ status: 500 });
    expect((await errorOf(client.getToken("/contact"))).customData.allowRequestsAfter).toBe(clock.time + SECOND);
  });

  it("a failed auto-refresh keeps the still-valid token and tries again when the back-off ends", async () => {
    const { client, calls, clock, failNext } = setUp();
    await client.getToken("/contact");
    failNext({ status: 503 });
    await clock.advance(TTL - REFRESH_MARGIN_MS);
    expect(calls.exchange).toHaveLength(2);
    expect(client.throttleData?.httpStatus).toBe(503);
    await expect(client.getToken("/contact")).resolves.toBe("attestation-1");
    await clock.advance(SECOND);
    expect(calls.exchange).toHaveLength(3);
    await expect(client.getToken("/contact")).resolves.toBe("attestation-2");
  });
});

describe("errors", () => {
  it("recaptcha-error when the bot check fails: no exchange, no back-off, logged masked", async () => {
    const { client, calls, logged } = setUp({ widgetFails: true });
    const error = await errorOf(client.getToken("/contact"));
    expect(error.code).toBe("recaptcha-error");
    expect(calls.exchange).toHaveLength(0);
    expect(client.throttleData).toBeNull();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.level).toBe("error");
    const line = JSON.stringify(logged[0]?.args);
    expect(line).toContain("attestation/recaptcha-error");
    expect(line).toContain("token=****");
    expect(line).not.toContain("abc123");
  });

  it("every raised error is logged once, through the masked logger, with its code", async () => {
    const { client, clock, logged, failNext } = setUp();
    failNext({ status: 403 });
    await errorOf(client.getToken("/contact"));
    await errorOf(client.getToken("/contact"));
    expect(logged.map((entry) => entry.level)).toEqual(["error", "error"]);
    expect(String(logged[0]?.args[0])).toContain("attestation/initial-throttle");
    expect(String(logged[1]?.args[0])).toContain("attestation/throttled");
    expect(logged[1]?.args[1]).toMatchObject({ code: "throttled", httpStatus: 403, allowRequestsAfter: clock.time + 24 * HOUR });
  });

  it("already-initialized when the page's client is set up again with other options", () => {
    const logged: unknown[][] = [];
    const options = () => ({
      widget: { execute: async () => "x" },
      exchange: async () => ({ token: "t", expiresAt: 0 }),
      logger: { error: (...args: unknown[]) => logged.push(args), debug: () => undefined },
    });
    const config: AttestationConfig = {
      provider: "turnstile",
      siteKey: "site-a",
      scriptUrl: "https://x/api.js",
      tokenEndpoint: "/attestation/token",
    };
    const first = initializeAttestation(config, options);
    expect(initializeAttestation({ ...config }, options)).toBe(first);
    let error: unknown;
    try {
      initializeAttestation({ ...config, siteKey: "site-b" }, options);
    } catch (caught) {
      error = caught;
    }
    expect(isAttestationError(error, "already-initialized")).toBe(true);
    expect(String(logged[0]?.[0])).toContain("attestation/already-initialized");
  });
});

describe("fetchExchange", () => {
  it("POSTs JSON to the endpoint and reads the token and expiry", async () => {
    const fetchImpl = vi.fn(async () => Response.json({ token: "v1.a.b", expiresAt: 123 }));
    const exchange = fetchExchange("/attestation/token", fetchImpl as unknown as typeof fetch);
    await expect(exchange("captcha", "/contact")).resolves.toEqual({ token: "v1.a.b", expiresAt: 123 });
    expect(fetchImpl).toHaveBeenCalledWith(
      "/attestation/token",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ captchaToken: "captcha", purpose: "/contact" }) }),
    );
  });

  it("turns an error status, a network failure and a body without a token into ExchangeHttpError", async () => {
    const answer = async (response: Response | Error) => {
      const exchange = fetchExchange("/t", (async () => {
        if (response instanceof Error) throw response;
        return response;
      }) as unknown as typeof fetch);
      return exchange("c", "/contact").catch((error: unknown) => (error as ExchangeHttpError).status);
    };
    await expect(answer(new Response("no", { status: 403 }))).resolves.toBe(403);
    await expect(answer(new Response("no", { status: 503 }))).resolves.toBe(503);
    await expect(answer(new TypeError("Failed to fetch"))).resolves.toBe(0);
    await expect(answer(Response.json({ nope: true }))).resolves.toBe(200);
  });
});
