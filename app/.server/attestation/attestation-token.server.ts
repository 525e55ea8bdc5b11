// Attestation tokens: short-lived, HMAC-signed, bound to one purpose (the path they protect).
// Stateless, so any server instance checks a token another one issued (ADR 028).
// Format: v1.<base64url JSON {p, iat, exp, jti}>.<base64url HMAC-SHA256 of "v1.<payload>">
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const ATTESTATION_TOKEN_TTL_MS = 30 * 60 * 1000;
const VERSION = "v1";
/** A token longer than this is not one of ours; do no work on it. */
const MAX_TOKEN_LENGTH = 512;

/** Its own key, derived from the session secret: one secret to configure, no reuse across uses. */
export function attestationKey(sessionSecret: string): Buffer {
  return createHmac("sha256", sessionSecret).update("attestation-token/v1").digest();
}

interface Payload {
  p: string;
  iat: number;
  exp: number;
  jti: string;
}

function sign(key: Buffer, body: string): string {
  return createHmac("sha256", key).update(body).digest("base64url");
}

export function issueAttestationToken(
  key: Buffer,
  purpose: string,
  now: number = Date.now(),
  ttlMs: number = ATTESTATION_TOKEN_TTL_MS,
): { token: string; expiresAt: number } {
  const payload: Payload = { p: purpose, iat: now, exp: now + ttlMs, jti: randomBytes(9).toString("base64url") };
  const body = `${VERSION}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
  return { token: `${body}.${sign(key, body)}`, expiresAt: payload.exp };
}

export type TokenCheck =
  { ok: true; expiresAt: number } | { ok: false; reason: "malformed" | "signature" | "expired" | "purpose" };

export function verifyAttestationToken(key: Buffer, token: string, purpose: string, now: number = Date.now()): TokenCheck {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "malformed" };
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== VERSION || !parts[1] || !parts[2]) return { ok: false, reason: "malformed" };
  const body = `${parts[0]}.${parts[1]}`;
  const expected = Buffer.from(sign(key, body), "base64url");
  const given = Buffer.from(parts[2], "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "signature" };
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8")) as Partial<Payload>;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof payload.exp !== "number" || typeof payload.p !== "string") return { ok: false, reason: "malformed" };
  if (now >= payload.exp) return { ok: false, reason: "expired" };
  if (payload.p !== purpose) return { ok: false, reason: "purpose" };
  return { ok: true, expiresAt: payload.exp };
}
