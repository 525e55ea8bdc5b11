import { describe, expect, it } from "vitest";
import { linkOpensOrder, orderAccessToken, orderPath, readOrderLink } from "./order-access.server";

const secret = "test-secret-long-enough-for-hmac";
const reference = "SWS-2026-7K3Q9";

describe("readOrderLink", () => {
  it("reads ref and t from a page's query, the reference trimmed and upper-cased as people type it", () => {
    expect(readOrderLink(new URLSearchParams({ ref: "  sws-2026-7k3q9 ", t: "abc" }))).toEqual({ reference, token: "abc" });
  });

  it("reads the same fields from a posted form, and empty strings when they are missing", () => {
    const form = new FormData();
    form.set("ref", reference);
    expect(readOrderLink(form)).toEqual({ reference, token: "" });
    expect(readOrderLink(new URLSearchParams())).toEqual({ reference: "", token: "" });
  });
});

describe("linkOpensOrder", () => {
  it("opens the order whose reference the token was made for", () => {
    const link = readOrderLink(new URL(`https://example.test${orderPath(secret, reference)}`).searchParams);
    expect(linkOpensOrder(secret, link)).toBe(true);
  });

  it("refuses another order's token, a token under another secret, no token and a malformed reference", () => {
    const token = orderAccessToken(secret, reference);
    expect(linkOpensOrder(secret, { reference: "SWS-2026-7K3Q8", token })).toBe(false);
    expect(linkOpensOrder("another-secret-long-enough-too", { reference, token })).toBe(false);
    expect(linkOpensOrder(secret, { reference, token: "" })).toBe(false);
    expect(linkOpensOrder(secret, { reference: "nonsense", token: orderAccessToken(secret, "nonsense") })).toBe(false);
  });
});
