// The catalogue lists' row buttons (Move up, Move down, Delete): one schema for the three lists.
import { z } from "zod";
import { type ErrorText, parseForm } from "~/lib/forms/parse-form";

export const CatalogueListActionSchema = z.object({
  intent: z.enum(["move", "delete"], "errors.failed"),
  id: z.string().trim().min(1, "errors.notFound").max(100, "errors.notFound"),
  direction: z.enum(["up", "down"], "errors.failed").optional(),
});

export function checkCatalogueListAction(formData: FormData, errorText: ErrorText) {
  return parseForm(formData, CatalogueListActionSchema, errorText);
}
