// A list of rows the admin adds and removes (opening periods, other social links). The rows are
// conform's list, so a removed row's neighbours keep what was typed in them. Without JavaScript the
// buttons do nothing and the form carries one empty row to type a new one into; a row emptied is
// a row removed. That is not explained on screen: the note was for developers, not the agency.
import type { FormMetadata } from "@conform-to/react";
import { type ReactNode, useRef } from "react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import type { SettingsFormValues } from "../settings-form";
import { errorId, type SettingsField, type T } from "./settings-fields";

export interface RowListProps<Row extends Record<string, string>> {
  form: FormMetadata<SettingsFormValues, string[]>;
  list: SettingsField<Row[]>;
  /** An empty row, as "add" inserts it. */
  empty: Row;
  max: number;
  editable: boolean;
  t: T;
  addLabel: string;
  /** The remove button's accessible name for the row numbered `number` (from 1). */
  removeLabel: (number: string) => string;
  /** Classes of each row's <li> (placement only). */
  rowClassName?: string;
  /** The row's inputs, and where its remove button goes (with its placement classes). */
  renderRow: (row: SettingsField<Row>, number: string, removeButton: (className: string) => ReactNode) => ReactNode;
}

export function RowList<Row extends Record<string, string>>({
  form,
  list,
  empty,
  max,
  editable,
  t,
  addLabel,
  removeLabel,
  rowClassName,
  renderRow,
}: RowListProps<Row>) {
  const rows = list.getFieldList();
  const addButton = useRef<HTMLButtonElement>(null);
  // The removed row's button goes with it: focus moves to the list's own "add" button rather than
  // falling back to the top of the page.
  const remove = (index: number) => {
    form.remove({ name: list.name, index });
    requestAnimationFrame(() => addButton.current?.focus());
  };
  return (
    <>
      <FieldError id={errorId(list.name)} message={list.errors?.[0]} />
      <ul className="mt-3 space-y-3">
        {rows.map((row, index) => {
          const number = String(index + 1);
          const removeButton = (className: string) =>
            editable ? (
              <Button
                variant="secondary"
                size="sm"
                className={className}
                onClick={() => remove(index)}
                aria-label={removeLabel(number)}
              >
                {t("fields.remove")}
              </Button>
            ) : null;
          return (
            <li key={row.key} className={rowClassName}>
              {renderRow(row as SettingsField<Row>, number, removeButton)}
            </li>
          );
        })}
      </ul>
      {editable ? (
        <Button
          ref={addButton}
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => form.insert({ name: list.name, defaultValue: { ...empty } as never })}
          disabled={rows.length >= max}
        >
          {addLabel}
        </Button>
      ) : null}
    </>
  );
}
