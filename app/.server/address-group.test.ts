import { describe, expect, it } from "vitest";
import { addressGroup } from "./address-group";

describe("addressGroup", () => {
  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const group = "2001:db8:1:2::/64";
    expect(addressGroup("2001:db8:1:2::1")).toBe(group);
    expect(addressGroup("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(group);
    expect(addressGroup("2001:0DB8:0001:0002:abcd:0000:0000:0009")).toBe(group);
    expect(addressGroup("fe80::1%eth0")).toBe("fe80::/64");
  });

  it("keeps neighbouring /64s apart", () => {
    expect(addressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressGroup("2001:db8:1:3::1")).not.toBe(addressGroup("2001:db8:1:2::1"));
    expect(addressGroup("::1")).toBe("::/64");
  });

  it("leaves IPv4 addresses one client each, also when they arrive IPv4-mapped", () => {
    expect(addressGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("leaves subjects that are not addresses as they are", () => {
    for (const subject of ["unknown", "108234567890123456789", "12345", "a1b2-c3_d4", "", "2001:db8::1::2"]) {
      expect(addressGroup(subject)).toBe(subject);
    }
  });
});
