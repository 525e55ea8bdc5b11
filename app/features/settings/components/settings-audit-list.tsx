// The latest saves of the settings: when (reader's locale, Bangkok time), who, which section and
// which fields. Values stay in the database: the list is for "who changed the phone number?".
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { settingsMessages } from "../settings-messages";
import type { SettingsGroup } from "../settings-schema";
import { Section, type Key } from "./settings-fields";

export interface AuditEntryView {
  id: number;
  changedAt: string;
  actorEmail: string;
  group: SettingsGroup;
  changedFields: string[];
}

/** Stored paths -> the label the form shows for them. */
const fieldLabels: Record<string, Key> = {
  name: "fields.name",
  phone: "fields.phone",
  email: "fields.email",
  notificationEmail: "fields.notificationEmail",
  "address.en": "fields.addressEn",
  "address.th": "fields.addressTh",
  businessHours: "sections.hours.title",
  "social.facebook": "fields.facebook",
  "social.line": "fields.line",
  "social.instagram": "fields.instagram",
  "social.others": "fields.others",
  bankName: "fields.bankName",
  accountName: "fields.accountName",
  accountNumber: "fields.accountNumber",
  branch: "fields.branch",
  promptPayId: "fields.promptPayId",
  "methods.card": "fields.card",
  "methods.promptPay": "fields.promptPay",
  "methods.bankTransfer": "fields.bankTransfer",
  balanceReminderDays: "fields.balanceReminderDays",
  vatRegistered: "fields.vatRegistered",
  pricesIncludeVat: "fields.pricesIncludeVat",
  legalName: "fields.legalName",
  taxId: "fields.taxId",
  gaMeasurementId: "fields.gaMeasurementId",
  captchaSiteKey: "fields.captchaSiteKey",
};

export function SettingsAuditList({ entries }: { entries: AuditEntryView[] }) {
  const { t, language } = useMessages(settingsMessages);
  const when = new Intl.DateTimeFormat(localeFor(language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Bangkok",
  });
  const label = (path: string) => (fieldLabels[path] ? t(fieldLabels[path]) : path);
  return (
    <Section id="audit" title={t("sections.audit.title")} description={t("sections.audit.description")}>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-700">{t("audit.empty")}</p>
      ) : (
        // Scrolls sideways on phones: focusable so keyboard users can scroll it too.
        <div
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
          tabIndex={0}
          role="region"
          aria-labelledby="audit-title"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("audit.when")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("audit.who")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("audit.group")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t("audit.changed")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <time dateTime={entry.changedAt}>{when.format(new Date(entry.changedAt))}</time>
                  </td>
                  <td className="py-2 pr-4 break-all">{entry.actorEmail}</td>
                  <td className="py-2 pr-4">{t(`audit.groups.${entry.group}`)}</td>
                  <td className="py-2">{entry.changedFields.map(label).join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
