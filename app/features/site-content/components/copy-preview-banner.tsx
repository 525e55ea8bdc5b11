// The notice of a preview: what it is (unsaved words, seen by staff only), kept in view at the
// bottom of the window while the page scrolls (PreviewEnd leaves room for it under the page), or
// why there is nothing to show.
import { Alert } from "~/components/ui/alert";
import { useMessages } from "~/i18n/messages";
import { pageCopyMessages } from "../page-copy-messages";

export function CopyPreviewBanner({ kind }: { kind: "banner" | "howTo" | "invalid" }) {
  const { t } = useMessages(pageCopyMessages);
  const text = (
    <p>
      <strong>{t("preview.title")}:</strong> {t(`preview.${kind}`)}
    </p>
  );
  if (kind === "banner") {
    return (
      <div className="fixed inset-x-0 bottom-0 z-40 px-4 pb-4 sm:px-6">
        <Alert tone="warning" className="mx-auto max-w-6xl shadow-lg">
          {text}
        </Alert>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6">
      <Alert tone={kind === "invalid" ? "error" : "warning"} live={kind === "invalid" ? "assertive" : undefined}>
        {text}
      </Alert>
    </div>
  );
}

/** Room at the end of a previewed page, so the notice never covers its last lines. */
export function PreviewEnd() {
  return <div aria-hidden="true" className="h-28" />;
}
