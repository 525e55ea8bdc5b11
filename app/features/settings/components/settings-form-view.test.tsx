// The settings form as the server renders it: labels and errors wired to their inputs, the
// read-only view for editors, both languages.
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import type { Language } from "~/i18n/config";
import { settingsToFormValues } from "../settings-form";
import { settingsMessages } from "../settings-messages";
import type { SettingsByGroup } from "../settings-schema";
import { type SettingsFormViewProps, SettingsFormView } from "./settings-form-view";

const settings: SettingsByGroup = {
  agency: {
    name: "Siam Web Studio",
    phone: "+66 81 234 5678",
    email: "hello@siamwebstudio.com",
    notificationEmail: "orders@siamwebstudio.com",
    address: { en: "88 Sukhumvit Soi 21, Bangkok", th: "88 ซอยสุขุมวิท 21 กรุงเทพฯ" },
    businessHours: [{ fromDay: 1, toDay: 5, opens: { hour: 9, minute: 0 }, closes: { hour: 18, minute: 0 } }],
    social: { facebook: "", line: "", instagram: "", others: [] },
  },
  payments: {
    bankName: "Kasikornbank",
    accountName: "Siam Web Studio Co., Ltd.",
    accountNumber: "123-4-56789-0",
    branch: "Asok",
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
  integrations: { gaMeasurementId: "", captchaSiteKey: "" },
};

function render(props: Partial<SettingsFormViewProps>, language: Language = "en") {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider language={language}>
          <SettingsFormView
            defaultValue={settingsToFormValues(settings, 7, props.canEdit ?? true)}
            revision={7}
            canEdit
            {...props}
          />
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub />)
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");
}

/** The opening tag of the element with this id. */
const tagWithId = (html: string, id: string) => html.match(new RegExp(`<[a-z]+[^>]*id="${id}"[^>]*>`))?.[0] ?? "";

describe("the settings form", () => {
  it("labels every input and fills it with the stored value", () => {
    const html = render({});
    const phone = tagWithId(html, "settings-agency-phone");
    expect(phone).toContain('name="agency.phone"');
    expect(phone).toContain('value="+66 81 234 5678"');
    expect(html).toContain(`<label for="settings-agency-phone"`);
    expect(html).toContain('name="revision" value="7"');
    expect(tagWithId(html, "settings-payments-methods-card")).toContain("checked");
    expect(tagWithId(html, "settings-payments-methods-promptPay")).not.toContain("checked");
    // One empty opening-hours row to add to, after the stored one.
    expect(tagWithId(html, "settings-agency-businessHours-1-fromDay")).toContain('name="agency.businessHours[1].fromDay"');
    expect(html).toContain(settingsMessages.en.save);
  });

  it("fills the invoicing section and the reminder days from the stored settings, in Thai too", () => {
    const html = render({});
    expect(tagWithId(html, "settings-invoicing-vatRegistered")).toContain("checked");
    expect(tagWithId(html, "settings-invoicing-taxId")).toContain('value="0105536000011"');
    expect(tagWithId(html, "settings-invoicing-branchKind-headOffice")).toContain("checked");
    expect(tagWithId(html, "settings-invoicing-branchKind-branch")).not.toContain("checked");
    // One number box per reminder day, and an empty one to add a day without JavaScript.
    expect(tagWithId(html, "settings-payments-balanceReminderDays-0")).toContain('value="3"');
    expect(tagWithId(html, "settings-payments-balanceReminderDays-0")).toContain('type="number"');
    expect(tagWithId(html, "settings-payments-balanceReminderDays-1")).toContain('value="7"');
    expect(tagWithId(html, "settings-payments-balanceReminderDays-2")).toContain('name="payments.balanceReminderDays[2]"');
    expect(html).toContain(settingsMessages.en.fields.addReminderDay);
    expect(html).toContain(`<label for="settings-invoicing-taxId"`);
    const thai = render({}, "th");
    expect(thai).toContain(settingsMessages.th.sections.invoicing.title);
    expect(thai).toContain(settingsMessages.th.fields.headOffice);
  });

  it("ties a server error to its field and marks the field invalid", () => {
    const html = render({
      reply: {
        result: {
          status: "error",
          initialValue: null,
          error: {
            "agency.phone": [settingsMessages.en.errors.phone],
            "payments.methods": [settingsMessages.en.errors.noPaymentMethod],
          },
        },
      },
    });
    const phone = tagWithId(html, "settings-agency-phone");
    expect(phone).toContain('aria-invalid="true"');
    expect(phone).toMatch(/aria-describedby="[^"]*settings-agency-phone-error/);
    expect(tagWithId(html, "settings-agency-phone-error")).toBeTruthy();
    expect(html).toContain(settingsMessages.en.errors.phone);
    expect(html).toContain(settingsMessages.en.errors.noPaymentMethod);
    expect(html).toContain(settingsMessages.en.invalid);
    // The summary links to the fields in error, the group to its first box.
    expect(html).toContain('href="#settings-agency-phone"');
    expect(html).toContain('href="#settings-payments-methods-card"');
    expect(tagWithId(html, "settings-payments-methods-card")).toContain('aria-invalid="true"');
  });

  it("keeps what was typed when a save is refused", () => {
    const html = render({
      reply: {
        result: {
          status: "error",
          initialValue: { agency: { phone: "02 999 9999" } },
          error: { "": [settingsMessages.en.conflict] },
        },
      },
    });
    expect(tagWithId(html, "settings-agency-phone")).toContain('value="02 999 9999"');
    expect(html).toContain(settingsMessages.en.conflict);
  });

  it("shows editors the values in a disabled form with a note and no save button", () => {
    const html = render({ canEdit: false });
    expect(html).toContain(settingsMessages.en.readOnly);
    expect(html).toMatch(/<fieldset[^>]*disabled/);
    expect(html).not.toContain(settingsMessages.en.save);
    expect(html).not.toContain('name="agency.businessHours[1].fromDay"');
  });

  it("speaks Thai, with Thai weekday names", () => {
    const html = render({ reply: { result: { status: "success", initialValue: null }, success: { outcome: "saved" } } }, "th");
    expect(html).toContain(settingsMessages.th.fields.phone);
    expect(html).toContain(settingsMessages.th.saved);
    expect(html).toContain("วันจันทร์");
    expect(html).not.toContain(settingsMessages.en.fields.phone);
  });
});
