// Deleting a category, in a dialog opened by ?delete=<slug>. A category articles use cannot go: the
// dialog says how many and where to see them. Otherwise it asks once more; the server checks again
// (an article may have been moved into it since) and refuses with the same words.
import { useId } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useMessages } from "~/i18n/messages";
import { formErrorsOf } from "~/lib/forms/form-reply";
import type { AdminCategory } from "../../categories-admin.server";
import { categoriesMessages } from "../../categories-messages";
import type { CategoryReply, CategorySaved } from "../../category-form-schema";
import { useSavedReply } from "./use-saved-reply";

export function CategoryDeleteDialog({
  category,
  name,
  serverReply,
  closeHref,
  onClose,
  onSaved,
}: {
  category: AdminCategory;
  /** The category's name in the page's language (or the other's, or its slug). */
  name: string;
  serverReply: CategoryReply | undefined;
  closeHref: string;
  onClose: () => void;
  onSaved: (saved: CategorySaved) => void;
}) {
  const { t } = useMessages(categoriesMessages);
  const fetcher = useFetcher<CategoryReply>();
  const bodyId = useId();
  const saving = fetcher.state !== "idle";
  useSavedReply(fetcher.state, fetcher.data, onSaved);
  const reply = fetcher.data ?? serverReply;
  const refusal = saving ? undefined : [...formErrorsOf(reply?.result), ...Object.values(reply?.result.error ?? {}).flat()][0];
  const count = category.articleCount;

  if (count > 0) {
    return (
      <Dialog title={t("remove.inUseTitle", { name })} role="alertdialog" size="md" describedBy={bodyId} onClose={onClose}>
        <p id={bodyId} className="text-slate-700">
          {count === 1 ? t("errors.inUseOne") : t("errors.inUse", { count })}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <ButtonLink to={`/admin/articles?category=${encodeURIComponent(category.id)}`} variant="secondary">
            {t("remove.showArticles")}
          </ButtonLink>
          <ButtonLink to={closeHref} replace preventScrollReset>
            {t("remove.close")}
          </ButtonLink>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={t("remove.title", { name })} role="alertdialog" size="md" describedBy={bodyId} onClose={onClose}>
      <p id={bodyId} className="text-slate-700">
        {t("remove.body", { name, slug: category.id })}
      </p>
      <div role="alert" className="mt-4 empty:hidden">
        {refusal ? (
          <Alert tone="error" className="font-medium">
            {refusal}
          </Alert>
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {/* The safe choice first: the dialog starts on it. */}
        <ButtonLink to={closeHref} replace preventScrollReset variant="secondary">
          {t("remove.cancel")}
        </ButtonLink>
        <fetcher.Form method="post" aria-busy={saving || undefined}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="slug" value={category.id} />
          <input type="hidden" name="revision" value={category.revision} />
          <Button type="submit" variant="danger" pending={saving} pendingLabel={t("remove.deleting")}>
            {t("remove.confirm")}
          </Button>
        </fetcher.Form>
      </div>
    </Dialog>
  );
}
