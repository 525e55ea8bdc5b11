// The offer to restore the editor's unsaved changes kept on this device (use-article-autosave.ts),
// then the word that they are back. Focused as it appears, so a keyboard or screen-reader user
// meets it before the form; it stays one region whose text changes, so focus is not lost on restore.
import { useEffect, useRef } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { articleAutosaveMessages } from "../article-autosave-messages";
import type { AutosaveOffer } from "./use-article-autosave";

export function ArticleAutosaveNotice({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: AutosaveOffer;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t, language } = useMessages(articleAutosaveMessages);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    region.current?.focus();
  }, [offer.state]);
  const time = new Intl.DateTimeFormat(localeFor(language), { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(offer.draft.savedAt),
  );
  const offered = offer.state === "offered";
  return (
    <Alert
      ref={region}
      tone={offer.stale ? "warning" : "info"}
      live="polite"
      tabIndex={-1}
      aria-labelledby="article-autosave-title"
      className="mb-4 outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <h2 id="article-autosave-title" className="sr-only">
        {t("notice.title")}
      </h2>
      <p className="font-medium">{offered ? t("notice.found", { time }) : t("notice.restored", { time })}</p>
      {offer.stale ? <p className="mt-1">{t("notice.stale")}</p> : null}
      {offered ? (
        <div className="mt-3 flex flex-wrap gap-3">
          <Button onClick={onRestore}>{t("notice.restore")}</Button>
          <Button variant="secondary" onClick={onDiscard}>
            {t("notice.discard")}
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}
