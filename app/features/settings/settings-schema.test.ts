import { describe, expect, it } from "vitest";
import {
  bankAccountNumberField,
  captchaSiteKeyField,
  emailField,
  gaMeasurementIdField,
  httpsUrlField,
  OpeningPeriodSchema,
  withAddedDefaults,
  optionalHttpsUrlField,
  PaymentSettingsSchema,
  phoneField,
  promptPayIdField,
  promptPayIdType,
} from "./settings-schema";
import { isThaiIdNumber } from "~/lib/thai-tax-id";
import { balanceReminderDaysField, InvoicingSettingsSchema } from "./invoicing-settings-schema";
import { settingsMessages } from "./settings-messages";

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe("phone numbers", () => {
  it.each(["+66 81 234 5678", "081-234-5678", "02 123 4567", "(02) 123-4567", "+1 415 555 0100", "0812345678"])(
    "accepts %s",
    (phone) => expect(phoneField.safeParse(phone).success).toBe(true),
  );
  it.each([
    ["", "errors.required"],
    ["12345", "errors.phone"],
    ["081 234 56", "errors.phone"],
    ["+66 081 234 5678", "errors.phone"],
    ["call us", "errors.phone"],
    ["+66 81 234 5678 ext 9", "errors.phone"],
    ["0812345678901", "errors.phone"],
  ])("refuses %j with %s", (phone, key) => expect(firstError(phoneField.safeParse(phone))).toBe(key));
});

describe("e-mail addresses", () => {
  it("accepts an address and trims spaces around it", () => {
    expect(emailField.parse("  hello@siamwebstudio.com ")).toBe("hello@siamwebstudio.com");
  });
  it.each([
    ["", "errors.required"],
    ["hello", "errors.email"],
    ["hello@", "errors.email"],
    ["a b@example.com", "errors.email"],
  ])("refuses %j with %s", (email, key) => expect(firstError(emailField.safeParse(email))).toBe(key));
});

describe("web addresses", () => {
  it("accepts https addresses", () => {
    expect(httpsUrlField.parse("https://line.me/R/ti/p/@siamwebstudio")).toBe("https://line.me/R/ti/p/@siamwebstudio");
  });
  it.each([
    "http://facebook.com/x",
    "javascript:alert(1)",
    "ftp://example.com",
    "https://",
    "facebook.com/x",
    "https://localhost",
  ])("refuses %s", (url) => expect(firstError(httpsUrlField.safeParse(url))).toBe("errors.httpsUrl"));
  it("lets an optional link be empty but never http", () => {
    expect(optionalHttpsUrlField.parse("")).toBe("");
    expect(firstError(optionalHttpsUrlField.safeParse("http://example.com"))).toBe("errors.httpsUrl");
  });
});

describe("PromptPay ids", () => {
  it("checks the mod-11 check digit of a 13-digit national or tax id", () => {
    expect(isThaiIdNumber("1101700230708")).toBe(true);
    expect(isThaiIdNumber("0105536000011")).toBe(true); // a company's tax id
    expect(isThaiIdNumber("1101700230709")).toBe(false);
    expect(isThaiIdNumber("1234567890123")).toBe(false);
    expect(isThaiIdNumber("110170023070")).toBe(false);
  });

  it.each([
    ["0812345678", "mobile"],
    ["081-234-5678", "mobile"],
    ["1101700230708", "nationalId"],
    ["1-1017-00230-70-8", "nationalId"],
    ["0105536000011", "nationalId"],
  ] as const)("knows %s as a %s", (id, type) => expect(promptPayIdType(id)).toBe(type));

  it.each(["1101700230709", "812345678", "08123456789", "+66812345678", "abcdefghij"])("refuses %s", (id) => {
    expect(promptPayIdType(id)).toBeNull();
    expect(firstError(promptPayIdField.safeParse(id))).toBe("errors.promptPayId");
  });

  it("stores the id without separators", () => {
    expect(promptPayIdField.parse("081-234-5678")).toBe("0812345678");
    expect(promptPayIdField.parse("1 1017 00230 70 8")).toBe("1101700230708");
  });
});

describe("bank account numbers", () => {
  it.each(["1234567890", "123-4-56789-0", "123456789012", "12-3456-7890-12"])("accepts %s", (number) =>
    expect(bankAccountNumberField.safeParse(number).success).toBe(true),
  );
  it.each(["123456789", "1234567890123", "123--4567890", "-1234567890", "123 456 7890", "12345abcde"])("refuses %s", (number) =>
    expect(firstError(bankAccountNumberField.safeParse(number))).toBe("errors.bankAccountNumber"),
  );
});

describe("integration ids", () => {
  it("takes a GA4 measurement id or nothing", () => {
    expect(gaMeasurementIdField.parse("G-ABC123XYZ")).toBe("G-ABC123XYZ");
    expect(gaMeasurementIdField.parse("")).toBe("");
    for (const wrong of ["UA-12345-1", "G-", "g-abc123", "G-ABC 123"]) {
      expect(firstError(gaMeasurementIdField.safeParse(wrong))).toBe("errors.gaMeasurementId");
    }
  });
  it("takes a captcha site key of URL-safe characters", () => {
    expect(captchaSiteKeyField.parse("0x4AAAAAAABkMYinukE8nzY")).toBe("0x4AAAAAAABkMYinukE8nzY");
    expect(firstError(captchaSiteKeyField.safeParse("<script>"))).toBe("errors.captchaSiteKey");
  });
});

describe("opening periods", () => {
  const period = { fromDay: 1, toDay: 5, opens: { hour: 9, minute: 0 }, closes: { hour: 18, minute: 0 } };
  it("accepts Monday to Friday, 9 to 6", () => expect(OpeningPeriodSchema.safeParse(period).success).toBe(true));
  it("refuses a last day before the first, and closing before opening", () => {
    expect(firstError(OpeningPeriodSchema.safeParse({ ...period, fromDay: 5, toDay: 1 }))).toBe("errors.dayOrder");
    expect(firstError(OpeningPeriodSchema.safeParse({ ...period, closes: { hour: 9, minute: 0 } }))).toBe("errors.timeOrder");
  });
  it("refuses days and times that do not exist", () => {
    expect(firstError(OpeningPeriodSchema.safeParse({ ...period, toDay: 8 }))).toBe("errors.day");
    expect(firstError(OpeningPeriodSchema.safeParse({ ...period, opens: { hour: 24, minute: 0 } }))).toBe("errors.time");
  });
});

describe("payment settings", () => {
  const payments = {
    bankName: "Kasikornbank",
    accountName: "Siam Web Studio Co., Ltd.",
    accountNumber: "123-4-56789-0",
    branch: "Asok",
    promptPayId: "0812345678",
    methods: { card: true, promptPay: true, bankTransfer: true },
    balanceReminderDays: [3, 7],
  };
  it("needs at least one method", () => {
    const result = PaymentSettingsSchema.safeParse({
      ...payments,
      methods: { card: false, promptPay: false, bankTransfer: false },
    });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["methods"], message: "errors.noPaymentMethod" })]);
  });
  it("needs the bank details while bank transfer is offered, and the PromptPay id while PromptPay is", () => {
    const empty = { ...payments, bankName: "", promptPayId: "" };
    expect(PaymentSettingsSchema.safeParse(empty).error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["bankName"], "errors.requiredForBankTransfer"],
      [["promptPayId"], "errors.requiredForPromptPay"],
    ]);
    expect(
      PaymentSettingsSchema.safeParse({ ...empty, methods: { card: true, promptPay: false, bankTransfer: false } }).success,
    ).toBe(true);
  });
});

describe("balance reminder days", () => {
  it.each([[[]], [[3, 7]], [[1, 2, 3, 45, 90]]])("accepts %j", (days) => {
    expect(balanceReminderDaysField.parse(days)).toEqual(days);
  });
  it.each([
    [[0], "errors.reminderDay"],
    [[91], "errors.reminderDay"],
    [[2.5], "errors.reminderDay"],
    [[Number.NaN], "errors.reminderDay"],
    [[1, 2, 3, 4, 5, 6], "errors.reminderDaysTooMany"],
    [[7, 3], "errors.reminderDaysOrder"],
    [[3, 3], "errors.reminderDaysOrder"],
  ])("refuses %j with %s on the list as a whole", (days, key) => {
    const result = balanceReminderDaysField.safeParse(days);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[[], key]]);
  });
  it("reads a payments group stored before the reminders existed as the default days", () => {
    const { balanceReminderDays: _days, ...older } = {
      ...{ bankName: "", accountName: "", accountNumber: "", branch: "", promptPayId: "" },
      methods: { card: true, promptPay: false, bankTransfer: false },
      balanceReminderDays: [],
    };
    expect(PaymentSettingsSchema.parse(withAddedDefaults("payments", older)).balanceReminderDays).toEqual([3, 7]);
    expect(
      PaymentSettingsSchema.parse(withAddedDefaults("payments", { ...older, balanceReminderDays: [] })).balanceReminderDays,
    ).toEqual([]);
  });
});

describe("invoicing settings", () => {
  const registered = {
    vatRegistered: true,
    pricesIncludeVat: false,
    legalName: "Siam Web Studio Co., Ltd.",
    taxId: "0105536000011",
    branch: "00000",
  };
  const issues = (value: unknown) =>
    InvoicingSettingsSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("reads a group never saved as not registered, prices including VAT, head office", () => {
    expect(InvoicingSettingsSchema.parse(withAddedDefaults("invoicing", undefined))).toEqual({
      vatRegistered: false,
      pricesIncludeVat: true,
      legalName: "",
      taxId: "",
      branch: "00000",
    });
  });
  it("stores a tax id typed with separators as its 13 digits", () => {
    expect(InvoicingSettingsSchema.parse({ ...registered, taxId: " 0-1055-36000-01-1 " }).taxId).toBe("0105536000011");
  });
  it("tells a tax id of the wrong length from one whose check digit does not match", () => {
    expect(issues({ ...registered, taxId: "010553600001" })).toEqual([["taxId", "errors.taxId"]]);
    expect(issues({ ...registered, taxId: "0105536000012" })).toEqual([["taxId", "errors.taxIdCheckDigit"]]);
  });
  it("needs the tax id while VAT-registered, not otherwise", () => {
    expect(issues({ ...registered, taxId: "" })).toEqual([["taxId", "errors.requiredForVat"]]);
    expect(InvoicingSettingsSchema.safeParse({ ...registered, vatRegistered: false, taxId: "" }).success).toBe(true);
  });
  it("takes 00000 or a 5-digit branch number", () => {
    expect(InvoicingSettingsSchema.parse({ ...registered, branch: "00012" }).branch).toBe("00012");
    expect(issues({ ...registered, branch: "12" })).toEqual([["branch", "errors.branchNumber"]]);
    expect(issues({ ...registered, legalName: "x".repeat(201) })).toEqual([["legalName", "errors.tooLong200"]]);
  });
});

describe("the settings catalogue", () => {
  it("has an English and a Thai message for every error key", () => {
    expect(Object.keys(settingsMessages.th.errors).sort()).toEqual(Object.keys(settingsMessages.en.errors).sort());
    for (const message of Object.values(settingsMessages.th.errors)) expect(message).toMatch(/[\u0E00-\u0E7F]/);
  });
});
