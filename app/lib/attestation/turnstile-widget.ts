// The Cloudflare Turnstile widget (ADR 027) behind the CaptchaWidget interface, through its
// documented explicit-rendering API: api.js?render=explicit&onload=<callback>, then
// turnstile.render(container, { sitekey, action, callback, "error-callback", ... }) and
// turnstile.remove(widgetId). The script is loaded only when captcha is on, on first use.
import type { CaptchaWidget } from "./attestation-client";

interface TurnstileRenderOptions {
  sitekey: string;
  action?: string;
  language?: string;
  appearance?: "always" | "execute" | "interaction-only";
  callback?: (token: string) => void;
  "error-callback"?: (code?: string) => boolean | void;
  "expired-callback"?: () => void;
  "timeout-callback"?: () => void;
  "unsupported-callback"?: () => void;
  retry?: "auto" | "never";
}

export interface TurnstileApi {
  render(container: HTMLElement | string, options: TurnstileRenderOptions): string | undefined;
  remove(widgetId: string): void;
  reset(widgetId?: string): void;
  getResponse(widgetId?: string): string | undefined;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const SCRIPT_TIMEOUT_MS = 20_000;
/** Long enough for a person to tick the box when Turnstile asks for it. */
const SOLVE_TIMEOUT_MS = 120_000;

const loading = new Map<string, Promise<TurnstileApi>>();

function loadScript(scriptUrl: string): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  let promise = loading.get(scriptUrl);
  if (promise) return promise;
  promise = new Promise<TurnstileApi>((resolve, reject) => {
    const callbackName = `__onTurnstileLoad${Math.random().toString(36).slice(2)}`;
    const url = new URL(scriptUrl, window.location.href);
    url.searchParams.set("render", "explicit");
    url.searchParams.set("onload", callbackName);
    const script = document.createElement("script");
    const timer = window.setTimeout(() => fail(new Error("the bot check script did not load in time")), SCRIPT_TIMEOUT_MS);
    const done = () => {
      window.clearTimeout(timer);
      delete (window as unknown as Record<string, unknown>)[callbackName];
    };
    const fail = (error: Error) => {
      done();
      loading.delete(scriptUrl);
      script.remove();
      reject(error);
    };
    (window as unknown as Record<string, unknown>)[callbackName] = () => {
      done();
      if (window.turnstile) resolve(window.turnstile);
      else fail(new Error("the bot check script loaded without its API"));
    };
    script.src = url.href;
    script.async = true;
    // Turnstile passes the nonce on to what it loads (its CSP guidance); strict-dynamic trusts it anyway.
    const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
    if (nonce) script.nonce = nonce;
    script.addEventListener("error", () => fail(new Error("the bot check script could not be loaded")));
    document.head.appendChild(script);
  });
  loading.set(scriptUrl, promise);
  return promise;
}

export interface TurnstileWidgetOptions {
  siteKey: string;
  scriptUrl: string;
  /** The page language ("en", "th"): Turnstile speaks both. */
  language: () => string;
  /** Where the widget goes when it needs the visitor (a checkbox); invisible otherwise. */
  container: () => HTMLElement;
}

export function createTurnstileWidget(options: TurnstileWidgetOptions): CaptchaWidget {
  return {
    async execute(action) {
      const turnstile = await loadScript(options.scriptUrl);
      return new Promise<string>((resolve, reject) => {
        let widgetId: string | undefined;
        let settled = false;
        const finish = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          window.clearTimeout(timer);
          // A widget's token is spent once; a fresh widget solves the next check.
          if (widgetId !== undefined) queueMicrotask(() => turnstile.remove(widgetId as string));
          outcome();
        };
        const timer = window.setTimeout(
          () => finish(() => reject(new Error("the bot check was not solved in time"))),
          SOLVE_TIMEOUT_MS,
        );
        try {
          widgetId = turnstile.render(options.container(), {
            sitekey: options.siteKey,
            action,
            language: options.language(),
            appearance: "interaction-only",
            retry: "never",
            callback: (token) => finish(() => resolve(token)),
            "error-callback": (code) => {
              finish(() => reject(new Error(`the bot check failed${code ? ` (${code})` : ""}`)));
              return true;
            },
            "expired-callback": () => finish(() => reject(new Error("the bot check expired"))),
            "timeout-callback": () => finish(() => reject(new Error("the bot check timed out"))),
            "unsupported-callback": () => finish(() => reject(new Error("this browser is not supported by the bot check"))),
          });
        } catch (error) {
          finish(() => reject(error instanceof Error ? error : new Error(String(error))));
        }
      });
    },
  };
}
