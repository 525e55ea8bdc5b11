// Which proxies may tell this server who the client is (TRUST_PROXY), and what a request says
// once only their word is believed. Modelled on Express's and Fastify's `trust proxy`: a hop
// count, or the proxies' addresses and ranges. Headers arrive from anyone, so nothing here uses a
// regular expression that could backtrack, and only the last few X-Forwarded-For entries are read.
import { BlockList, isIP } from "node:net";

export type TrustProxy =
  | { kind: "none" }
  /** The nearest `hops` peers are proxies, whatever their address (a load balancer's may change). */
  | { kind: "hops"; hops: number }
  /** Proxies are the listed addresses and ranges; anyone else is a client. */
  | { kind: "addresses"; list: BlockList; description: string };

/** More hops than any real chain of proxies; entries further left are the client's to invent. */
const MAX_FORWARDED_ENTRIES = 32;

/** The ranges behind Express's names. */
const NAMED_RANGES: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  linklocal: [
    ["169.254.0.0", 16, "ipv4"],
    ["fe80::", 10, "ipv6"],
  ],
  uniquelocal: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
};

function familyOf(address: string): "ipv4" | "ipv6" | undefined {
  const version = isIP(address);
  return version === 4 ? "ipv4" : version === 6 ? "ipv6" : undefined;
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
  const list = new BlockList();
  for (const entry of value.split(",").map((part) => part.trim())) {
    if (entry === "") continue;
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [network, prefix, family] of named) list.addSubnet(network, prefix, family);
      continue;
    }
    const slash = entry.indexOf("/");
    const address = slash === -1 ? entry : entry.slice(0, slash);
    const family = familyOf(address);
    if (!family) {
      throw new Error(
        `"${entry}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal (or use true, false or a number of hops)`,
      );
    }
    if (slash === -1) {
      list.addAddress(address, family);
      continue;
    }
    const prefixText = entry.slice(slash + 1);
    const prefix = Number(prefixText);
    const max = family === "ipv4" ? 32 : 128;
    if (!/^\d{1,3}$/.test(prefixText) || prefix > max) {
      throw new Error(`"${entry}" has an invalid prefix length (0-${max})`);
    }
    list.addSubnet(address, prefix, family);
  }
  return { kind: "addresses", list, description: value };
}

/** Node reports IPv4 peers on a dual-stack socket as ::ffff:a.b.c.d. */
function plainAddress(address: string): string {
  return address.toLowerCase().startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isTrusted(trust: TrustProxy, address: string, hop: number): boolean {
  if (trust.kind === "none") return false;
  if (trust.kind === "hops") return hop < trust.hops;
  const family = familyOf(address);
  return family !== undefined && trust.list.check(address, family);
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
