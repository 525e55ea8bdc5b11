// A question before something that cannot be undone (delete this article? leave without saving?),
// on the kit's modal Dialog: the page behind is inert, Escape cancels, focus starts on the safe
// choice (the first button) and returns to where it was.
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  confirm,
  danger = true,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm?: () => void;
  onCancel: () => void;
  /** Renders the confirm control instead (for example a form's submit button). */
  confirm?: React.ReactNode;
  danger?: boolean;
}) {
  const bodyId = useId();
  return (
    <Dialog title={title} role="alertdialog" size="md" describedBy={bodyId} onClose={onCancel}>
      <p id={bodyId} className="text-slate-700">
        {body}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        {confirm ?? (
          <Button variant={danger ? "danger" : "primary"} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
