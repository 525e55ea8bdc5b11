// What the HTTP layer hands every loader and action: made once at start-up, never a hidden global,
// so a test can hand in another database.
import { createContext, type RouterContextProvider } from "react-router";
import type { Language } from "~/i18n/config";
import type { Db } from "./db/client";
import type { Env } from "./env";

export interface AppServices {
  env: Env;
  db: Db;
}

export const appContext = createContext<AppServices>();

/** Per request: who is asking, as far as the HTTP layer can tell (rate limits, audit entries). */
export interface RequestInfo {
  /** The peer's address, or with TRUST_PROXY the last address in X-Forwarded-For; "unknown" if neither. */
  clientIp: string;
}

export const requestInfoContext = createContext<RequestInfo>({ clientIp: "unknown" });

/**
 * Per request: its language, worked out once by the HTTP layer (request-language.ts), which also
 * used it for the page cache's key and its own refusals (ADR 081). No default: a context made
 * without it fails loudly instead of quietly answering in English.
 */
export const requestLanguageContext = createContext<Language>();

/** The request's language, as the HTTP layer worked it out. */
export function requestLanguage(context: Readonly<RouterContextProvider>): Language {
  return context.get(requestLanguageContext);
}
