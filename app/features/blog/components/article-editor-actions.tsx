// The editor's Save button, in a bar that stays at the bottom of the window while the form is in
// view: on a phone the form is several screens long, and Save sat at its very end.
import { Button } from "~/components/ui/button";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";

/**
 * The last part of the editor's form (Tab reaches Save after the last field, as before). `saved`
 * repeats the confirmation beside the button for the eye only: the form's status region above the
 * fields, which may be scrolled away, is what screen readers hear.
 */
export function ArticleEditorActions({ saving, saved }: { saving: boolean; saved: string | null }) {
  const { t } = useMessages(articleAdminMessages);
  return (
    <div
      data-editor-actions=""
      className="sticky bottom-0 z-10 -mx-6 flex items-center justify-end gap-4 border-t border-slate-200 bg-white/95 px-6 py-3 shadow-[0_-2px_8px_rgb(15_23_42/0.06)] backdrop-blur-sm lg:col-span-2 lg:mx-0 lg:rounded-lg lg:border lg:px-4"
    >
      {saved ? (
        <p aria-hidden="true" className="text-sm font-medium text-green-800">
          {saved}
        </p>
      ) : null}
      <Button type="submit" size="lg" pending={saving} pendingLabel={t("editor.saving")}>
        {t("editor.save")}
      </Button>
    </div>
  );
}
