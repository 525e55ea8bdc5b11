// The Preview button of the Site content forms: posts the unsaved form to `action` in a new tab,
// where the public page shows it (submitInNewTab keeps this tab's form as typed).
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { useMessages } from "~/i18n/messages";
import { submitInNewTab } from "~/lib/forms/submit-in-new-tab";
import { pageCopyMessages } from "../page-copy-messages";

export function PreviewButton({ action }: { action: string }) {
  const { t } = useMessages(pageCopyMessages);
  const help = useId();
  return (
    <>
      <Button
        type="submit"
        variant="secondary"
        formAction={action}
        formTarget="_blank"
        onClick={submitInNewTab}
        aria-describedby={help}
      >
        {t("form.preview")}
      </Button>
      <span id={help} className="sr-only">
        {t("form.previewHelp")}
      </span>
    </>
  );
}
