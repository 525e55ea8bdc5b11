// The compare screen's restore form (client-safe): only the revision check travels, the article
// and the version are in the address. Messages are keys of article-history-messages.ts.
import { z } from "zod";
import { catalogueErrorText, type ErrorText } from "~/lib/forms/parse-form";

export const RestoreSchema = z.object({
  /** The article's updated_at as the compare screen loaded it. */
  revision: z.string("errors.staleRevision").trim().min(1, "errors.staleRevision").max(40, "errors.staleRevision"),
});

export function restoreErrorText(t: (key: string) => string): ErrorText {
  return catalogueErrorText(t, { fallbackKey: "errors.restoreFailed" });
}
