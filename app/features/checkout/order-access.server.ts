// Who may open an order's page: whoever holds its link. The reference alone is short enough to
// guess, so the link also carries an HMAC of it under the server's secret (ADR 032).
import { createHmac, timingSafeEqual } from "node:crypto";

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
