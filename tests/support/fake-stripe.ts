// A local HTTP server that speaks the part of Stripe's API the site uses, so the real stripe-node
// client runs in tests (host/port/protocol point it here): Checkout Sessions (create, retrieve,
// expire), form-encoded like Stripe, with Idempotency-Key replay (same key and parameters: the
// same object; same key, other parameters: Stripe's idempotency_error). It also plays Stripe's
// hosted payment page (`session.url`): "Pay" or "Decline" there sends a signed webhook to the site
// (signed with stripe.webhooks.generateTestHeaderString, as Stripe would sign it) and then returns
// the browser to success_url, as Stripe Checkout does. A session with payment_method_types
// ["promptpay"] (THB only) follows Stripe's flow for a delayed method: checkout.session.completed
// with payment_status "unpaid", then checkout.session.async_payment_succeeded or _failed.
// Refunds (POST /v1/refunds with payment_intent and amount, GET /v1/refunds/:id) follow Stripe's
// Refunds API: the amount may not exceed what is left unrefunded on the charge (pending refunds
// count), the refund's status is succeeded at once unless the test sets "pending" (or "failed")
// with setRefundStatus; settleRefund then moves a pending one and returns the signed events
// Stripe sends (refund.updated, and charge.refunded with the charge's refunds listed, or
// refund.failed).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export const FAKE_STRIPE_SECRET_KEY = "sk_test_fakeStripeSecretKeyForTests0001";
export const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_fakeStripeWebhookSecretForTests0001";

/** A real 8x8 PNG (a blue square): a bank-transfer slip for browser tests. */
export const E2E_SLIP_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAJUlEQVR4AYXBAQEAIAyAMKSHXYxtO99AtrXPfXxIkCBBggQJEgYnRQIks0Ej7QAAAABJRU5ErkJggg==",
  "base64",
);

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  stripeVersion: string | undefined;
  params: Record<string, unknown>;
}

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  /** As asked for; ["card"] when not given (the fake's stand-in for the dashboard's choice). */
  payment_method_types: string[];
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** Not part of Stripe's object: what the test needs to build payment_intent events. */
  payment_intent_metadata: Record<string, string>;
}

export interface FakeStripeOptions {
  /** Where "Pay" and "Decline" on the hosted page deliver their webhook; set later with setWebhookUrl. */
  webhookUrl?: string;
  webhookSecret?: string;
  secretKey?: string;
  /** The payment methods turned on in the "dashboard" (default card and promptpay). */
  activePaymentMethods?: string[];
}

export interface FakeStripe {
  url: string;
  port: number;
  /** Every API request, in order (not the hosted page). */
  requests: RecordedRequest[];
  sessions: Map<string, FakeCheckoutSession>;
  setWebhookUrl(url: string): void;
  /** A webhook event as Stripe would send it, with its signature header. */
  signedEvent(type: string, object: object, options?: { id?: string; secret?: string }): SignedEvent;
  /**
   * Marks the session paid (or failed) and returns the events Stripe would send, signed: for a card,
   * checkout.session.completed and payment_intent.succeeded (or payment_intent.payment_failed); for
   * PromptPay, checkout.session.completed (unpaid), then async_payment_succeeded (or _failed).
   */
  completeSession(id: string, outcome: "paid" | "failed"): SignedEvent[];
  /** Refunds by id, as the API returns them. */
  refunds: Map<string, FakeRefund>;
  /** The status new refunds get (Stripe's card refunds: succeeded; some methods: pending). */
  setRefundStatus(status: FakeRefund["status"]): void;
  /** Moves a pending refund to its outcome; the events Stripe would send about it, signed. */
  settleRefund(id: string, outcome: "succeeded" | "failed"): SignedEvent[];
  /** The events Stripe sends about a refund in its current state (refund.updated, charge.refunded). */
  refundEvents(id: string): SignedEvent[];
  /** POSTs a signed event to the webhook URL and returns the site's answer. */
  deliver(event: SignedEvent): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  status: "pending" | "succeeded" | "failed" | "canceled";
  reason: string | null;
  failure_reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

interface FakeIntent {
  id: string;
  amount: number;
  currency: string;
  charge: string;
  metadata: Record<string, string>;
}

export interface SignedEvent {
  id: string;
  type: string;
  payload: string;
  signature: string;
}

const stripeHelpers = new Stripe("sk_test_helpersOnly");

/** `a[b][0][c]=1` into `{ a: { b: [{ c: "1" }] } }`, as Stripe reads form bodies. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part, index) => part !== "" || index === 0);
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? "");
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}

function stripeId(prefix: string) {
  return `${prefix}_test_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sendJson(response: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) {
  response.writeHead(status, { "Content-Type": "application/json", "Request-Id": stripeId("req"), ...extra });
  response.end(JSON.stringify(body));
}

function stripeError(response: ServerResponse, status: number, type: string, message: string, param?: string) {
  sendJson(response, status, { error: { type, message, ...(param ? { param } : {}) } });
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? FAKE_STRIPE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET;
  const activePaymentMethods = options.activePaymentMethods ?? ["card", "promptpay"];
  let webhookUrl = options.webhookUrl;
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  let refundStatus: FakeRefund["status"] = "succeeded";
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();
  let baseUrl = "";

  function signedEvent(type: string, object: object, eventOptions: { id?: string; secret?: string } = {}): SignedEvent {
    const id = eventOptions.id ?? stripeId("evt");
    const payload = JSON.stringify({
      id,
      object: "event",
      api_version: "2025-10-29.clover",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    const signature = stripeHelpers.webhooks.generateTestHeaderString({
      payload,
      secret: eventOptions.secret ?? webhookSecret,
    });
    return { id, type, payload, signature };
  }

  function publicSession(session: FakeCheckoutSession) {
    const { payment_intent_metadata: _hidden, ...visible } = session;
    return visible;
  }

  function completeSession(id: string, outcome: "paid" | "failed"): SignedEvent[] {
    const session = sessions.get(id);
    if (!session) throw new Error(`No such checkout session: ${id}`);
    session.payment_intent ??= stripeId("pi");
    if (outcome === "paid") {
      intents.set(session.payment_intent, {
        id: session.payment_intent,
        amount: session.amount_total,
        currency: session.currency,
        charge: stripeId("ch"),
        metadata: session.payment_intent_metadata,
      });
    }
    if (session.payment_method_types.includes("promptpay")) {
      // The customer scanned the QR: the session is complete, the money not yet confirmed.
      session.status = "complete";
      session.payment_status = "unpaid";
      session.url = null;
      const completed = signedEvent("checkout.session.completed", publicSession(session));
      if (outcome === "paid") session.payment_status = "paid";
      const type = outcome === "paid" ? "checkout.session.async_payment_succeeded" : "checkout.session.async_payment_failed";
      return [completed, signedEvent(type, publicSession(session))];
    }
    const intent = {
      id: session.payment_intent,
      object: "payment_intent",
      amount: session.amount_total,
      amount_received: outcome === "paid" ? session.amount_total : 0,
      currency: session.currency,
      status: outcome === "paid" ? "succeeded" : "requires_payment_method",
      metadata: session.payment_intent_metadata,
      last_payment_error: outcome === "failed" ? { code: "card_declined", message: "Your card was declined." } : null,
    };
    if (outcome === "paid") {
      session.status = "complete";
      session.payment_status = "paid";
      session.url = null;
      return [signedEvent("checkout.session.completed", publicSession(session)), signedEvent("payment_intent.succeeded", intent)];
    }
    return [signedEvent("payment_intent.payment_failed", intent)];
  }

  async function deliver(event: SignedEvent) {
    if (!webhookUrl) throw new Error("The fake Stripe server has no webhook URL");
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature, "User-Agent": "Stripe/1.0" },
      body: event.payload,
    });
    return { status: response.status, body: await response.text() };
  }

  function createSession(params: Record<string, unknown>): FakeCheckoutSession | string {
    const items = params.line_items as Array<{ quantity?: string; price_data?: Record<string, unknown> }> | undefined;
    if (params.mode !== "payment") return "mode";
    if (!Array.isArray(items) || items.length === 0) return "line_items";
    let total = 0;
    let currency: string | undefined;
    for (const item of items) {
      const priceData = item.price_data;
      const amount = Number(priceData?.unit_amount);
      const quantity = Number(item.quantity ?? 1);
      if (!priceData || !Number.isInteger(amount) || amount < 0 || !Number.isInteger(quantity) || quantity < 1) {
        return "line_items";
      }
      if (typeof priceData.currency !== "string" || (currency && priceData.currency !== currency)) return "currency";
      currency = priceData.currency;
      total += amount * quantity;
    }
    if (typeof params.success_url !== "string") return "success_url";
    const types = params.payment_method_types ?? ["card"];
    if (!Array.isArray(types) || types.length === 0 || types.some((type) => typeof type !== "string")) {
      return "payment_method_types";
    }
    const inactive = types.find((type) => !activePaymentMethods.includes(type as string));
    if (inactive) return `inactive:${String(inactive)}`;
    // Stripe's PromptPay guide: THB only, one currency for all line items.
    if (types.includes("promptpay") && currency !== "thb") return "currency";
    const id = stripeId("cs");
    const now = Math.floor(Date.now() / 1000);
    const session: FakeCheckoutSession = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      payment_method_types: types as string[],
      amount_total: total,
      amount_subtotal: total,
      currency: currency ?? "thb",
      client_reference_id: typeof params.client_reference_id === "string" ? params.client_reference_id : null,
      customer_email: typeof params.customer_email === "string" ? params.customer_email : null,
      locale: typeof params.locale === "string" ? params.locale : null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: null,
      success_url: params.success_url,
      cancel_url: typeof params.cancel_url === "string" ? params.cancel_url : null,
      url: `${baseUrl}/pay/${id}`,
      created: now,
      expires_at: Number(params.expires_at ?? now + 24 * 3600),
      livemode: false,
      payment_intent_metadata:
        ((params.payment_intent_data as Record<string, unknown> | undefined)?.metadata as Record<string, string>) ?? {},
    };
    sessions.set(id, session);
    return session;
  }

  async function api(request: IncomingMessage, response: ServerResponse, url: URL) {
    const body = await readBody(request);
    const params = request.method === "GET" ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);
    const idempotencyKey = header(request, "idempotency-key");
    const authorization = header(request, "authorization");
    requests.push({
      method: request.method ?? "GET",
      path: url.pathname,
      idempotencyKey,
      authorization,
      stripeVersion: header(request, "stripe-version"),
      params,
    });
    if (authorization !== `Bearer ${secretKey}`) {
      return stripeError(response, 401, "invalid_request_error", "Invalid API Key provided.");
    }
    // Stripe replays the stored answer for a key it has seen with the same parameters.
    const replayKey = idempotencyKey ? `${request.method} ${url.pathname} ${idempotencyKey}` : undefined;
    if (request.method === "POST" && replayKey) {
      const earlier = idempotent.get(replayKey);
      if (earlier) {
        if (earlier.params !== body) {
          return stripeError(
            response,
            400,
            "idempotency_error",
            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          );
        }
        return sendJson(response, earlier.status, earlier.body, { "Idempotent-Replayed": "true" });
      }
    }
    const remember = (status: number, answer: unknown) => {
      if (request.method === "POST" && replayKey) idempotent.set(replayKey, { params: body, status, body: answer });
      sendJson(response, status, answer);
    };

    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const created = createSession(params);
      if (typeof created === "string" && created.startsWith("inactive:")) {
        // What Stripe answers for a method not turned on in the dashboard.
        const type = created.slice("inactive:".length);
        return stripeError(
          response,
          400,
          "invalid_request_error",
          `The payment method type provided: ${type} is invalid. Please ensure the provided type is activated in your dashboard (https://dashboard.stripe.com/account/payments/settings) and your account is enabled for any preview features that you are trying to use.`,
          "payment_method_types",
        );
      }
      if (typeof created === "string") {
        return stripeError(response, 400, "invalid_request_error", `Invalid parameter: ${created}`, created);
      }
      return remember(200, publicSession(created));
    }
    if (request.method === "POST" && url.pathname === "/v1/refunds") return createRefund(params, remember, response);
    const refundMatch = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname);
    if (refundMatch && request.method === "GET") {
      const refund = refunds.get(decodeURIComponent(refundMatch[1] ?? ""));
      if (!refund) return stripeError(response, 404, "invalid_request_error", `No such refund: '${refundMatch[1]}'`, "id");
      return sendJson(response, 200, refund);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    const session = match ? sessions.get(decodeURIComponent(match[1] ?? "")) : undefined;
    if (match && !session) {
      return stripeError(response, 404, "invalid_request_error", `No such checkout.session: '${match[1]}'`, "session");
    }
    if (session && request.method === "GET" && !match?.[2]) return sendJson(response, 200, publicSession(session));
    if (session && request.method === "POST" && match?.[2]) {
      if (session.status !== "open") {
        return stripeError(response, 400, "invalid_request_error", "Only open sessions can be expired.");
      }
      session.status = "expired";
      session.url = null;
      return remember(200, publicSession(session));
    }
    return stripeError(response, 404, "invalid_request_error", `Unrecognized request URL (${request.method}: ${url.pathname}).`);
  }

  /** What is still refundable on an intent's charge: pending and succeeded refunds count. */
  function unrefunded(intent: FakeIntent): number {
    let taken = 0;
    for (const refund of refunds.values()) {
      if (refund.payment_intent === intent.id && (refund.status === "pending" || refund.status === "succeeded"))
        taken += refund.amount;
    }
    return intent.amount - taken;
  }

  function createRefund(
    params: Record<string, unknown>,
    remember: (status: number, answer: unknown) => void,
    response: ServerResponse,
  ) {
    const intentId = params.payment_intent;
    if (typeof intentId !== "string") {
      return stripeError(
        response,
        400,
        "invalid_request_error",
        "One of the following params should be provided for this request: payment_intent or charge.",
      );
    }
    const intent = intents.get(intentId);
    if (!intent) {
      return stripeError(response, 400, "invalid_request_error", `No such payment_intent: '${intentId}'`, "payment_intent");
    }
    const left = unrefunded(intent);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) {
      return stripeError(response, 400, "invalid_request_error", "Invalid positive integer", "amount");
    }
    if (left === 0) {
      const answer = {
        error: {
          type: "invalid_request_error",
          code: "charge_already_refunded",
          message: `Charge ${intent.charge} has already been refunded.`,
        },
      };
      return remember(400, answer);
    }
    if (amount > left) {
      const money = (satang: number) => `฿${(satang / 100).toFixed(2)}`;
      const answer = {
        error: {
          type: "invalid_request_error",
          code: "amount_too_large",
          param: "amount",
          message: `Refund amount (${money(amount)}) is greater than unrefunded amount on charge (${money(left)})`,
        },
      };
      return remember(400, answer);
    }
    const refund: FakeRefund = {
      id: stripeId("re"),
      object: "refund",
      amount,
      charge: intent.charge,
      currency: intent.currency,
      payment_intent: intent.id,
      status: refundStatus,
      reason: typeof params.reason === "string" ? params.reason : null,
      failure_reason: refundStatus === "failed" ? "unknown" : null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return remember(200, refund);
  }

  function refundEvents(id: string): SignedEvent[] {
    const refund = refunds.get(id);
    if (!refund) throw new Error(`No such refund: ${id}`);
    const intent = intents.get(refund.payment_intent);
    if (refund.status === "failed")
      return [signedEvent("refund.updated", { ...refund }), signedEvent("refund.failed", { ...refund })];
    if (refund.status !== "succeeded" || !intent) return [signedEvent("refund.updated", { ...refund })];
    const listed = [...refunds.values()].filter((other) => other.charge === refund.charge);
    const amountRefunded = listed.filter((other) => other.status === "succeeded").reduce((sum, other) => sum + other.amount, 0);
    const charge = {
      id: refund.charge,
      object: "charge",
      amount: intent.amount,
      amount_refunded: amountRefunded,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: amountRefunded === intent.amount,
      metadata: intent.metadata,
      refunds: { object: "list", data: listed.map((other) => ({ ...other })), has_more: false },
    };
    return [signedEvent("refund.updated", { ...refund }), signedEvent("charge.refunded", charge)];
  }

  function settleRefund(id: string, outcome: "succeeded" | "failed"): SignedEvent[] {
    const refund = refunds.get(id);
    if (!refund) throw new Error(`No such refund: ${id}`);
    if (refund.status !== "pending") throw new Error(`Refund ${id} is ${refund.status}, not pending`);
    refund.status = outcome;
    if (outcome === "failed") refund.failure_reason = "expired_or_canceled_card";
    return refundEvents(id);
  }

  // The hosted payment page: the browser arrives at session.url.
  async function hostedPage(request: IncomingMessage, response: ServerResponse, url: URL) {
    const [, , id = "", action] = url.pathname.split("/");
    const session = sessions.get(id);
    if (!session) {
      response.writeHead(404, { "Content-Type": "text/plain" });
      return response.end("No such checkout session");
    }
    if (request.method === "GET") {
      const amount = (session.amount_total / 100).toFixed(2);
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body><main><h1>Fake Stripe Checkout</h1>
<p>Pay <span data-testid="amount">${escapeHtml(amount)} ${escapeHtml(session.currency.toUpperCase())}</span>
for ${escapeHtml(session.client_reference_id ?? "")}</p>
<p>Payment method: <span data-testid="payment-method-types">${escapeHtml(session.payment_method_types.join(", "))}</span></p>
<form method="post" action="/pay/${escapeHtml(id)}/pay"><button>Pay</button></form>
<form method="post" action="/pay/${escapeHtml(id)}/pay"><input type="hidden" name="hold" value="1"><button>Pay, webhook held</button></form>
<form method="post" action="/pay/${escapeHtml(id)}/decline"><button>Decline</button></form>
${session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Back</a>` : ""}
</main></body></html>`);
    }
    if (request.method === "POST" && (action === "pay" || action === "decline")) {
      const hold = new URLSearchParams(await readBody(request)).get("hold") === "1";
      if (session.status !== "open") {
        response.writeHead(409, { "Content-Type": "text/plain" });
        return response.end("This session is no longer open");
      }
      const events = completeSession(id, action === "pay" ? "paid" : "failed");
      // "Held": the customer is back on the site before Stripe's webhook arrives (POST /__control/release).
      // For PromptPay the session's completion (unpaid) goes at once: only the bank's answer waits.
      const now = hold && session.payment_method_types.includes("promptpay") ? events.slice(0, 1) : hold ? [] : events;
      for (const event of now) await deliverAndRemember(id, event);
      if (hold) held.set(id, [...(held.get(id) ?? []), ...events.slice(now.length)]);
      // Both return to success_url, as an asynchronous method (one that fails after the redirect) does,
      // so that the site's page has to wait for the webhook to tell it which.
      response.writeHead(303, { Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", id) });
      return response.end();
    }
    response.writeHead(405, { "Content-Type": "text/plain" });
    response.end("Method not allowed");
  }

  // Per Checkout Session, so that browser tests running in parallel never touch each other's.
  const held = new Map<string, SignedEvent[]>();
  const delivered = new Map<string, SignedEvent[]>();
  async function deliverAndRemember(sessionId: string, event: SignedEvent) {
    delivered.set(sessionId, [...(delivered.get(sessionId) ?? []), event]);
    return deliver(event);
  }

  // For browser tests, which reach this server only over HTTP: POST /__control/release/:sessionId
  // delivers the session's held webhooks, /__control/replay/:sessionId delivers the ones already
  // delivered once more. Both answer the site's HTTP statuses as JSON.
  async function control(request: IncomingMessage, response: ServerResponse, url: URL) {
    await readBody(request);
    const [, , command, id = ""] = url.pathname.split("/");
    if (request.method !== "POST") return sendJson(response, 405, {});
    let events: SignedEvent[];
    if (command === "release") {
      events = held.get(id) ?? [];
      held.delete(id);
    } else if (command === "replay") events = [...(delivered.get(id) ?? [])];
    else return sendJson(response, 404, {});
    const statuses: number[] = [];
    for (const event of events) statuses.push((await deliverAndRemember(id, event)).status);
    return sendJson(response, 200, { statuses });
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-stripe.local");
    if (url.pathname === "/favicon.ico") {
      response.writeHead(204);
      return response.end();
    }
    const handler = url.pathname.startsWith("/v1/")
      ? api
      : url.pathname.startsWith("/pay/")
        ? hostedPage
        : url.pathname.startsWith("/__control/")
          ? control
          : undefined;
    if (!handler) {
      response.writeHead(404);
      return response.end();
    }
    handler(request, response, url).catch((error: unknown) => {
      if (!response.headersSent) stripeError(response, 500, "api_error", String(error));
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    port,
    requests,
    sessions,
    refunds,
    setRefundStatus: (status) => {
      refundStatus = status;
    },
    settleRefund,
    refundEvents,
    setWebhookUrl: (next) => {
      webhookUrl = next;
    },
    signedEvent,
    completeSession,
    deliver,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
