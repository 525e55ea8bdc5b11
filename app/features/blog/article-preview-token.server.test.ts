import { describe, expect, it } from "vitest";
import { readShareToken, SHARE_LINK_DAYS, shareTokenKey, signShareToken } from "./article-preview-token.server";

const key = shareTokenKey("a session secret of at least thirty-two characters");
const CREATED = "2026-11-20T03:04:05.678Z";
const NOW = new Date("2026-11-26T10:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

function opens(token: string, { at = NOW, createdAt = CREATED, withKey = key } = {}): number | null {
  const read = readShareToken(withKey, token, at);
  return read?.signedFor(createdAt) ? read.id : null;
}

describe("share link tokens", () => {
  it("open their article for 7 days, and then no more", () => {
    const { token, expiresAt } = signShareToken(key, 42, CREATED, NOW);
    expect(SHARE_LINK_DAYS).toBe(7);
    expect(expiresAt.getTime()).toBe(NOW.getTime() + 7 * DAY);
    expect(token).toMatch(/^42\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(opens(token)).toBe(42);
    expect(opens(token, { at: new Date(NOW.getTime() + 7 * DAY - 1000) })).toBe(42);
    expect(opens(token, { at: new Date(NOW.getTime() + 7 * DAY) })).toBeNull();
  });

  it("do not open another article, nor one created later under the same id", () => {
    const { token } = signShareToken(key, 42, CREATED, NOW);
    const [, expiry, mac] = token.split(".");
    expect(opens(`43.${expiry}.${mac}`)).toBeNull();
    expect(opens(token, { createdAt: "2026-11-25T00:00:00.000Z" })).toBeNull();
  });

  it("refuse any change to the expiry or the signature, and a key from another secret", () => {
    const { token } = signShareToken(key, 42, CREATED, NOW);
    const [id, expiry = "", mac = ""] = token.split(".");
    expect(opens(`${id}.${Number(expiry) + 86_400}.${mac}`)).toBeNull();
    for (let index = 0; index < mac.length; index++) {
      const changed = mac.slice(0, index) + (mac[index] === "A" ? "B" : "A") + mac.slice(index + 1);
      expect(opens(`${id}.${expiry}.${changed}`), `character ${index}`).toBeNull();
    }
    expect(opens(token, { withKey: shareTokenKey("another session secret of thirty-two characters") })).toBeNull();
  });

  it("are not the session secret's own HMAC (the key is derived for share links only)", () => {
    const { token } = signShareToken(key, 42, CREATED, NOW);
    const plain = signShareToken({ key: Buffer.from("a session secret of at least thirty-two characters") }, 42, CREATED, NOW);
    expect(token).not.toBe(plain.token);
  });

  it("read nothing from malformed input", () => {
    const { token } = signShareToken(key, 42, CREATED, NOW);
    for (const bad of [
      "",
      "42",
      "42.1",
      `${token}.x`,
      `0${token}`,
      `-42${token.slice(2)}`,
      token.replace("42.", "4 2."),
      "a".repeat(10_000),
      `${token}=`,
    ]) {
      expect(readShareToken(key, bad, NOW), bad.slice(0, 40)).toBeNull();
    }
    expect(readShareToken(key, `2147483648.${token.split(".").slice(1).join(".")}`, NOW)).toBeNull();
  });
});
