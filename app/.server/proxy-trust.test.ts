import { describe, expect, it } from "vitest";
import { parseTrustProxy, resolveForwarded } from "./proxy-trust";

const headers = (values: Record<string, string>) => new Headers(values);

describe("parseTrustProxy", () => {
  it("reads no proxy, one proxy and a number of hops", () => {
    for (const off of [undefined, "", "false", "0", " FALSE "]) expect(parseTrustProxy(off)).toEqual({ kind: "none" });
    expect(parseTrustProxy("true")).toEqual({ kind: "hops", hops: 1 });
    expect(parseTrustProxy("1")).toEqual({ kind: "hops", hops: 1 });
    expect(parseTrustProxy("2")).toEqual({ kind: "hops", hops: 2 });
  });

  it("reads addresses, CIDR ranges (IPv4 and IPv6) and Express's names", () => {
    const trust = parseTrustProxy("10.0.0.5, 192.168.0.0/16, 2001:db8::/32, loopback");
    if (trust.kind !== "addresses") throw new Error("expected addresses");
    const trusts = (address: string) => trust.trusts(address, 0);
    expect(trusts("10.0.0.5")).toBe(true);
    expect(trusts("10.0.0.6")).toBe(false);
    expect(trusts("192.168.44.1")).toBe(true);
    expect(trusts("2001:db8::17")).toBe(true);
    expect(trusts("127.0.0.1")).toBe(true);
    expect(trusts("::1")).toBe(true);
    expect(trusts("8.8.8.8")).toBe(false);
  });

  it.each([
    ["yes", /"yes" is not an IP address/],
    ["10.0.0.0/33", /invalid prefix length \(0-32\)/],
    ["10.0.0.0/abc", /invalid prefix length/],
    ["fe80::/129", /invalid prefix length \(0-128\)/],
    ["10.0.0.1, nginx", /"nginx" is not an IP address/],
    ["10.0.0.0/255.255.0.0", /invalid prefix length \(0-32\)/],
  ])("refuses %j with a message that says why", (value, message) => {
    expect(() => parseTrustProxy(value)).toThrow(message);
  });
});

describe("resolveForwarded", () => {
  const nginx = parseTrustProxy("127.0.0.1");

  it("believes nothing forwarded without TRUST_PROXY", () => {
    const info = resolveForwarded(
      parseTrustProxy(""),
      "203.0.113.9",
      headers({
        "X-Forwarded-For": "198.51.100.1",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "evil.example",
      }),
    );
    expect(info).toEqual({ clientIp: "203.0.113.9" });
  });

  it("takes the client, scheme and host a trusted proxy reports", () => {
    const info = resolveForwarded(
      nginx,
      "::ffff:127.0.0.1",
      headers({
        "X-Forwarded-For": "198.51.100.7",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "www.example.co.th",
      }),
    );
    expect(info).toEqual({ clientIp: "198.51.100.7", proto: "https", host: "www.example.co.th" });
  });

  it("ignores every forwarded header from a peer that is not a trusted proxy", () => {
    const info = resolveForwarded(
      nginx,
      "198.51.100.66",
      headers({
        "X-Forwarded-For": "10.9.9.9",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "www.example.co.th",
      }),
    );
    expect(info).toEqual({ clientIp: "198.51.100.66" });
  });

  it("does not let a client choose its own address through a trusted proxy", () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; nginx appended the address it saw.
    const spoofed = headers({ "X-Forwarded-For": "1.2.3.4, 198.51.100.7" });
    expect(resolveForwarded(nginx, "127.0.0.1", spoofed).clientIp).toBe("198.51.100.7");
    expect(resolveForwarded(parseTrustProxy("1"), "10.0.0.2", spoofed).clientIp).toBe("198.51.100.7");
  });

  it("walks back over every trusted hop, and no further", () => {
    const chain = headers({ "X-Forwarded-For": "1.2.3.4, 198.51.100.7, 10.0.0.3" });
    expect(resolveForwarded(parseTrustProxy("10.0.0.0/8"), "10.0.0.2", chain).clientIp).toBe("198.51.100.7");
    expect(resolveForwarded(parseTrustProxy("2"), "10.0.0.2", chain).clientIp).toBe("198.51.100.7");
    expect(resolveForwarded(parseTrustProxy("1"), "10.0.0.2", chain).clientIp).toBe("10.0.0.3");
  });

  it("stops at an entry that is not an address, and refuses odd schemes and hosts", () => {
    const info = resolveForwarded(
      parseTrustProxy("2"),
      "127.0.0.1",
      headers({
        "X-Forwarded-For": "198.51.100.7, <script>",
        "X-Forwarded-Proto": "javascript",
        "X-Forwarded-Host": "evil.example/path",
      }),
    );
    expect(info).toEqual({ clientIp: "127.0.0.1", proto: undefined, host: undefined });
  });

  it("reads a hostile 16 KB header in linear time", () => {
    const hostile = headers({
      "X-Forwarded-For": `${"1.2.3.4,".repeat(2000)}${" ".repeat(4000)}`,
      "X-Forwarded-Host": `${"a".repeat(16_000)}!`,
      "X-Forwarded-Proto": ",".repeat(16_000),
    });
    const before = process.cpuUsage();
    for (let round = 0; round < 10; round++) resolveForwarded(parseTrustProxy("3"), "127.0.0.1", hostile);
    const { user, system } = process.cpuUsage(before);
    expect((user + system) / 1000).toBeLessThan(100);
  });
});
