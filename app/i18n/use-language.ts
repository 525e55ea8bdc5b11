import { useFetchers, useRouteLoaderData } from "react-router";
import { fallbackLanguage, isLanguage, type Language } from "./config";

export const setLanguageAction = "/set-language";

/**
 * The active language: the one the server rendered, or the one a pending switch is moving to,
 * so the page changes language at once while the loaders catch up.
 */
export function useLanguage(): Language {
  const rootData = useRouteLoaderData("root") as { language?: Language } | undefined;
  const pending = useFetchers()
    .map((fetcher) => (fetcher.formAction === setLanguageAction ? fetcher.formData?.get("language") : undefined))
    .find(isLanguage);
  return pending ?? rootData?.language ?? fallbackLanguage;
}
