import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { fallbackLanguage, type Language } from "./config";
import { defaultNamespace, resources } from "./resources";

const instances = new Map<Language, i18n>();

/**
 * The instance for a language, created synchronously from the bundled catalogues so the first
 * render matches the server's HTML. Its language never changes (switching picks the other
 * instance), so one per language can serve every request.
 */
export function getI18n(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language);
    instances.set(language, instance);
  }
  return instance;
}

function createI18n(language: Language): i18n {
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
