// GA4's Measurement Protocol: the server reports a purchase the browser could not, because it is
// only a sale once staff confirm the money (PromptPay and bank transfer). The parameters are the
// ones the browser's purchase() sends, so both land in the same reports.
import { type PurchasePayment, purchaseEventParams } from "./analytics";

export interface MeasurementProtocolTarget {
  /** Google's collect endpoint (a local fake in tests). */
  collectUrl: string;
  measurementId: string;
  apiSecret: string;
}

export interface PurchaseHit {
  /** The visitor's GA4 client id, from their _ga cookie at checkout. */
  clientId: string;
  payment: PurchasePayment;
  /** When the money was confirmed: GA takes events up to 72 hours old. */
  occurredAt?: Date;
}

/** The collect URL with the measurement id and the secret in its query (the secret is never logged). */
export function collectUrlFor(target: MeasurementProtocolTarget): URL {
  const url = new URL(target.collectUrl);
  url.searchParams.set("measurement_id", target.measurementId);
  url.searchParams.set("api_secret", target.apiSecret);
  return url;
}

export function purchaseHitBody(hit: PurchaseHit): Record<string, unknown> {
  return {
    client_id: hit.clientId,
    ...(hit.occurredAt ? { timestamp_micros: hit.occurredAt.getTime() * 1000 } : {}),
    events: [{ name: "purchase", params: purchaseEventParams(hit.payment) }],
  };
}

export type SendOutcome = { ok: true } | { ok: false; reason: string };

/**
 * POSTs one purchase; ok on a 2xx answer. Failures come back as a short reason (an HTTP status or
 * the error's name), never the URL, which carries the secret.
 */
export async function sendPurchaseHit(
  target: MeasurementProtocolTarget,
  hit: PurchaseHit,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<SendOutcome> {
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(collectUrlFor(target), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(purchaseHitBody(hit)),
      signal: AbortSignal.timeout(options.timeoutMs ?? 3_000),
    });
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    return response.ok ? { ok: true } : { ok: false, reason: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.name : "error" };
  }
}
