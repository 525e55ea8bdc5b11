// The two name inputs of the create and rename forms, on the kit's Field over conform's state: the
// error tied to its input, and the hint (one name is enough) under the pair.
import type { FieldMetadata } from "@conform-to/react";
import { useId } from "react";
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { categoriesMessages } from "../../categories-messages";
import type { CategoryFormValues } from "../../category-form-schema";

type NameField = FieldMetadata<string, CategoryFormValues, string[]>;

export function CategoryNameFields({ nameEn, nameTh }: { nameEn: NameField; nameTh: NameField }) {
  const { t } = useMessages(categoriesMessages);
  const hintId = useId();
  const input = (field: NameField, label: string, lang: "en" | "th") => (
    <Field id={field.id} label={label} error={field.errors?.[0]}>
      {(control) => (
        <input
          key={field.key}
          {...control}
          name={field.name}
          defaultValue={field.initialValue ?? ""}
          autoComplete="off"
          lang={lang}
        />
      )}
    </Field>
  );
  return (
    // The hint belongs to both inputs: the group that holds them points at it.
    <div role="group" aria-describedby={hintId}>
      <div className="grid gap-4 sm:grid-cols-2">
        {input(nameEn, t("create.nameEn"), "en")}
        {input(nameTh, t("create.nameTh"), "th")}
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t("create.namesHint")}
      </p>
    </div>
  );
}
