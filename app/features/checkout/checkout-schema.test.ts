import { describe, expect, it } from "vitest";
import { checkoutMessages } from "./checkout-messages";
import { checkCheckoutForm } from "./checkout-schema";

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

/** The schema's verdict, with the messages left as catalogue keys. */
const check = (values: Record<string, string>) => checkCheckoutForm(form(values), (key) => key);

function parsed(values: Record<string, string>) {
  const submission = check(values);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
}

function errorsFor(values: Record<string, string>) {
  const submission = check(values);
  if (submission.status === "success") return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).map(([field, errors]) => [field, errors?.[0]]));
}

describe("the payment form schema", () => {
  it("reads a complete form: quantities as numbers, the logo checkbox as one, trimmed text", () => {
    expect(parsed(valid)).toMatchObject({
      packageId: "ecommerce",
      option: "deposit",
      addOns: { domain: 1, extraPage: 0, premiumSsl: 0, logo: 1 },
      maintenancePlan: "basic",
      fullName: "Kanya Srisuk",
    });
  });

  it("never reads amounts a tampered form adds", () => {
    const order = parsed({ ...valid, total: "1", amount: "1", dueNowSatang: "1" });
    expect(JSON.stringify(order)).not.toMatch(/total|amount|dueNow/);
  });

  it.each([
    ["an unknown package", { packageId: "enterprise" }, "packageId", "errors.package"],
    ["another option", { option: "installments" }, "option", "errors.option"],
    ["a negative quantity", { "addOn.extraPage": "-1" }, "addOn.extraPage", "errors.quantity"],
    ["a huge quantity", { "addOn.extraPage": "999" }, "addOn.extraPage", "errors.quantity"],
    ["a fractional quantity", { "addOn.domain": "1.5" }, "addOn.domain", "errors.quantity"],
    ["two logos", { "addOn.logo": "2" }, "addOn.logo", "errors.quantity"],
    ["an unknown maintenance plan", { maintenancePlan: "gold" }, "maintenancePlan", "errors.maintenancePlan"],
    ["an unknown method", { method: "cash" }, "method", "errors.method"],
    ["a missing name", { fullName: " " }, "fullName", "errors.fullNameRequired"],
    ["a long name", { fullName: "n".repeat(101) }, "fullName", "errors.fullNameTooLong"],
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

  it("reads a form with the add-ons and the optional fields left out as none of them", () => {
    const { "addOn.domain": _domain, "addOn.extraPage": _pages, "addOn.premiumSsl": _ssl, "addOn.logo": _logo, ...rest } = valid;
    const { company: _company, maintenancePlan: _plan, ...required } = rest;
    expect(parsed(required)).toMatchObject({
      addOns: { domain: 0, extraPage: 0, premiumSsl: 0, logo: 0 },
      maintenancePlan: "",
      company: "",
    });
  });

  it("tells a person who sent nothing each required field's own message", () => {
    expect(errorsFor({})).toEqual({
      packageId: "errors.package",
      option: "errors.option",
      method: "errors.method",
      fullName: "errors.fullNameRequired",
      email: "errors.emailRequired",
      phone: "errors.phoneRequired",
      requirements: "errors.requirementsRequired",
      idempotencyKey: "errors.expired",
    });
  });
});
