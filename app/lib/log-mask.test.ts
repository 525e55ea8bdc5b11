import { describe, expect, it } from "vitest";
import { containsContactDetails, MASKED, mask, maskString } from "./log-mask";

describe("maskString", () => {
  it.each([
    // Secret parameters: the value after `=` up to `&`, whitespace or the end.
    ["session_id", "/payment-success?session_id=abc123&lang=th", "/payment-success?session_id=****&lang=th"],
    ["access_key", "access_key=AKIA1234 rest", "access_key=**** rest"],
    ["api_key", "GET /x?api_key=xyz", "GET /x?api_key=****"],
    ["token", "token=abc.def.ghi", "token=****"],
    ["access_token", "url?access_token=abc&x=1", "url?access_token=****&x=1"],
    ["secret", "client_secret=s3cr3t", "client_secret=****"],
    ["password", "login password=hunter2 ok", "login password=**** ok"],
    ["upper-case parameter", "PASSWORD=hunter2", "PASSWORD=****"],
    ["cookie header", "session_id=abc123; Path=/; HttpOnly", "session_id=****; Path=/; HttpOnly"],
    ["bearer token", "Authorization: Bearer eyJhbGciOi.J9x-y_z", "Authorization: Bearer ****"],

    // Payment-provider ids keep their prefix.
    ["payment intent", "charge pi_3NabcDEF12345678 failed", "charge pi_**** failed"],
    ["checkout session", "cs_test_a1B2c3D4e5F6g7H8", "cs_test_****"],
    ["live secret key", "sk_live_51HxYzAbCdEfGh", "sk_live_****"],
    ["test publishable key", "pk_test_TYooMQauvdEDq54NiTphI7jx", "pk_test_****"],
    ["restricted key", "rk_live_51Habcdefgh1", "rk_live_****"],
    ["webhook secret", "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIK2BuLuVp", "whsec_****"],
    ["client secret", "pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH", "pi_****"],
    ["charge", "ch_3MmlLrLkdIwHu7ix0snN0B15", "ch_****"],
    ["customer", "cus_NffrFeUfNV2Hib", "cus_****"],
    ["payment method", "pm_1MqLiJLkdIwHu7ixUEgbFdYF", "pm_****"],
    ["setup intent", "seti_1Mm8s8LkdIwHu7ix0OXBfTRG", "seti_****"],
    ["invoice", "in_1MtHbELkdIwHu7ixl4OzzPMv", "in_****"],
    ["refund", "re_1Nispe2eZvKYlo2Cd31jOCgZ", "re_****"],
    ["balance transaction", "txn_1MiN3gLkdIwHu7ixxapQrznl", "txn_****"],
    ["event", "/webhooks evt_1NG8Du2eZvKYlo2CUI79vXWy", "/webhooks evt_****"],
    ["subscription", "sub_1MowQVLkdIwHu7ixeRlqHVzs", "sub_****"],
    ["product", "prod_NWjs8kKbJWmuuc", "prod_****"],
    ["price", "price_1MoBy5LkdIwHu7ixZhnattbh", "price_****"],
    ["several ids", "pi_3Nabcdefgh1 and cus_NffrFeUfNV2Hib", "pi_**** and cus_****"],

    // E-mail addresses keep their first two characters; the domain is hidden.
    ["e-mail", "from somchai@example.com", "from so***@***"],
    ["e-mail with dots and plus", "<somchai.j+orders@mail.example.co.th>", "<so***@***>"],
    ["one-letter e-mail", "a@example.com", "a***@***"],
    ["e-mail in a sentence", "Reply to nok@siamwebstudio.co.th.", "Reply to no***@***."],

    // Phone numbers: every digit but the last two.
    ["Thai mobile with hyphens", "call 081-234-5678", "call ***-***-**78"],
    ["Thai mobile, digits only", "phone 0812345678", "phone ********78"],
    ["Thai mobile with spaces", "tel 089 123 4567 now", "tel *** *** **67 now"],
    ["Bangkok landline", "office 02 123 4567", "office ** *** **67"],
    ["Bangkok landline in parentheses", "(02) 123-4567", "(**) ***-**67"],
    ["provincial landline", "Chiang Mai 053-123-456", "Chiang Mai ***-***-*56"],
    ["Thai international", "+66 81 234 5678", "+** ** *** **78"],
    ["Thai international, digits only", "+66812345678", "+*********78"],
    ["US number", "+1 415 555 0100", "+* *** *** **00"],
    ["US number with parentheses", "+1 (415) 555-0100", "+* (***) ***-**00"],
    ["UK number", "+44 20 7946 0958.", "+** ** **** **58."],

    // Everything that must survive.
    ["ISO date", "created 2026-01-15", "created 2026-01-15"],
    ["ISO timestamp", "2026-01-15T08:30:00.000Z", "2026-01-15T08:30:00.000Z"],
    ["timestamp with offset", "2026-01-15T08:30:00+07:00", "2026-01-15T08:30:00+07:00"],
    ["day/month/year", "due 15/01/2026", "due 15/01/2026"],
    ["month/day/year", "due 01/15/2026", "due 01/15/2026"],
    ["dotted date", "due 05.01.2026", "due 05.01.2026"],
    ["year", "since 2026", "since 2026"],
    ["order number", "order ORD-2026-0001 paid", "order ORD-2026-0001 paid"],
    ["price in baht", "total ฿15,900.00", "total ฿15,900.00"],
    ["amount in satang", "amount 1590000 satang", "amount 1590000 satang"],
    ["unix timestamp", "at 1767225600", "at 1767225600"],
    ["UUID", "id 123e4567-e89b-12d3-a456-426614174000", "id 123e4567-e89b-12d3-a456-426614174000"],
    ["IP address", "from 203.0.113.42", "from 203.0.113.42"],
    ["time", "at 08:30", "at 08:30"],
    [
      "ordinary words with id prefixes",
      "in_progress re_authenticated price_adjustments sub_total",
      "in_progress re_authenticated price_adjustments sub_total",
    ],
    ["short id-like word", "pi_short cs_abc", "pi_short cs_abc"],
    ["word ending in a prefix", "stripe_pi_3Nabcdefgh1", "stripe_pi_3Nabcdefgh1"],
    ["parameter without a secret name", "/articles?page=2&lang=th", "/articles?page=2&lang=th"],
    ["at sign without a domain", "@somchai mentioned", "@somchai mentioned"],
    ["Thai text", "ชำระเงินสำเร็จ 3,000 บาท", "ชำระเงินสำเร็จ 3,000 บาท"],
  ])("%s", (_name, input, expected) => {
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
  it.each([
    ["amount", { amount: 1590000 }],
    ["final_amount", { final_amount: 1590000 }],
    ["password", { password: "hunter2" }],
    ["newPassword", { newPassword: "hunter2" }],
    ["token", { idToken: "abc" }],
    ["email", { email: "somchai@example.com" }],
    ["customer_email", { customer_email: "somchai@example.com" }],
    ["phone", { phone: "081-234-5678" }],
    ["address", { billingAddress: { line1: "99 Sukhumvit Rd" } }],
    ["card", { cardNumber: "4242424242424242" }],
    ["secret", { clientSecret: "pi_x_secret_y" }],
    ["key", { apiKey: "k" }],
    ["upper case", { EMAIL: "x" }],
    ["authorization", { authorization: "Bearer abc" }],
    ["cookie", { cookie: "session_id=abc" }],
    ["boolean value", { hasPassword: true }],
    ["null value", { token: null }],
    ["array value", { emails: ["a@b.co", "c@d.co"] }],
  ])("masks %s whatever the value", (_name, input) => {
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
