import { describe, expect, it } from "vitest";
import { checkoutMessages } from "./checkout-messages";
import { CheckoutSchema, checkoutFormValues, fieldErrors } from "./checkout-schema";

const valid = {
  packageId: "ecommerce",
  option: "deposit",
  "addOn.domain": "1",
  "addOn.extraPage": "",
  "addOn.premiumSsl": "0",
  "addOn.logo": "on",
  maintenancePlan: "basic",
  method: "bank_transfer",
  fullName: "  Kanya Srisuk ",
  email: "kanya@example.co.th",
  phone: "+66 89 765 4321",
  company: "",
  requirements: "An online shop for handmade soap, about 40 products.",
  idempotencyKey: "AbCdEfGhIjKlMnOpQrStUv",
};

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

function errorsFor(values: Record<string, string>) {
  const parsed = CheckoutSchema.safeParse(checkoutFormValues(form(values)));
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe("the payment form schema", () => {
  it("reads a complete form: quantities as numbers, the logo checkbox as one, trimmed text", () => {
    const parsed = CheckoutSchema.parse(checkoutFormValues(form(valid)));
    expect(parsed).toMatchObject({
      packageId: "ecommerce",
      option: "deposit",
      addOns: { domain: 1, extraPage: 0, premiumSsl: 0, logo: 1 },
      maintenancePlan: "basic",
      fullName: "Kanya Srisuk",
    });
  });

  it("never reads amounts a tampered form adds", () => {
    const parsed = CheckoutSchema.parse(checkoutFormValues(form({ ...valid, total: "1", amount: "1", dueNowSatang: "1" })));
    expect(JSON.stringify(parsed)).not.toMatch(/total|amount|dueNow/);
  });

  it.each([
    ["an unknown package", { packageId: "enterprise" }, "packageId", "errors.package"],
    ["another option", { option: "installments" }, "option", "errors.option"],
    ["a negative quantity", { "addOn.extraPage": "-1" }, "addOns", "errors.quantity"],
    ["a huge quantity", { "addOn.extraPage": "999" }, "addOns", "errors.quantity"],
    ["a fractional quantity", { "addOn.domain": "1.5" }, "addOns", "errors.quantity"],
    ["an unknown maintenance plan", { maintenancePlan: "gold" }, "maintenancePlan", "errors.maintenancePlan"],
    ["an unknown method", { method: "cash" }, "method", "errors.method"],
    ["a missing name", { fullName: " " }, "fullName", "errors.fullNameRequired"],
    ["a bad e-mail", { email: "kanya@" }, "email", "errors.email"],
    ["a bad phone", { phone: "12345" }, "phone", "errors.phone"],
    ["short requirements", { requirements: "shop" }, "requirements", "errors.requirementsTooShort"],
    ["a forged idempotency key", { idempotencyKey: "x" }, "idempotencyKey", "errors.expired"],
  ])("refuses %s with a translated message", (_name, change, field, key) => {
    const errors = errorsFor({ ...valid, ...change });
    expect(errors).toEqual({ [field]: key });
    const [group, name] = key.split(".") as ["errors", keyof typeof checkoutMessages.en.errors];
    expect(checkoutMessages.en[group][name]).toBeTruthy();
    expect(checkoutMessages.th[group][name]).toMatch(/[\u0E00-\u0E7F]/);
  });
});
