import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { fallbackLanguage, type Language } from "./config";
import { defaultNamespace, resources } from "./resources";

/**
 * One instance per request on the server and one per page load in the browser, created
 * synchronously from the bundled catalogues so the first render matches the server's HTML.
 */
export function createI18n(language: Language): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: ["en", "th"],
    resources,
    defaultNS: defaultNamespace,
    ns: [defaultNamespace],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
