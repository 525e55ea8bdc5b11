import { createContext, useContext } from "react";
import { useFetchers, useRouteLoaderData } from "react-router";
import { fallbackLanguage, isLanguage, type Language } from "./config";

export const setLanguageAction = "/set-language";

/**
 * The language of the request being rendered, given by entry.server.tsx: it speaks when no loader
 * ran (an error page for a method a route does not take), as `<html lang>` does in the browser.
 */
export const RequestLanguage = createContext<Language | undefined>(undefined);

function documentLanguage(): Language | undefined {
  if (typeof document === "undefined") return undefined;
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : undefined;
}

/**
 * The active language: the one the server rendered, or the one a pending switch is moving to,
 * so the page changes language at once while the loaders catch up.
 */
export function useLanguage(): Language {
  const rootData = useRouteLoaderData("root") as { language?: Language } | undefined;
  const pending = useFetchers()
    .map((fetcher) => (fetcher.formAction === setLanguageAction ? fetcher.formData?.get("language") : undefined))
    .find(isLanguage);
  const requestLanguage = useContext(RequestLanguage);
  return pending ?? rootData?.language ?? requestLanguage ?? documentLanguage() ?? fallbackLanguage;
}
