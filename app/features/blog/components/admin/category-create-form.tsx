// The form that creates a category: its slug (for good) and its names, checked in the browser by
// the action's schema; a taken slug is the server's error next to the slug. Its own fetcher, so a
// save does not reload the page; without JavaScript it posts to the route (`serverReply`).
import { useMemo } from "react";
import { useFetcher } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { categoriesMessages } from "../../categories-messages";
import {
  type CategoryFormValues,
  type CategoryReply,
  type CategorySaved,
  categoryErrorText,
  checkCategoryForm,
} from "../../category-form-schema";
import { CategoryNameFields } from "./category-name-fields";
import { useSavedReply } from "./use-saved-reply";

export function CategoryCreateForm({
  serverReply,
  onSaved,
}: {
  /** The route's reply to a create posted without JavaScript. */
  serverReply: CategoryReply | undefined;
  onSaved: (saved: CategorySaved) => void;
}) {
  const { t } = useMessages(categoriesMessages);
  const fetcher = useFetcher<CategoryReply>();
  const errorText = useMemo(() => categoryErrorText(t as (key: string) => string), [t]);
  const { form, fields, statusRef } = useAppForm<CategoryFormValues>({
    id: "category-create",
    lastResult: fetcher.data?.result ?? serverReply?.result,
    validate: (formData) => checkCategoryForm(formData, errorText),
  });
  const saving = fetcher.state !== "idle";

  useSavedReply(fetcher.state, fetcher.data, onSaved);

  return (
    <Card as="section" aria-labelledby="category-create-heading">
      <h2 id="category-create-heading" className="text-lg font-semibold text-slate-900">
        {t("create.heading")}
      </h2>
      <fetcher.Form
        id={form.id}
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        aria-busy={saving || undefined}
        className="mt-4 space-y-4"
      >
        <input type="hidden" name="intent" value="create" />
        <FormStatus
          statusRef={statusRef}
          formErrors={form.errors}
          fields={[
            { id: fields.slug.id, label: t("create.slug"), errors: fields.slug.errors },
            { id: fields.nameEn.id, label: t("create.nameEn"), errors: fields.nameEn.errors },
            { id: fields.nameTh.id, label: t("create.nameTh"), errors: fields.nameTh.errors },
          ]}
          summaryTitle={t("errors.invalid")}
        />
        <Field id={fields.slug.id} label={t("create.slug")} hint={t("create.slugHint")} error={fields.slug.errors?.[0]}>
          {(control) => (
            <input
              key={fields.slug.key}
              {...control}
              name={fields.slug.name}
              defaultValue={fields.slug.initialValue ?? ""}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              className={`${control.className} font-mono sm:max-w-sm`}
            />
          )}
        </Field>
        <CategoryNameFields nameEn={fields.nameEn} nameTh={fields.nameTh} />
        <Button type="submit" pending={saving} pendingLabel={t("create.saving")} block>
          {t("create.submit")}
        </Button>
      </fetcher.Form>
    </Card>
  );
}
