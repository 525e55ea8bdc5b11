// The React side of attestation: one client per page, the Turnstile script loaded only when the
// server says captcha is on, a token fetched as the protected form appears (auto-refresh on), and
// getToken() for the moment of submitting.
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { createLogger } from "~/lib/logger";
import { type AttestationClient, currentAttestationClient, fetchExchange, initializeAttestation } from "./attestation-client";
import type { AttestationConfig } from "./attestation-config";
import { isAttestationError } from "./attestation-errors";
import { createTurnstileWidget } from "./turnstile-widget";

export interface UseAttestation {
  /**
   * The attestation token to send with a protected request (form field `attestationToken` or
   * header `X-Attestation-Token`); null when captcha is off. Rejects with an AttestationError
   * (already logged) when no token can be had: show attestationMessages' text for it
   * (attestationErrorMessageKey) and let the visitor try again.
   */
  getToken(): Promise<string | null>;
  /**
   * Optional: a callback ref for an element inside the form where the widget appears when the
   * check needs the visitor (Turnstile's checkbox). Without one it appears at the bottom of the page.
   */
  widgetRef: (element: HTMLElement | null) => void;
}

const logger = createLogger({ development: import.meta.env.DEV, productionLogging: false });

let fallbackContainer: HTMLElement | undefined;
function pageContainer(): HTMLElement {
  if (!fallbackContainer?.isConnected) {
    fallbackContainer = document.createElement("div");
    fallbackContainer.dataset.attestationWidget = "";
    fallbackContainer.style.cssText = "position:fixed;left:50%;bottom:1rem;transform:translateX(-50%);z-index:60";
    document.body.appendChild(fallbackContainer);
  }
  return fallbackContainer;
}

/**
 * The script and the first token wait for the visitor's first interaction (a tap, a key, a focus).
 * @param config from attestationConfig() in the route's loader (null: captcha off).
 * @param options.purpose the path the token is for; by default the current page's path, which is
 *   where its form posts (the server checks the same by default).
 */
export function useAttestation(config: AttestationConfig | null, options: { purpose?: string } = {}): UseAttestation {
  const { language } = useTranslation();
  const languageRef = useRef(language);
  languageRef.current = language;
  const containerRef = useRef<HTMLElement | null>(null);
  const clientRef = useRef<AttestationClient | null>(null);
  const purposeOption = options.purpose;
  const siteKey = config?.siteKey;
  const scriptUrl = config?.scriptUrl;
  const tokenEndpoint = config?.tokenEndpoint;

  const clientFor = useCallback((current: AttestationConfig): AttestationClient => {
    try {
      return initializeAttestation(current, () => ({
        widget: createTurnstileWidget({
          siteKey: current.siteKey,
          scriptUrl: current.scriptUrl,
          language: () => languageRef.current,
          container: () => containerRef.current ?? pageContainer(),
        }),
        exchange: fetchExchange(current.tokenEndpoint),
        logger,
      }));
    } catch (error) {
      // already-initialized (logged): carry on with the page's existing client.
      const existing = currentAttestationClient();
      if (isAttestationError(error, "already-initialized") && existing) return existing;
      throw error;
    }
  }, []);

  useEffect(() => {
    if (!siteKey || !scriptUrl || !tokenEndpoint) return;
    const client = clientFor({ provider: "turnstile", siteKey, scriptUrl, tokenEndpoint });
    clientRef.current = client;
    const purpose = purposeOption ?? window.location.pathname;
    // Auto-refresh is on, from the visitor's first interaction with the page: the token is ready
    // by the time they submit, and a visitor who only reads never loads the provider's script.
    const interactions = ["pointerdown", "keydown", "focusin"] as const;
    const start = () => {
      stopListening();
      client.prefetch(purpose);
    };
    const stopListening = () => {
      for (const type of interactions) document.removeEventListener(type, start, true);
    };
    for (const type of interactions) document.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      stopListening();
      client.stopRefreshing(purpose);
    };
  }, [siteKey, scriptUrl, tokenEndpoint, purposeOption, clientFor]);

  const getToken = useCallback(async () => {
    if (!siteKey || !scriptUrl || !tokenEndpoint) return null;
    const client = clientRef.current ?? clientFor({ provider: "turnstile", siteKey, scriptUrl, tokenEndpoint });
    return client.getToken(purposeOption ?? window.location.pathname);
  }, [siteKey, scriptUrl, tokenEndpoint, purposeOption, clientFor]);

  const widgetRef = useCallback((element: HTMLElement | null) => {
    containerRef.current = element;
  }, []);

  return { getToken, widgetRef };
}
