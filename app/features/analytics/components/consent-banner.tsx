// The analytics consent banner: asks once, at the bottom of the page, and can be opened again from
// a "Cookie settings" button (cookie-settings-button.tsx).
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  CONSENT_CHANGE_EVENT,
  CONSENT_OPEN_EVENT,
  type ConsentDecision,
  loadConsent,
  recordedChoice,
  saveConsent,
  sendConsentRecord,
} from "../consent";

/**
 * Renders nothing on the server and on the first client render: whether to ask depends on the
 * browser's cookie and storage, which only an effect may read without a hydration mismatch.
 * Without a measurement id there is nothing to consent to, so it never appears.
 */
export function ConsentBanner({ measurementId }: { measurementId: string }) {
  const enabled = Boolean(measurementId.trim());
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<ConsentDecision | null>(null);
  const regionRef = useRef<HTMLElement>(null);
  // Where focus was when "Cookie settings" opened the banner, to return it there afterwards.
  const opener = useRef<HTMLElement | null>(null);
  const focusOnOpen = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    const decision = loadConsent(window);
    setCurrent(decision);
    setOpen(decision === null);
    const reopen = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      focusOnOpen.current = true;
      setCurrent(loadConsent(window));
      setOpen(true);
    };
    window.addEventListener(CONSENT_OPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen);
  }, [enabled]);

  useEffect(() => {
    const region = regionRef.current;
    if (!open || !region) return;
    if (focusOnOpen.current) {
      focusOnOpen.current = false;
      region.focus();
    }
    // Keeps a control focused with the keyboard from scrolling under the banner (WCAG 2.4.11).
    const html = document.documentElement;
    const reserve = () => {
      html.style.scrollPaddingBottom = `${region.offsetHeight}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(reserve) : undefined;
    observer?.observe(region);
    return () => {
      observer?.disconnect();
      html.style.scrollPaddingBottom = "";
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  };

  const decide = (decision: ConsentDecision) => {
    void sendConsentRecord(window.fetch.bind(window), recordedChoice(current, decision));
    saveConsent(window, decision);
    setCurrent(decision);
    window.dispatchEvent(new CustomEvent<ConsentDecision>(CONSENT_CHANGE_EVENT, { detail: decision }));
    close();
  };

  if (!enabled || !open) return null;
  return (
    <ConsentBannerView
      ref={regionRef}
      current={current}
      onDecide={decide}
      // Escape only dismisses a banner opened to review an earlier choice; a first visit needs an answer.
      onEscape={current ? close : undefined}
    />
  );
}

export interface ConsentBannerViewProps {
  current: ConsentDecision | null;
  onDecide: (decision: ConsentDecision) => void;
  onEscape?: () => void;
  ref?: Ref<HTMLElement>;
}

/**
 * The banner's markup: a labelled region, not a modal dialog, so it never traps focus or hides the
 * page. It sticks to the bottom of the viewport and, at the end of the page, sits below the footer,
 * so nothing stays covered; its z-index stays under the header (and its menu) and under the
 * "back to top" button, for which the buttons' row keeps the right-hand corner free.
 */
export function ConsentBannerView({ current, onDecide, onEscape, ref }: ConsentBannerViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && onEscape) {
      event.preventDefault();
      onEscape();
    }
  };
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="sticky bottom-0 z-20 max-h-[60vh] overflow-y-auto border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:px-6 sm:py-4 md:flex-row md:items-center md:gap-8 md:pr-24">
        <div className="flex-1 text-sm text-slate-700">
          <p id={titleId} className="text-base font-semibold text-slate-900">
            {t("consent.title")}
          </p>
          <p className="mt-1">
            <span id={messageId}>{t("consent.message")}</span>{" "}
            <Link to="/cookie-policy" className="font-semibold text-brand-700 underline hover:text-brand-800">
              {t("consent.policy")}
            </Link>
          </p>
          {current ? <p className="mt-1 font-medium text-slate-900">{t(`consent.current.${current}`)}</p> : null}
        </div>
        <div className="flex flex-wrap gap-3 pr-14 md:shrink-0 md:pr-0">
          {/* Both choices look the same, so neither is nudged (no dark pattern). */}
          <Button onClick={() => onDecide("granted")}>{t("consent.accept")}</Button>
          <Button onClick={() => onDecide("denied")}>{t("consent.decline")}</Button>
        </div>
      </div>
    </section>
  );
}
