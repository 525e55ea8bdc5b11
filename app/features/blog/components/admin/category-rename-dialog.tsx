// Renaming a category, in a dialog opened by ?rename=<slug>: both names, the slug shown but fixed
// (ADR 089). The form carries the revision it was opened at; a save over someone else's newer one
// is refused with the typed names kept.
import { useMemo } from "react";
import { useFetcher } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useMessages } from "~/i18n/messages";
import type { AdminCategory } from "../../categories-admin.server";
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

export function CategoryRenameDialog({
  category,
  serverReply,
  closeHref,
  onClose,
  onSaved,
}: {
  category: AdminCategory;
  /** The route's reply to this rename posted without JavaScript. */
  serverReply: CategoryReply | undefined;
  closeHref: string;
  onClose: () => void;
  onSaved: (saved: CategorySaved) => void;
}) {
  const { t } = useMessages(categoriesMessages);
  const fetcher = useFetcher<CategoryReply>();
  const errorText = useMemo(() => categoryErrorText(t as (key: string) => string), [t]);
  const { form, fields, statusRef } = useAppForm<CategoryFormValues>({
    id: `category-rename-${category.id}`,
    lastResult: fetcher.data?.result ?? serverReply?.result,
    defaultValue: { intent: "rename", slug: category.id, nameEn: category.names.en, nameTh: category.names.th },
    validate: (formData) => checkCategoryForm(formData, errorText),
  });
  const saving = fetcher.state !== "idle";
  useSavedReply(fetcher.state, fetcher.data, onSaved);

  return (
    <Dialog title={t("rename.title", { slug: category.id })} onClose={onClose} size="md">
      <fetcher.Form
        id={form.id}
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        aria-busy={saving || undefined}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="slug" value={category.id} />
        <input type="hidden" name="revision" value={category.revision} />
        <FormStatus
          statusRef={statusRef}
          formErrors={form.errors}
          fields={[
            { id: fields.nameEn.id, label: t("create.nameEn"), errors: fields.nameEn.errors },
            { id: fields.nameTh.id, label: t("create.nameTh"), errors: fields.nameTh.errors },
          ]}
          summaryTitle={t("errors.invalid")}
        />
        <p className="text-sm text-slate-700">{t("rename.slugFixed", { slug: category.id })}</p>
        <CategoryNameFields nameEn={fields.nameEn} nameTh={fields.nameTh} />
        <div className="flex flex-wrap justify-end gap-3">
          <ButtonLink to={closeHref} replace preventScrollReset variant="secondary">
            {t("rename.cancel")}
          </ButtonLink>
          <Button type="submit" pending={saving} pendingLabel={t("create.saving")}>
            {t("rename.save")}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
