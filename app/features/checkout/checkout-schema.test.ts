import { describe, expect, it } from "vitest";
import { checkoutMessages } from "./checkout-messages";
import { publicCatalogue } from "~/lib/pricing";
import { catalogueWithAddOn, catalogueWithPackage, defaultCatalogue } from "../../../tests/support/catalogue";
import { checkCheckoutForm, type CheckoutOffers } from "./checkout-schema";

const offers = publicCatalogue(defaultCatalogue(), "en");

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
const check = (values: Record<string, string>, on: CheckoutOffers = offers) => checkCheckoutForm(form(values), (key) => key, on);

function parsed(values: Record<string, string>) {
  const submission = check(values);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
}

function errorsFor(values: Record<string, string>, on: CheckoutOffers = offers) {
  const submission = check(values, on);
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

  it("offers what the catalogue offers: a hidden package or add-on is refused, a new limit holds", () => {
    const hiddenPackage = publicCatalogue(catalogueWithPackage("ecommerce", { hidden: true }), "en");
    expect(errorsFor(valid, hiddenPackage)).toEqual({ packageId: "errors.package" });
    const withoutLogo = publicCatalogue(catalogueWithAddOn("logo", { hidden: true }), "en");
    const { "addOn.logo": _logo, ...noLogo } = valid;
    expect(check(noLogo, withoutLogo).status).toBe("success");
    const threeLogos = publicCatalogue(catalogueWithAddOn("logo", { maxQuantity: 3 }), "en");
    expect(check({ ...valid, "addOn.logo": "3" }, threeLogos).status).toBe("success");
    expect(errorsFor({ ...valid, "addOn.logo": "4" }, threeLogos)).toEqual({ "addOn.logo": "errors.quantity" });
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

  describe("I need a tax invoice", () => {
    const ticked = {
      ...valid,
      taxInvoice: "on",
      taxInvoiceName: " Siam Soap Co., Ltd. ",
      taxInvoiceAddress: "99 Rama IV Road\nBangkok 10500",
      taxInvoiceTaxId: "0-1055-36000-01-1",
      taxInvoiceBranch: "headOffice",
      taxInvoiceBranchNumber: "",
    };

    it("reads the buyer's details as one value, the tax id as its 13 digits and the head office as 00000", () => {
      expect(parsed(ticked).taxInvoiceBuyer).toEqual({
        name: "Siam Soap Co., Ltd.",
        address: "99 Rama IV Road\nBangkok 10500",
        taxId: "0105536000011",
        branch: "00000",
      });
      expect(parsed({ ...ticked, taxInvoiceBranch: "branch", taxInvoiceBranchNumber: "00012" }).taxInvoiceBuyer?.branch).toBe(
        "00012",
      );
    });

    it("ignores the details, even typed ones, while the box is not ticked", () => {
      const { taxInvoice: _box, ...unticked } = ticked;
      expect(parsed({ ...unticked, taxInvoiceTaxId: "not a tax id" }).taxInvoiceBuyer).toBeNull();
      expect(parsed(valid).taxInvoiceBuyer).toBeNull();
      expect(JSON.stringify(parsed(unticked))).not.toMatch(/Siam Soap/);
    });

    it("asks for every detail once the box is ticked, each with its own message", () => {
      expect(errorsFor({ ...valid, taxInvoice: "on", taxInvoiceBranch: "branch" })).toEqual({
        taxInvoiceName: "errors.taxInvoiceNameRequired",
        taxInvoiceAddress: "errors.taxInvoiceAddressRequired",
        taxInvoiceTaxId: "errors.taxIdRequired",
        taxInvoiceBranchNumber: "errors.branchNumberRequired",
      });
    });

    it.each([
      ["a tax id too short", { taxInvoiceTaxId: "010553600001" }, "taxInvoiceTaxId", "errors.taxId"],
      ["a tax id whose last digit is wrong", { taxInvoiceTaxId: "0105536000012" }, "taxInvoiceTaxId", "errors.taxIdCheckDigit"],
      [
        "a branch number of 4 digits",
        { taxInvoiceBranch: "branch", taxInvoiceBranchNumber: "0012" },
        "taxInvoiceBranchNumber",
        "errors.branchNumber",
      ],
      [
        "branch 00000",
        { taxInvoiceBranch: "branch", taxInvoiceBranchNumber: "00000" },
        "taxInvoiceBranchNumber",
        "errors.branchNumber",
      ],
      ["an unknown office", { taxInvoiceBranch: "warehouse" }, "taxInvoiceBranch", "errors.taxInvoiceBranch"],
      ["a long name", { taxInvoiceName: "n".repeat(201) }, "taxInvoiceName", "errors.taxInvoiceNameTooLong"],
    ])("refuses %s with a translated message", (_name, change, field, key) => {
      expect(errorsFor({ ...ticked, ...change })).toEqual({ [field]: key });
      const name = key.split(".")[1] as keyof typeof checkoutMessages.en.errors;
      expect(checkoutMessages.en.errors[name]).toBeTruthy();
      expect(checkoutMessages.th.errors[name]).toMatch(/[\u0E00-\u0E7F]/);
    });
  });
});
