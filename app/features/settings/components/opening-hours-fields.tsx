// The Business hours section's fields: up to maxOpeningPeriods periods, each from one weekday to
// another with an opening and a closing time (Bangkok time).
import type { FormMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { emptyOpeningPeriod, type OpeningPeriodRow, type SettingsFormValues } from "../settings-form";
import { settingsMessages } from "../settings-messages";
import { maxOpeningPeriods } from "../settings-schema";
import { RowList } from "./row-list";
import { fieldId, type SettingsField } from "./settings-fields";

// Any Monday serves to name the weekdays; UTC on both sides so server and browser agree.
const aMonday = Date.UTC(2024, 0, 1);
const dayMs = 24 * 60 * 60 * 1000;

export interface OpeningHoursFieldsProps {
  form: FormMetadata<SettingsFormValues, string[]>;
  hours: SettingsField<OpeningPeriodRow[]>;
  editable: boolean;
}

export function OpeningHoursFields({ form, hours, editable }: OpeningHoursFieldsProps) {
  const { t, language } = useMessages(settingsMessages);
  const weekday = new Intl.DateTimeFormat(localeFor(language), { weekday: "long", timeZone: "UTC" });
  const days = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, name: weekday.format(new Date(aMonday + (day - 1) * dayMs)) }));
  return (
    <div>
      <RowList
        form={form}
        list={hours}
        empty={emptyOpeningPeriod}
        max={maxOpeningPeriods}
        editable={editable}
        t={t}
        addLabel={t("fields.addPeriod")}
        removeLabel={(number) => t("fields.removePeriod", { number })}
        renderRow={(row, number, removeButton) => {
          const period = row.getFieldset();
          return (
            <fieldset className="min-w-0 rounded-lg bg-slate-50 p-3">
              <legend className="sr-only">{t("fields.period", { number })}</legend>
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_9rem_9rem_auto] sm:items-start">
                {(["fromDay", "toDay"] as const).map((name) => {
                  const field = period[name] as SettingsField;
                  return (
                    <Field key={name} id={fieldId(field.name)} label={t(`fields.${name}`)} error={field.errors?.[0]}>
                      {(control) => (
                        <select key={field.key} {...control} name={field.name} defaultValue={field.initialValue ?? ""}>
                          <option value="">{t("fields.noDay")}</option>
                          {days.map((day) => (
                            <option key={day.day} value={String(day.day)}>
                              {day.name}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                  );
                })}
                {(["opens", "closes"] as const).map((name) => {
                  const field = period[name] as SettingsField;
                  return (
                    <Field key={name} id={fieldId(field.name)} label={t(`fields.${name}`)} error={field.errors?.[0]}>
                      {/* Text, not type="time": that box follows the browser's locale and shows
                          6:00 PM on a Thai page; the agency writes 24-hour times (the section says so). */}
                      {(control) => (
                        <input
                          key={field.key}
                          {...control}
                          type="text"
                          inputMode="numeric"
                          autoComplete="off"
                          maxLength={5}
                          placeholder="09:00"
                          name={field.name}
                          defaultValue={field.initialValue ?? ""}
                        />
                      )}
                    </Field>
                  );
                })}
                {removeButton("justify-self-start lg:mt-7")}
              </div>
            </fieldset>
          );
        }}
      />
    </div>
  );
}
