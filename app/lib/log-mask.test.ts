import { describe, expect, it } from "vitest";
import { containsContactDetails, MASKED, mask, maskString } from "./log-mask";
import { maskedFields, maskedStrings } from "./log-mask-cases";

describe("maskString", () => {
  it.each(maskedStrings)("%s", (_name, input, expected) => {
    expect(maskString(input)).toBe(expected);
  });

  it("keeps long strings without an @ fast", () => {
    const blob = "a".repeat(200_000);
    const started = performance.now();
    expect(maskString(blob)).toBe(blob);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("containsContactDetails", () => {
  it.each([
    ["somchai@example.com", true],
    ["call 081-234-5678", true],
    ["+1 415 555 0100", true],
    ["Starter package", false],
    ["ORD-2026-0001", false],
    ["2026-01-15", false],
  ])("%s -> %s", (text, expected) => {
    expect(containsContactDetails(text)).toBe(expected);
  });
});

describe("mask: sensitive field names", () => {
  it.each(maskedFields)("masks %s whatever the value", (_name, input) => {
    const key = Object.keys(input)[0] ?? "";
    expect(mask(input)).toEqual({ [key]: MASKED });
  });

  it("keeps other fields and masks strings inside them", () => {
    expect(
      mask({
        status: "succeeded",
        currency: "THB",
        customer: { name: "Somchai", note: "call 081-234-5678 or somchai@example.com" },
        order: { package_name: "E-commerce", reference: "ORD-2026-0001" },
      }),
    ).toEqual({
      status: "succeeded",
      currency: "THB",
      customer: { name: "Somchai", note: "call ***-***-**78 or so***@***" },
      order: { package_name: "E-commerce", reference: "ORD-2026-0001" },
    });
  });
});

describe("mask: values and structures", () => {
  it.each([
    ["number", 42],
    ["zero", 0],
    ["NaN", Number.NaN],
    ["boolean", false],
    ["null", null],
    ["undefined", undefined],
    ["bigint", 10n ** 20n],
  ])("passes %s through unchanged", (_name, value) => {
    expect(mask(value)).toBe(value);
  });

  it("passes symbols through unchanged", () => {
    const symbol = Symbol("s");
    expect(mask(symbol)).toBe(symbol);
  });

  it("masks a plain string", () => {
    expect(mask("token=abc")).toBe("token=****");
  });

  it("turns Dates into ISO strings", () => {
    expect(mask(new Date("2026-01-15T08:30:00Z"))).toBe("2026-01-15T08:30:00.000Z");
    expect(mask({ at: new Date("2026-01-15T08:30:00Z") })).toEqual({ at: "2026-01-15T08:30:00.000Z" });
    expect(mask(new Date(Number.NaN))).toBe("Invalid Date");
  });

  it("turns Errors into name, masked message and masked stack", () => {
    const error = new TypeError("No customer for somchai@example.com");
    const masked = mask(error) as { name: string; message: string; stack?: string };
    expect(masked.name).toBe("TypeError");
    expect(masked.message).toBe("No customer for so***@***");
    expect(masked.stack).toContain("TypeError: No customer for so***@***");
    expect(masked.stack).not.toContain("somchai");
  });

  it("keeps an Error's extra fields and cause, masked", () => {
    const error = Object.assign(new Error("failed", { cause: new Error("token=abc") }), {
      code: "E_PAY",
      apiKey: "sk_live_51HxYzAbCdEfGh",
    });
    error.stack = undefined;
    expect(mask(error)).toEqual({
      name: "Error",
      message: "failed",
      code: "E_PAY",
      apiKey: MASKED,
      cause: { name: "Error", message: "token=****", stack: expect.stringContaining("token=****") },
    });
  });

  it("maps arrays", () => {
    expect(mask(["somchai@example.com", 1, { password: "x" }])).toEqual(["so***@***", 1, { password: MASKED }]);
  });

  it("turns Maps into objects with masked fields and Sets into arrays", () => {
    const map = new Map<unknown, unknown>([
      ["email", "somchai@example.com"],
      ["note", "call 0812345678"],
      [7, "seven"],
    ]);
    expect(mask(map)).toEqual({ email: MASKED, note: "call ********78", 7: "seven" });
    expect(mask(new Set(["somchai@example.com", 1]))).toEqual(["so***@***", 1]);
  });

  it("describes functions and byte buffers instead of printing them", () => {
    expect(mask({ handler: function onPay() {} })).toEqual({ handler: "[Function: onPay]" });
    expect(mask(new Uint8Array(32))).toBe("[Uint8Array(32)]");
  });

  it("masks URLs as strings", () => {
    expect(mask(new URL("https://example.com/payment-success?session_id=cs_test_a1B2c3D4e5F6"))).toBe(
      "https://example.com/payment-success?session_id=****",
    );
  });

  it("masks object keys that are themselves personal data", () => {
    expect(mask({ "somchai@example.com": "x" })).toEqual({ "so***@***": "x" });
  });
});

describe("mask: depth", () => {
  it("expands three levels below the logged value and marks deeper containers", () => {
    const value = { l1: { l2: { l3: { l4: { l5: 1 } }, list: [[1], new Map(), new Set()] } } };
    expect(mask(value)).toEqual({
      l1: { l2: { l3: { l4: "[Object]" }, list: ["[Array]", "[Map]", "[Set]"] } },
    });
  });

  it("still masks strings and primitives at the deepest level", () => {
    expect(mask({ a: { b: { c: { note: "somchai@example.com", n: 1, d: new Date(0) } } } })).toEqual({
      a: { b: { c: { note: "so***@***", n: 1, d: "1970-01-01T00:00:00.000Z" } } },
    });
  });

  it("marks deep arrays and errors", () => {
    expect(mask([[[[["x"]]]]])).toEqual([[[["[Array]"]]]]);
    expect(mask({ a: { b: { c: { e: new RangeError("x") } } } })).toEqual({ a: { b: { c: { e: "[RangeError]" } } } });
  });
});

describe("mask: cycles and shared references", () => {
  it("marks cycles instead of recursing forever", () => {
    const node: Record<string, unknown> = { name: "root" };
    node.self = node;
    node.children = [node];
    expect(mask(node)).toEqual({ name: "root", self: "[Circular]", children: ["[Circular]"] });
  });

  it("marks cycles through Maps and Errors", () => {
    const map = new Map<string, unknown>();
    map.set("me", map);
    expect(mask(map)).toEqual({ me: "[Circular]" });
    const error = new Error("loop") as Error & { again?: unknown };
    error.stack = undefined;
    error.again = error;
    expect(mask(error)).toEqual({ name: "Error", message: "loop", again: "[Circular]" });
  });

  it("expands an object seen twice but not inside itself", () => {
    const shared = { status: "ok" };
    expect(mask({ a: shared, b: shared })).toEqual({ a: { status: "ok" }, b: { status: "ok" } });
  });
});

describe("mask: no mutation", () => {
  it("leaves the input untouched", () => {
    const input = {
      email: "somchai@example.com",
      note: "token=abc",
      nested: { phone: "0812345678", list: ["pi_3Nabcdefgh1"], deep: { deeper: { deepest: {} } } },
      at: new Date("2026-01-15T00:00:00Z"),
    };
    const snapshot = structuredClone(input);
    const output = mask(input);
    expect(input).toEqual(snapshot);
    expect(output).not.toBe(input);
    expect((output as { nested: unknown }).nested).not.toBe(input.nested);
    expect(Object.isFrozen(input)).toBe(false);
  });

  it("works on frozen input", () => {
    const input = Object.freeze({ password: "x", list: Object.freeze(["somchai@example.com"]) });
    expect(mask(input)).toEqual({ password: MASKED, list: ["so***@***"] });
  });
});
