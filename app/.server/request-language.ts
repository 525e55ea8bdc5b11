// The language of a request, worked out once by the HTTP layer (server/app.ts) and read from the
// router context everywhere after it (ADR 081).
import {
  detectLanguage,
  isLanguage,
  type Language,
  languageCookieName,
  languageParam,
  primaryAcceptLanguage,
} from "~/i18n/config";
import { readDecodedCookie } from "~/lib/cookies";

/** What a request says about its language: `?lang=`, the Cookie header, Accept-Language. */
export interface LanguageHints {
  param: unknown;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}

/** `?lang=` first, else the stored `lang` cookie, else the browser's language, else English. */
export function languageFromHints({ param, cookie, acceptLanguage }: LanguageHints): Language {
  if (isLanguage(param)) return param;
  return detectLanguage({
    stored: readDecodedCookie(cookie, languageCookieName),
    browserLanguage: primaryAcceptLanguage(acceptLanguage),
  });
}

export function languageFromRequest(request: Request): Language {
  return languageFromHints({
    param: new URL(request.url).searchParams.get(languageParam),
    cookie: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
}
