// The editor's message for a save that got no answer (lib/forms/failed-send.ts), in the page's
// language: a route's clientAction runs outside React, so it reads the language the page is in.
import { fallbackLanguage, isLanguage } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import type { SendFailure } from "~/lib/forms/failed-send";
import { articleAutosaveMessages } from "../article-autosave-messages";

export function articleSendFailureText(failure: SendFailure): string {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return messagesT(articleAutosaveMessages, isLanguage(lang) ? lang : fallbackLanguage)(`failed.${failure}`);
}
