import { createContext, useContext } from "react";
import { fallbackLanguage, type Language } from "./config";
import { getT, type TFunction } from "./i18n";

const LanguageContext = createContext<Language>(fallbackLanguage);

/** Gives the components below the language to translate into. */
export function I18nProvider({ language, children }: { language: Language; children: React.ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useTranslation(): { t: TFunction; language: Language } {
  const language = useContext(LanguageContext);
  return { t: getT(language), language };
}
