// The settings form's fields in page order, with the label each goes by in the error summary (a
// row's field names its row, as "Closes" alone would not say which).
import type { FormStatusField } from "~/components/forms/form-status";
import type { OpeningPeriodRow, SettingsFormValues, SocialLinkRow } from "../settings-form";
import { paymentMethods } from "../settings-schema";
import { fieldId, type SettingsField, type T } from "./settings-fields";
import { branchKindId } from "./invoicing-fields";
import { methodId } from "./payment-fields";
import { socialNetworks } from "./social-links-fields";

type Fields = ReturnType<SettingsField<SettingsFormValues>["getFieldset"]>;

const entry = (field: { name: string; errors?: string[] }, label: string, id = fieldId(field.name)): FormStatusField => ({
  id,
  label,
  errors: field.errors,
});

export function statusFields(fields: Fields, t: T): FormStatusField[] {
  const agency = fields.agency.getFieldset();
  const address = agency.address.getFieldset();
  const social = agency.social.getFieldset();
  const others = social.others as SettingsField<SocialLinkRow[]>;
  const hours = agency.businessHours as SettingsField<OpeningPeriodRow[]>;
  const payments = fields.payments.getFieldset();
  const invoicing = fields.invoicing.getFieldset();
  const integrations = fields.integrations.getFieldset();
  const firstRowField = (list: { name: string }, field: string) => fieldId(`${list.name}[0].${field}`);
  return [
    entry(agency.name, t("fields.name")),
    entry(agency.phone, t("fields.phone")),
    entry(agency.email, t("fields.email")),
    entry(agency.notificationEmail, t("fields.notificationEmail")),
    entry(address.en, t("fields.addressEn")),
    entry(address.th, t("fields.addressTh")),
    ...socialNetworks.map((network) => entry(social[network], t(`fields.${network}`))),
    entry(others, t("fields.others"), firstRowField(others, "label")),
    ...others.getFieldList().flatMap((row, index) => {
      const link = row.getFieldset();
      const number = t("fields.linkNumber", { number: String(index + 1) });
      return [entry(link.label, `${t("fields.otherLabel")} (${number})`), entry(link.url, `${t("fields.otherUrl")} (${number})`)];
    }),
    entry(hours, t("sections.hours.title"), firstRowField(hours, "fromDay")),
    ...hours.getFieldList().flatMap((row, index) => {
      const period = row.getFieldset();
      const number = t("fields.period", { number: String(index + 1) });
      return (["fromDay", "toDay", "opens", "closes"] as const).map((name) =>
        entry(period[name], `${t(`fields.${name}`)} (${number})`),
      );
    }),
    entry(payments.bankName, t("fields.bankName")),
    entry(payments.branch, t("fields.branch")),
    entry(payments.accountName, t("fields.accountName")),
    entry(payments.accountNumber, t("fields.accountNumber")),
    entry(payments.promptPayId, t("fields.promptPayId")),
    entry(payments.methods, t("fields.methods"), methodId(payments.methods.name, paymentMethods[0])),
    entry(payments.balanceReminderDays, t("fields.balanceReminderDays")),
    entry(invoicing.vatRegistered, t("fields.vatRegistered")),
    entry(invoicing.pricesIncludeVat, t("fields.pricesIncludeVat")),
    entry(invoicing.legalName, t("fields.legalName")),
    entry(invoicing.taxId, t("fields.taxId")),
    entry(invoicing.branchKind, t("fields.branchLegend"), branchKindId(invoicing.branchKind.name, "headOffice")),
    entry(invoicing.branchNumber, t("fields.branchNumber")),
    entry(integrations.gaMeasurementId, t("fields.gaMeasurementId")),
    entry(integrations.captchaSiteKey, t("fields.captchaSiteKey")),
  ];
}
