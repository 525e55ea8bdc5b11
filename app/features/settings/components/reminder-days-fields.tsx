// The balance reminder days: one number box per day (up to maxBalanceReminders), added and removed
// with buttons, stored as the increasing list invoicing-settings-schema.ts checks. The list's one
// error names the rule; the boxes that break it are marked invalid and point at it.
import type { FormMetadata } from "@conform-to/react";
import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { controlClass, FieldError } from "~/components/ui/field";
import type { SettingsFormValues } from "../settings-form";
import { maxBalanceReminders } from "../invoicing-settings-schema";
import { errorId, fieldId, type SettingsField, type T } from "./settings-fields";

/** Which boxes break the rule: not a whole day from 1 to 90, or not after the box before. */
export function invalidReminderBoxes(values: readonly (string | undefined)[]): boolean[] {
  let previous = 0;
  return values.map((value) => {
    const text = (value ?? "").trim();
    if (text === "") return false;
    const day = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
    const bad = !(day >= 1 && day <= 90) || day <= previous;
    if (!Number.isNaN(day)) previous = Math.max(previous, day);
    return bad;
  });
}

export function ReminderDaysFields({
  form,
  days,
  editable,
  t,
}: {
  form: FormMetadata<SettingsFormValues, string[]>;
  days: SettingsField<string[]>;
  editable: boolean;
  t: T;
}) {
  const rows = days.getFieldList();
  const addButton = useRef<HTMLButtonElement>(null);
  const message = days.errors?.[0];
  const invalid = message ? invalidReminderBoxes(rows.map((row) => row.value as string | undefined)) : [];
  const hintId = `${fieldId(days.name)}-hint`;
  const remove = (index: number) => {
    form.remove({ name: days.name, index });
    requestAnimationFrame(() => addButton.current?.focus());
  };
  return (
    <fieldset
      className="mt-6 sm:max-w-md"
      aria-describedby={[hintId, message ? errorId(days.name) : null].filter(Boolean).join(" ")}
    >
      <legend className="text-sm font-semibold text-slate-800">{t("fields.balanceReminderDays")}</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t("fields.balanceReminderDaysHint")}
      </p>
      <FieldError id={errorId(days.name)} message={message} />
      {rows.length > 0 ? (
        <ul className="mt-3 grid gap-2">
          {rows.map((row, index) => {
            const number = String(index + 1);
            // The whole list's error when no box is singled out (too many days).
            const rowInvalid = Boolean(message) && (invalid[index] || !invalid.some(Boolean));
            return (
              <li key={row.key} className="flex items-center gap-3">
                <label htmlFor={fieldId(row.name)} className="w-28 shrink-0 text-sm text-slate-800">
                  {t("fields.reminderDay", { number })}
                </label>
                <input
                  key={row.key}
                  id={fieldId(row.name)}
                  name={row.name}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={90}
                  step={1}
                  defaultValue={(row.initialValue as string | undefined) ?? ""}
                  aria-invalid={rowInvalid ? true : undefined}
                  aria-describedby={rowInvalid ? errorId(days.name) : undefined}
                  className={`${controlClass} w-24`}
                />
                {editable ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => remove(index)}
                    aria-label={t("fields.removeReminderDay", { number })}
                  >
                    {t("fields.remove")}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t("fields.noReminderDays")}</p>
      )}
      {editable ? (
        <Button
          ref={addButton}
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => form.insert({ name: days.name, defaultValue: "" as never })}
          disabled={rows.length >= maxBalanceReminders}
        >
          {t("fields.addReminderDay")}
        </Button>
      ) : null}
    </fieldset>
  );
}
