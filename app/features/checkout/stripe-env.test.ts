// The Stripe part of the environment (app/.server/env.ts): both keys or neither, their formats,
// and secrets that never show when the parsed environment is printed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";
import { EnvError } from "~/.server/env-error";
import { isCardPaymentAvailable, isStripePromptPayAvailable } from "./stripe.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "stripe-env-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const KEY = "sk_test_51AbCdEfGhIjKlMn";
const WHSEC = "whsec_AbCdEfGhIjKlMnOpQr";

function errorOf(values: Record<string, string>): string {
  try {
    parseEnv({ DATA_DIR: dataDir, ...values });
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("expected an EnvError");
}

describe("Stripe configuration", () => {
  it("is off without keys and on with both", () => {
    expect(isCardPaymentAvailable(parseEnv({ DATA_DIR: dataDir }))).toBe(false);
    const env = parseEnv({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: WHSEC });
    expect(isCardPaymentAvailable(env)).toBe(true);
    expect(env.stripe.secretKey()).toBe(KEY);
    expect(env.stripe.webhookSecret()).toBe(WHSEC);
    expect(env.stripe.api).toBeUndefined();
  });

  it("names the missing half and malformed values", () => {
    expect(errorOf({ STRIPE_SECRET_KEY: KEY })).toMatch(
      /STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/,
    );
    expect(errorOf({ STRIPE_WEBHOOK_SECRET: WHSEC })).toMatch(/STRIPE_SECRET_KEY: .*go together/);
    expect(errorOf({ STRIPE_SECRET_KEY: "pk_test_publishable", STRIPE_WEBHOOK_SECRET: WHSEC })).toMatch(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(errorOf({ STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: "secret" })).toMatch(
      /STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret/,
    );
    expect(errorOf({ STRIPE_API_URL: "ftp://x" })).toMatch(/STRIPE_API_URL: must be an http\(s\) URL/);
  });

  it("pays PromptPay at Stripe only with STRIPE_PROMPTPAY on and both keys (ADR 099)", () => {
    const keys = { DATA_DIR: dataDir, STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: WHSEC };
    expect(isStripePromptPayAvailable(parseEnv(keys))).toBe(false);
    expect(isStripePromptPayAvailable(parseEnv({ ...keys, STRIPE_PROMPTPAY: "false" }))).toBe(false);
    expect(isStripePromptPayAvailable(parseEnv({ ...keys, STRIPE_PROMPTPAY: "true" }))).toBe(true);
    expect(errorOf({ STRIPE_PROMPTPAY: "true" })).toMatch(/STRIPE_PROMPTPAY: needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(errorOf({ ...keys, STRIPE_PROMPTPAY: "yes" })).toMatch(/STRIPE_PROMPTPAY/);
  });

  it("points the client at STRIPE_API_URL", () => {
    const env = parseEnv({
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: KEY,
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_URL: "http://127.0.0.1:4242",
    });
    expect(env.stripe.api).toEqual({ host: "127.0.0.1", port: 4242, protocol: "http" });
  });

  it("never prints a secret", () => {
    const env = parseEnv({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: WHSEC });
    const printed = JSON.stringify(env);
    expect(printed).not.toContain(KEY);
    expect(printed).not.toContain(WHSEC);
  });
});
