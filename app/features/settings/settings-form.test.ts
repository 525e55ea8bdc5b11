import { describe, expect, it } from "vitest";
import { settingsMessages } from "./settings-messages";
import { formValuesFromFormData, parseSettingsForm, settingsToFormValues } from "./settings-form";
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
  },
  integrations: { gaMeasurementId: "G-TEST1234", captchaSiteKey: "" },
};

const knownKeys = new Set(Object.keys(settingsMessages.en.errors).map((key) => `errors.${key}`));

describe("the settings form", () => {
  it("reads back exactly the settings it was filled with", () => {
    expect(parseSettingsForm(settingsToFormValues(defaults))).toEqual({ ok: true, settings: defaults });
  });

  it("reads a browser's FormData: ticked boxes are present, unticked ones absent", () => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(settingsToFormValues(defaults))) formData.append(name, value);
    formData.append("agency.name", "A second value is ignored");
    formData.append("upload", new Blob(["x"]), "x.txt");
    const values = formValuesFromFormData(formData);
    expect(values["agency.name"]).toBe("Siam Web Studio");
    expect(values).not.toHaveProperty("upload");
    expect(values).not.toHaveProperty("payments.methods.promptPay");
    expect(parseSettingsForm(values)).toEqual({ ok: true, settings: defaults });
  });

  it("drops empty rows and keeps the rest in order, whatever their numbers", () => {
    const values = settingsToFormValues(defaults);
    for (const field of ["fromDay", "toDay", "opens", "closes"]) values[`agency.businessHours.0.${field}`] = "";
    Object.assign(values, {
      "agency.businessHours.7.fromDay": "7",
      "agency.businessHours.7.toDay": "7",
      "agency.businessHours.7.opens": "10:00",
      "agency.businessHours.7.closes": "12:30",
      "agency.social.others.3.label": "",
      "agency.social.others.3.url": "",
    });
    const parsed = parseSettingsForm(values);
    expect(parsed.ok && parsed.settings.agency.businessHours).toEqual([
      defaults.agency.businessHours[1],
      { fromDay: 7, toDay: 7, opens: { hour: 10, minute: 0 }, closes: { hour: 12, minute: 30 } },
    ]);
    expect(parsed.ok && parsed.settings.agency.social.others).toEqual(defaults.agency.social.others);
  });

  it("names every invalid field by its input, with a catalogue key, across all sections at once", () => {
    const values = {
      ...settingsToFormValues(defaults),
      "agency.phone": "not a phone",
      "agency.email": "nobody",
      "agency.social.line": "http://line.me/x",
      "agency.social.others.4.label": "Blog",
      "agency.social.others.4.url": "ftp://blog.example.com",
      "agency.businessHours.5.fromDay": "3",
      "agency.businessHours.5.toDay": "",
      "agency.businessHours.5.opens": "18:00",
      "agency.businessHours.5.closes": "9am",
      "payments.promptPayId": "1101700230709",
      "payments.accountNumber": "12345",
      "integrations.gaMeasurementId": "UA-1",
    };
    const parsed = parseSettingsForm(values);
    expect(parsed).toEqual({
      ok: false,
      errors: {
        "agency.phone": "errors.phone",
        "agency.email": "errors.email",
        "agency.social.line": "errors.httpsUrl",
        "agency.social.others.4.url": "errors.httpsUrl",
        "agency.businessHours.5.toDay": "errors.day",
        "agency.businessHours.5.closes": "errors.time",
        "payments.promptPayId": "errors.promptPayId",
        "payments.accountNumber": "errors.bankAccountNumber",
        "integrations.gaMeasurementId": "errors.gaMeasurementId",
      },
    });
    if (!parsed.ok) for (const key of Object.values(parsed.errors)) expect(knownKeys).toContain(key);
  });

  it("reports a missing payment method on the group", () => {
    const values = settingsToFormValues(defaults);
    delete values["payments.methods.card"];
    delete values["payments.methods.bankTransfer"];
    expect(parseSettingsForm(values)).toEqual({ ok: false, errors: { "payments.methods": "errors.noPaymentMethod" } });
  });

  it("treats missing fields of a forged post as empty, not as a crash", () => {
    const parsed = parseSettingsForm({ "agency.name": "X" });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors["agency.phone"]).toBe("errors.required");
      expect(parsed.errors["payments.methods"]).toBe("errors.noPaymentMethod");
    }
  });
});
