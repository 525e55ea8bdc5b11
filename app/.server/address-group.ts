// Whom a rate limit counts: one IPv4 address, or one IPv6 /64. An IPv6 subscriber is usually given a
// whole /64 (RFC 6177 and providers' practice), so counting single IPv6 addresses would let one
// client take a fresh address for every hit. Parsing is ipaddr.js's (what proxy-addr uses).
import ipaddr from "ipaddr.js";

/**
 * The rate-limit subject for `address`: an IPv6 address becomes its /64 ("2001:db8:1:2::/64"); an
 * IPv4-mapped IPv6 address is its IPv4 address; IPv4 addresses and anything that is not an IPv6
 * address (a user id, a hash, "unknown") are returned unchanged.
 */
export function addressGroup(address: string): string {
  if (!ipaddr.IPv6.isValid(address)) return address;
  let parsed: ipaddr.IPv6;
  try {
    parsed = ipaddr.IPv6.parse(address);
  } catch {
    return address;
  }
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  const prefix = new ipaddr.IPv6([...parsed.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${prefix.toString()}/64`;
}
