// The question before an entry is deleted, on the kit's modal Dialog: Cancel first (the safe
// choice has the focus), then Delete for good, which posts through the list's fetcher.
import { useId } from "react";
import type { FetcherWithComponents } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useMessages } from "~/i18n/messages";
import type { EntryRowReply, EntryView } from "../entry-form";
import { entryListMessages } from "../entry-list-messages";

export function EntryDeleteDialog({
  entry,
  fetcher,
  onCancel,
  refusal,
}: {
  entry: EntryView;
  /** Why the delete was refused (someone saved the entry since): said here, in front of the page. */
  refusal?: string;
  fetcher: FetcherWithComponents<EntryRowReply>;
  onCancel: () => void;
}) {
  const { t } = useMessages(entryListMessages);
  const bodyId = useId();
  const busy = fetcher.state !== "idle";
  const name = entry.label || t("list.noText");
  return (
    <Dialog title={t("delete.title", { name })} role="alertdialog" size="md" describedBy={bodyId} onClose={onCancel}>
      <p id={bodyId} className="text-slate-700">
        {t("delete.body")}
      </p>
      <div role="alert" className="mt-4 empty:hidden">
        {refusal ? (
          <Alert tone="error" className="font-medium">
            {refusal}
          </Alert>
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t("delete.cancel")}
        </Button>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={entry.id} />
          <input type="hidden" name="revision" value={entry.revision} />
          <Button type="submit" variant="danger" pending={busy} pendingLabel={t("list.working")} announce={false}>
            {t("delete.confirm")}
          </Button>
        </fetcher.Form>
      </div>
    </Dialog>
  );
}
