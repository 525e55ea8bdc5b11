// The top of a Page copy preview: what it is (unsaved words, seen by staff only), or why there is
// nothing to show.
import { Alert } from "~/components/ui/alert";
import { useMessages } from "~/i18n/messages";
import { pageCopyMessages } from "../page-copy-messages";

export function CopyPreviewBanner({ kind }: { kind: "banner" | "howTo" | "invalid" }) {
  const { t } = useMessages(pageCopyMessages);
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6">
      <Alert tone={kind === "invalid" ? "error" : "warning"} live={kind === "invalid" ? "assertive" : undefined}>
        <p>
          <strong>{t("preview.title")}:</strong> {t(`preview.${kind}`)}
        </p>
      </Alert>
    </div>
  );
}
