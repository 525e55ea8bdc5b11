import { useLocation } from "react-router";
import { isLanguage, type Language, languageParam } from "~/i18n/config";

/**
 * The `?lang=` of the current address, if any. It outranks the visitor's stored choice, so the
 * blog's own links carry it on; otherwise a reader who arrived on `?lang=th` from a search
 * result would drop back to their stored language on the next click.
 */
export function useLangParam(): Language | null {
  const value = new URLSearchParams(useLocation().search).get(languageParam);
  return isLanguage(value) ? value : null;
}
