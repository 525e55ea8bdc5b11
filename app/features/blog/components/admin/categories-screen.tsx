// /admin/categories: the status line that says what the last save did, the form for a new
// category, every category with its rename and delete (dialogs opened through the address), and
// the latest changes. Each form has its own fetcher; without JavaScript they post to the route,
// whose answer (`reply`) goes to the form it belongs to.
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { useMessages } from "~/i18n/messages";
import type { AdminCategory } from "../../categories-admin.server";
import { categoriesMessages } from "../../categories-messages";
import type { CategoryIntent, CategoryReply, CategorySaved } from "../../category-form-schema";
import { categoryLabel } from "../../category-names";
import { CategoryCreateForm } from "./category-create-form";
import { CategoryDeleteDialog } from "./category-delete-dialog";
import { type CategoryChange, CategoryHistory } from "./category-history";
import { CategoryRenameDialog } from "./category-rename-dialog";
import { CategoryTable } from "./category-table";

/** The route's reply, if it answers this form (and this category). */
function replyFor(reply: CategoryReply | undefined, intent: CategoryIntent, slug?: string): CategoryReply | undefined {
  const answered = reply?.success ?? reply?.result.initialValue;
  if (!answered || answered.intent !== intent) return undefined;
  return slug === undefined || answered.slug === slug ? reply : undefined;
}

export function CategoriesScreen({
  categories,
  changes,
  reply,
}: {
  categories: AdminCategory[];
  changes: CategoryChange[];
  reply: CategoryReply | undefined;
}) {
  const { t, language } = useMessages(categoriesMessages);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const statusRef = useRef<HTMLDivElement>(null);
  const [saved, setSaved] = useState<CategorySaved | undefined>(reply?.success);

  const rest = new URLSearchParams(params);
  rest.delete("rename");
  rest.delete("delete");
  const closeHref = rest.size > 0 ? `${pathname}?${rest}` : pathname;
  const close = useCallback(() => void navigate(closeHref, { replace: true, preventScrollReset: true }), [navigate, closeHref]);
  const onSaved = useCallback(
    (success: CategorySaved) => {
      setSaved(success);
      if (success.intent !== "create") close();
    },
    [close],
  );

  const renaming = categories.find((category) => category.id === params.get("rename"));
  // The delete dialog outlives its category by a render: the list without it arrives with the
  // fetcher's answer, and the dialog must still be there to hand that answer over.
  const deletedSlug = params.get("delete");
  const lastDeleting = useRef<AdminCategory | undefined>(undefined);
  const listed = categories.find((category) => category.id === deletedSlug);
  if (listed) lastDeleting.current = listed;
  const deleting = listed ?? (lastDeleting.current?.id === deletedSlug ? lastDeleting.current : undefined);
  // A rename posted without JavaScript and accepted: the page comes back with the dialog's address.
  const doneWithoutScript = reply?.success?.intent === "rename" && reply.success.slug === renaming?.id;
  const open = Boolean((renaming && !doneWithoutScript) || deleting);

  // After a delete the row that opened the dialog is gone: the status line takes the focus.
  useEffect(() => {
    if (saved?.intent === "delete" && !open) statusRef.current?.focus();
  }, [saved, open]);

  const message = saved
    ? saved.intent === "rename" && saved.unchanged
      ? t("saved.unchanged")
      : t(`saved.${saved.intent}`, { name: saved.name })
    : "";

  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div ref={statusRef} tabIndex={-1} role="status" aria-live="polite" className="outline-none empty:hidden">
        {message ? (
          <Alert tone="success" className="font-medium">
            {message}
          </Alert>
        ) : null}
      </div>

      <CategoryCreateForm serverReply={replyFor(reply, "create")} onSaved={onSaved} />

      <Card as="section" aria-labelledby="category-list-heading">
        <h2 id="category-list-heading" className="text-lg font-semibold text-slate-900">
          {t("list.heading")}{" "}
          <span className="text-base font-normal text-slate-700">
            ({categories.length === 1 ? t("list.countOne") : t("list.count", { count: categories.length })})
          </span>
        </h2>
        {categories.length > 0 ? (
          <div className="mt-4">
            <CategoryTable categories={categories} />
          </div>
        ) : (
          <p className="mt-2 text-slate-700">{t("list.empty")}</p>
        )}
      </Card>

      <CategoryHistory changes={changes} />

      {renaming && !doneWithoutScript ? (
        <CategoryRenameDialog
          key={renaming.id}
          category={renaming}
          serverReply={replyFor(reply, "rename", renaming.id)}
          closeHref={closeHref}
          onClose={close}
          onSaved={onSaved}
        />
      ) : null}
      {deleting ? (
        <CategoryDeleteDialog
          key={deleting.id}
          category={deleting}
          name={categoryLabel(deleting, language)}
          serverReply={replyFor(reply, "delete", deleting.id)}
          closeHref={closeHref}
          onClose={close}
          onSaved={onSaved}
        />
      ) : null}
    </div>
  );
}
