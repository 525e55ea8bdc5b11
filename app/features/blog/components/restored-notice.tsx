// Said on the editor straight after an earlier version was restored (the restore's redirect says
// so in the address), until the next save.
import { Alert } from "~/components/ui/alert";
import { useMessages } from "~/i18n/messages";
import { articleHistoryMessages } from "../article-history-messages";

export function RestoredNotice() {
  const { t } = useMessages(articleHistoryMessages);
  return (
    <Alert tone="success" live="polite" className="mb-4 max-w-5xl font-medium">
      {t("restore.done")}
    </Alert>
  );
}
