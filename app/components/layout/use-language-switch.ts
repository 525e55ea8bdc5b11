import { useCallback, useEffect } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { isLanguage, type Language, languageCookieName, languageParam, languageStorageKey } from "~/i18n/config";
import { readDecodedCookie } from "~/lib/cookies";
import { setLanguageAction, useLanguage } from "~/i18n/use-language";

function remember(language: Language) {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private mode or storage disabled: the cookie still carries the choice.
  }
}

/**
 * Switching stores the choice (a cookie for the server, local storage for the browser) and
 * re-runs the loaders without reloading the page.
 */
export function useLanguageSwitch() {
  const fetcher = useFetcher({ key: "language-switch" });
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();

  const switchTo = useCallback(
    (next: Language) => {
      remember(next);
      void fetcher.submit({ language: next, js: "1" }, { method: "post", action: setLanguageAction });
      // A `?lang=` in the address outranks the cookie, so it must follow the switch.
      const params = new URLSearchParams(location.search);
      if (params.has(languageParam)) {
        params.set(languageParam, next);
        void navigate({ search: `?${params}`, hash: location.hash }, { replace: true, preventScrollReset: true });
      }
    },
    [fetcher, location.search, location.hash, navigate],
  );

  // A choice kept in local storage whose cookie has gone (cleared, expired) still wins. Checked in a
  // task of its own: a page's first use of local storage reads it from disk (a few milliseconds),
  // and the effects of the page's first render all run in one task.
  useEffect(() => {
    const timer = setTimeout(() => {
      const cookie = readDecodedCookie(document.cookie, languageCookieName);
      let stored: string | null = null;
      try {
        stored = localStorage.getItem(languageStorageKey);
      } catch {
        return;
      }
      if (!cookie && isLanguage(stored) && stored !== language) switchTo(stored);
      else if (isLanguage(cookie)) remember(cookie);
    });
    return () => clearTimeout(timer);
    // Only on first load: later changes go through switchTo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { language, switchTo, redirectTo: location.pathname + location.search };
}
