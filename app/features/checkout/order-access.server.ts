// Who may open an order's page: whoever holds its link. The reference alone is short enough to
// guess, so the link also carries an HMAC of it under the server's secret (ADR 032).
import { createHmac, timingSafeEqual } from "node:crypto";
import { isOrderReference } from "./order-reference";

export function orderAccessToken(secret: string, reference: string): string {
  return createHmac("sha256", secret).update(`order:${reference}`).digest("base64url").slice(0, 24);
}

export function isValidOrderAccessToken(secret: string, reference: string, token: string | null | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(orderAccessToken(secret, reference));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The path of an order's page, e.g. /order-confirmation?ref=SWS-2026-7K3Q9&t=… */
export function orderPath(secret: string, reference: string, page = "/order-confirmation"): string {
  const query = new URLSearchParams({ ref: reference, t: orderAccessToken(secret, reference) });
  return `${page}?${query}`;
}

/** An order's link as a page's query (?ref=…&t=…) or a posted form carries it. */
export interface OrderLink {
  /** As people type it: trimmed and upper-cased. */
  reference: string;
  token: string;
}

/** The link's two fields as a parsed form has them. */
export function orderLinkOf({ ref, t }: { ref?: unknown; t?: unknown }): OrderLink {
  return {
    reference: String(ref ?? "")
      .trim()
      .toUpperCase(),
    token: String(t ?? ""),
  };
}

/** The link from a page's query or a form's fields. */
export function readOrderLink(fields: { get(name: string): unknown }): OrderLink {
  return orderLinkOf({ ref: fields.get("ref"), t: fields.get("t") });
}

/** Whether the link opens its order: a well-formed reference and that reference's token. */
export function linkOpensOrder(secret: string, link: OrderLink): boolean {
  return isOrderReference(link.reference) && isValidOrderAccessToken(secret, link.reference, link.token);
}
