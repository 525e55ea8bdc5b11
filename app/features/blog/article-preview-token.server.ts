// Share links to a draft: `/preview/<id>.<expiry>.<mac>`, where the MAC (HMAC-SHA256, base64url)
// covers the article's id, the link's expiry and the article's creation time, so that a link to a
// deleted article never opens one created later under the same id. The key is derived from the
// session secret for this use only, so a MAC made here is worth nothing anywhere else.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/** How long a share link opens the draft (docs/product.md: one week). */
export const SHARE_LINK_DAYS = 7;
const SHARE_LINK_MS = SHARE_LINK_DAYS * 24 * 60 * 60 * 1000;

const MAX_ID = 2_147_483_647;
/** Anchored, no nested repetition: linear on any input (server/regex-safety.test.ts). */
const ID = /^[1-9][0-9]{0,9}$/;
const EXPIRY = /^[1-9][0-9]{0,11}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;
/** Far longer than any token this module makes; anything longer is not read at all. */
const MAX_TOKEN_LENGTH = 80;

export interface ShareTokenKey {
  readonly key: Buffer;
}

/** The share links' own key, derived from the session secret (never the secret itself). */
export function shareTokenKey(sessionSecret: string): ShareTokenKey {
  return { key: Buffer.from(hkdfSync("sha256", sessionSecret, "", "article preview share link v1", 32)) };
}

function mac({ key }: ShareTokenKey, id: number, expiresAtSeconds: number, createdAt: string): Buffer {
  return createHmac("sha256", key).update(`article-preview|${id}|${expiresAtSeconds}|${createdAt}`).digest();
}

export interface ShareToken {
  token: string;
  expiresAt: Date;
}

/** A link to article `id` (created at `createdAt`, ISO) that opens it until `now` + 7 days. */
export function signShareToken(key: ShareTokenKey, id: number, createdAt: string, now: Date = new Date()): ShareToken {
  const expiresAtSeconds = Math.floor((now.getTime() + SHARE_LINK_MS) / 1000);
  const token = `${id}.${expiresAtSeconds}.${mac(key, id, expiresAtSeconds, createdAt).toString("base64url")}`;
  return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
}

export interface ReadShareToken {
  id: number;
  expiresAt: Date;
  /** True when the MAC matches this article's creation time (checked in constant time). */
  signedFor: (createdAt: string) => boolean;
}

/**
 * The article a token names, when the token is well formed and not expired at `now`; the caller
 * loads that article and asks `signedFor` with its creation time. Anything else: null.
 */
export function readShareToken(key: ShareTokenKey, token: string, now: Date = new Date()): ReadShareToken | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [idText, expiryText, macText, extra] = token.split(".");
  if (extra !== undefined || !idText || !expiryText || !macText) return null;
  if (!ID.test(idText) || !EXPIRY.test(expiryText) || !MAC.test(macText)) return null;
  const id = Number(idText);
  const expiresAtSeconds = Number(expiryText);
  if (id > MAX_ID || expiresAtSeconds * 1000 <= now.getTime()) return null;
  // Compared as text: base64url has several spellings of the same bytes, and only ours is valid.
  const given = Buffer.from(macText);
  return {
    id,
    expiresAt: new Date(expiresAtSeconds * 1000),
    signedFor: (createdAt) => {
      const expected = Buffer.from(mac(key, id, expiresAtSeconds, createdAt).toString("base64url"));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
