// Which proxies may tell this server who the client is (TRUST_PROXY), and what a request says
// once only their word is believed. TRUST_PROXY reads as Express's `trust proxy`: a hop count, or
// the proxies' addresses, ranges and names, compiled by `proxy-addr` (what Express itself uses).
// Headers arrive from anyone, so nothing here uses a regular expression that could backtrack, and
// only the last few X-Forwarded-For entries are read.
import { isIP } from "node:net";
import proxyaddr from "proxy-addr";

/** Whether the address at `hop` (0: the peer, 1: the last X-Forwarded-For entry...) is a proxy to believe. */
export type TrustFunction = (address: string, hop: number) => boolean;

export type TrustProxy =
  | { kind: "none" }
  /** The nearest `hops` peers are proxies, whatever their address (a load balancer's may change). */
  | { kind: "hops"; hops: number }
  /** Proxies are the listed addresses, ranges and names; anyone else is a client. */
  | { kind: "addresses"; trusts: TrustFunction; description: string };

/** More hops than any real chain of proxies; entries further left are the client's to invent. */
const MAX_FORWARDED_ENTRIES = 32;

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function familyOf(address: string): "ipv4" | "ipv6" | undefined {
  const version = isIP(address);
  return version === 4 ? "ipv4" : version === 6 ? "ipv6" : undefined;
}

/** Why proxy-addr refused one entry, in words an operator can act on. */
function entryError(entry: string): Error {
  const slash = entry.indexOf("/");
  const family = familyOf(slash === -1 ? entry : entry.slice(0, slash));
  if (slash !== -1 && family) {
    return new Error(`"${entry}" has an invalid prefix length (0-${family === "ipv4" ? 32 : 128})`);
  }
  return new Error(
    `"${entry}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal (or use true, false or a number of hops)`,
  );
}

/**
 * TRUST_PROXY's value: empty/`false`/`0` (no proxy), `true` (one proxy in front), a whole number
 * of hops, or a comma-separated list of addresses, CIDR ranges and the names loopback, linklocal
 * and uniquelocal. Throws an Error whose message says what is wrong.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "" || value === "false" || value === "0") return { kind: "none" };
  if (value === "true") return { kind: "hops", hops: 1 };
  if (/^\d{1,3}$/.test(value)) return { kind: "hops", hops: Number(value) };
  const entries = value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  for (const entry of entries) {
    // proxy-addr accepts a netmask after the slash too; TRUST_PROXY documents prefix lengths only.
    const prefix = entry.includes("/") ? entry.slice(entry.indexOf("/") + 1) : "";
    if (entry.includes("/") && !/^\d{1,3}$/.test(prefix)) throw entryError(entry);
    if (NAMES.has(entry)) continue;
    try {
      proxyaddr.compile(entry);
    } catch {
      throw entryError(entry);
    }
  }
  return { kind: "addresses", trusts: proxyaddr.compile(entries), description: value };
}

/** Node reports IPv4 peers on a dual-stack socket as ::ffff:a.b.c.d. */
function plainAddress(address: string): string {
  return address.toLowerCase().startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isTrusted(trust: TrustProxy, address: string, hop: number): boolean {
  if (trust.kind === "none") return false;
  if (trust.kind === "hops") return hop < trust.hops;
  return familyOf(address) !== undefined && trust.trusts(address, hop);
}

/** The last value of a comma-separated header: the one the nearest proxy wrote. */
function lastValue(header: string | null): string | undefined {
  if (!header) return undefined;
  const value = header.slice(header.lastIndexOf(",") + 1).trim();
  return value || undefined;
}

/** A Host value as a proxy would send it: a name or address, an optional port, nothing else. */
function isHostValue(value: string): boolean {
  if (value.length === 0 || value.length > 255) return false;
  for (const character of value) {
    const ok =
      (character >= "a" && character <= "z") ||
      (character >= "A" && character <= "Z") ||
      (character >= "0" && character <= "9") ||
      character === "." ||
      character === "-" ||
      character === ":" ||
      character === "[" ||
      character === "]";
    if (!ok) return false;
  }
  return true;
}

/** Whether the peer itself is a proxy TRUST_PROXY believes (its headers, X-Request-Id too, are its word). */
export function isTrustedPeer(trust: TrustProxy, peer: string | undefined): boolean {
  return peer !== undefined && isTrusted(trust, plainAddress(peer), 0);
}

export interface ForwardedInfo {
  /** The client's address: the peer, or the first untrusted address walking X-Forwarded-For from the right. */
  clientIp: string;
  /** Set only when the peer is a trusted proxy that sent them. */
  proto?: "http" | "https";
  host?: string;
}

/**
 * What the request says about its client once only trusted proxies are believed. An untrusted
 * peer's X-Forwarded-* headers are ignored entirely; behind trusted ones, each X-Forwarded-For
 * entry is believed only while the hop that wrote it is itself trusted.
 */
export function resolveForwarded(trust: TrustProxy, peer: string | undefined, headers: Headers): ForwardedInfo {
  const peerAddress = peer ? plainAddress(peer) : "unknown";
  if (!peer || !isTrusted(trust, peerAddress, 0)) return { clientIp: peerAddress };

  let clientIp = peerAddress;
  const forwardedFor = headers.get("X-Forwarded-For");
  if (forwardedFor) {
    const entries = forwardedFor.split(",").slice(-MAX_FORWARDED_ENTRIES);
    for (let hop = 1; entries.length > 0; hop++) {
      const entry = plainAddress((entries.pop() as string).trim());
      // A proxy never writes garbage: what is left of the header is the client's own invention.
      if (!familyOf(entry)) break;
      clientIp = entry;
      if (!isTrusted(trust, entry, hop)) break;
    }
  }
  const protoValue = lastValue(headers.get("X-Forwarded-Proto"))?.toLowerCase();
  const hostValue = lastValue(headers.get("X-Forwarded-Host"));
  return {
    clientIp,
    proto: protoValue === "https" || protoValue === "http" ? protoValue : undefined,
    host: hostValue && isHostValue(hostValue) ? hostValue.toLowerCase() : undefined,
  };
}
