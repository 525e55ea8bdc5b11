// "Cookie settings": shows the visitor's current analytics choice and reopens the consent banner,
// so consent can be withdrawn as easily as it was given (PDPA section 19).
import { useEffect, useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { CONSENT_CHANGE_EVENT, CONSENT_OPEN_EVENT, type ConsentDecision, loadConsent, parseConsent } from "../consent";

/**
 * Meant for the cookie policy page. Renders nothing without a measurement id (there is then no
 * analytics to consent to). The current choice is read after hydration, so the server's HTML and
 * the first client render agree; it describes the button, so a screen reader hears the new choice
 * when focus comes back to the button after the banner closes.
 */
export function CookieSettingsButton({ measurementId, className }: { measurementId: string; className?: string }) {
  const { t } = useTranslation();
  const statusId = useId();
  const enabled = Boolean(measurementId.trim());
  // undefined: not read yet (server and first render); null: no choice made.
  const [decision, setDecision] = useState<ConsentDecision | null | undefined>(undefined);

  useEffect(() => {
    if (!enabled) return;
    setDecision(loadConsent(window));
    const changed = (event: Event) => setDecision(parseConsent((event as CustomEvent<unknown>).detail));
    window.addEventListener(CONSENT_CHANGE_EVENT, changed);
    return () => window.removeEventListener(CONSENT_CHANGE_EVENT, changed);
  }, [enabled]);

  if (!enabled) return null;
  return (
    <div className={`flex flex-wrap items-center gap-x-4 gap-y-2 ${className ?? ""}`}>
      <button
        type="button"
        aria-describedby={statusId}
        className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        onClick={() => window.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT))}
      >
        {t("consent.settings")}
      </button>
      <p id={statusId} className="text-sm text-slate-700">
        {decision === undefined ? null : t(`consent.status.${decision ?? "unset"}`)}
      </p>
    </div>
  );
}

/**
 * The footer's "Cookie settings": on every page, so a visitor can change or withdraw their choice
 * as easily as they gave it. Nothing without a measurement id.
 */
export function FooterCookieSettings({ measurementId, className }: { measurementId: string; className?: string }) {
  const { t } = useTranslation();
  if (!measurementId.trim()) return null;
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT))}>
      {t("consent.settings")}
    </button>
  );
}
