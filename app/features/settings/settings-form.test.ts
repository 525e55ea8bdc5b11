import { describe, expect, it } from "vitest";
import { formDataOf } from "../../../tests/support/form-data";
import { settingsMessages } from "./settings-messages";
import { checkSettingsForm, settingsToFormValues } from "./settings-form";
import type { SettingsByGroup } from "./settings-schema";

const defaults: SettingsByGroup = {
  agency: {
    name: "Siam Web Studio",
    phone: "+66 81 234 5678",
    email: "hello@siamwebstudio.com",
    notificationEmail: "hello@siamwebstudio.com",
    address: { en: "88 Sukhumvit Soi 21, Bangkok 10110", th: "88 ซอยสุขุมวิท 21 กรุงเทพฯ 10110" },
    businessHours: [
      { fromDay: 1, toDay: 5, opens: { hour: 9, minute: 0 }, closes: { hour: 18, minute: 0 } },
      { fromDay: 6, toDay: 6, opens: { hour: 10, minute: 0 }, closes: { hour: 16, minute: 0 } },
    ],
    social: {
      facebook: "https://www.facebook.com/siamwebstudio",
      line: "",
      instagram: "https://www.instagram.com/siamwebstudio",
      others: [{ label: "TikTok", url: "https://www.tiktok.com/@siamwebstudio" }],
    },
  },
  payments: {
    bankName: "Kasikornbank",
    accountName: "Siam Web Studio Co., Ltd.",
    accountNumber: "123-4-56789-0",
    branch: "Sukhumvit 21 (Asok)",
    promptPayId: "0812345678",
    methods: { card: true, promptPay: false, bankTransfer: true },
    balanceReminderDays: [3, 7],
  },
  invoicing: {
    vatRegistered: true,
    pricesIncludeVat: true,
    legalName: "Siam Web Studio Co., Ltd.",
    taxId: "0105536000011",
    branch: "00000",
  },
  integrations: { gaMeasurementId: "G-TEST1234", captchaSiteKey: "" },
};

const knownKeys = new Set(Object.keys(settingsMessages.en.errors).map((key) => `errors.${key}`));

/** The schema's check with the messages left as keys; the settings, or the errors by input name. */
function check(formData: FormData) {
  const submission = checkSettingsForm(formData, (key) => key);
  if (submission.status === "success") {
    const { agency, payments, invoicing, integrations } = submission.value;
    return { ok: true, settings: { agency, payments, invoicing, integrations } };
  }
  const errors = Object.fromEntries(Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages?.[0]]));
  return { ok: false, errors };
}

const filled = (changes: Record<string, string | null> = {}, emptyRows = false) =>
  formDataOf(settingsToFormValues(defaults, 3, emptyRows), changes);

describe("the settings form", () => {
  it("reads back exactly the settings it was filled with, the empty rows to add to included", () => {
    expect(check(filled())).toEqual({ ok: true, settings: defaults });
    expect(check(filled({}, true))).toEqual({ ok: true, settings: defaults });
  });

  it("reads a browser's post: a ticked box sends its method, an unticked one nothing; other values are ignored", () => {
    const formData = filled();
    expect(formData.getAll("payments.methods")).toEqual(["card", "bankTransfer"]);
    formData.append("payments.methods", "cash");
    formData.append("upload", new Blob(["x"]), "x.txt");
    expect(check(formData)).toEqual({ ok: true, settings: defaults });
    formData.delete("payments.methods");
    formData.append("payments.methods", "promptPay");
    const parsed = check(formData);
    expect(parsed.ok && parsed.settings?.payments.methods).toEqual({ card: false, promptPay: true, bankTransfer: false });
  });

  it("drops empty rows and keeps the rest in order", () => {
    const values = settingsToFormValues(defaults, 3, true);
    values.agency.businessHours[0] = { fromDay: "", toDay: "", opens: "", closes: "" };
    values.agency.businessHours.push({ fromDay: "7", toDay: "7", opens: "10:00", closes: "12:30" });
    const parsed = check(formDataOf(values));
    expect(parsed.ok && parsed.settings?.agency.businessHours).toEqual([
      defaults.agency.businessHours[1],
      { fromDay: 7, toDay: 7, opens: { hour: 10, minute: 0 }, closes: { hour: 12, minute: 30 } },
    ]);
    expect(parsed.ok && parsed.settings?.agency.social.others).toEqual(defaults.agency.social.others);
  });

  it("names every invalid field by its input, with a catalogue key, across all sections at once", () => {
    const values = settingsToFormValues(defaults, 3);
    values.agency.social.others.push({ label: "", url: "" }, { label: "Blog", url: "ftp://blog.example.com" });
    values.agency.businessHours.push({ fromDay: "3", toDay: "", opens: "18:00", closes: "9am" });
    const parsed = check(
      formDataOf(values, {
        "agency.phone": "not a phone",
        "agency.email": "nobody",
        "agency.social.line": "http://line.me/x",
        "payments.promptPayId": "1101700230709",
        "payments.accountNumber": "12345",
        "integrations.gaMeasurementId": "UA-1",
      }),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        "agency.phone": "errors.phone",
        "agency.email": "errors.email",
        "agency.social.line": "errors.httpsUrl",
        "agency.social.others[2].url": "errors.httpsUrl",
        "agency.businessHours[2].toDay": "errors.day",
        "agency.businessHours[2].closes": "errors.time",
        "payments.promptPayId": "errors.promptPayId",
        "payments.accountNumber": "errors.bankAccountNumber",
        "integrations.gaMeasurementId": "errors.gaMeasurementId",
      },
    });
    for (const key of Object.values(parsed.errors ?? {})) expect(knownKeys).toContain(key);
  });

  it("reads the invoicing section: the boxes, a tax id with dashes as digits, a branch by its number", () => {
    const parsed = check(
      filled({
        "invoicing.pricesIncludeVat": null,
        "invoicing.taxId": "0-1055-36000-01-1",
        "invoicing.branchKind": "branch",
        "invoicing.branchNumber": " 00002 ",
        "payments.balanceReminderDays": "2 5,14",
      }),
    );
    expect(parsed.ok && parsed.settings?.invoicing).toEqual({ ...defaults.invoicing, pricesIncludeVat: false, branch: "00002" });
    expect(parsed.ok && parsed.settings?.payments.balanceReminderDays).toEqual([2, 5, 14]);
    // The head office ignores whatever is left in the branch-number box.
    const head = check(filled({ "invoicing.branchKind": "headOffice", "invoicing.branchNumber": "12" }));
    expect(head.ok && head.settings?.invoicing.branch).toBe("00000");
    const none = check(filled({ "payments.balanceReminderDays": " " }));
    expect(none.ok && none.settings?.payments.balanceReminderDays).toEqual([]);
  });

  it("reads the reminder days from their own boxes, a box left empty being no day, and judges the list", () => {
    const boxes = (...values: string[]) => {
      const formData = filled({ "payments.balanceReminderDays": null });
      values.forEach((value, index) => formData.append(`payments.balanceReminderDays[${index}]`, value));
      return check(formData);
    };
    const read = boxes("2", "", " 9 ", "30");
    expect(read.ok && read.settings?.payments.balanceReminderDays).toEqual([2, 9, 30]);
    const none = boxes("", "");
    expect(none.ok && none.settings?.payments.balanceReminderDays).toEqual([]);
    expect(boxes("9", "4").errors).toEqual({ "payments.balanceReminderDays": "errors.reminderDaysOrder" });
    expect(boxes("3", "91").errors).toEqual({ "payments.balanceReminderDays": "errors.reminderDay" });
    expect(boxes("1.5").errors).toEqual({ "payments.balanceReminderDays": "errors.reminderDay" });
    expect(boxes("1", "2", "3", "4", "5", "6").errors).toEqual({ "payments.balanceReminderDays": "errors.reminderDaysTooMany" });
  });

  it("names the invoicing and reminder fields a person must correct", () => {
    expect(
      check(
        filled({
          "invoicing.taxId": "",
          "invoicing.branchKind": "branch",
          "invoicing.branchNumber": "",
          "payments.balanceReminderDays": "7, 3",
        }),
      ),
    ).toEqual({
      ok: false,
      errors: {
        "invoicing.taxId": "errors.requiredForVat",
        "invoicing.branchNumber": "errors.required",
        "payments.balanceReminderDays": "errors.reminderDaysOrder",
      },
    });
    expect(check(filled({ "invoicing.taxId": "", "payments.balanceReminderDays": "3, soon" }))).toEqual({
      ok: false,
      errors: { "invoicing.taxId": "errors.requiredForVat", "payments.balanceReminderDays": "errors.reminderDay" },
    });
    expect(
      check(filled({ "invoicing.taxId": "0105536000012", "invoicing.branchKind": "branch", "invoicing.branchNumber": "00000" })),
    ).toEqual({
      ok: false,
      errors: { "invoicing.taxId": "errors.taxIdCheckDigit", "invoicing.branchNumber": "errors.branchNumber" },
    });
  });

  it("checks the order of a row's days and times on the row's own inputs", () => {
    const values = settingsToFormValues(defaults, 3);
    values.agency.businessHours[1] = { fromDay: "6", toDay: "2", opens: "10:00", closes: "16:00" };
    values.agency.businessHours.push({ fromDay: "1", toDay: "1", opens: "18:00", closes: "09:00" });
    expect(check(formDataOf(values))).toEqual({
      ok: false,
      errors: { "agency.businessHours[1].toDay": "errors.dayOrder", "agency.businessHours[2].closes": "errors.timeOrder" },
    });
  });

  it("reports a missing payment method on the group, which is the name its boxes share", () => {
    expect(check(filled({ "payments.methods": null }))).toEqual({
      ok: false,
      errors: { "payments.methods": "errors.noPaymentMethod" },
    });
  });

  it("treats missing fields of a forged post as empty, not as a crash", () => {
    const parsed = check(formDataOf({ agency: { name: "X" } }));
    expect(parsed.ok).toBe(false);
    expect(parsed.errors?.["agency.phone"]).toBe("errors.required");
    expect(parsed.errors?.["payments.methods"]).toBe("errors.noPaymentMethod");
    expect(parsed.errors).not.toHaveProperty(["payments.bankName"]);
  });

  it("refuses a forged list far longer than the form ever sends, without walking it", () => {
    const parsed = check(filled({ "agency.social.others[5000000].label": "x" }));
    expect(parsed.errors?.["agency.social.others"]).toBe("errors.tooMany");
  });
});
