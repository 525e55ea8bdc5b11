// The add-on form's schema, shared by the form in the browser and the action: words for everyone,
// figures (price, unit, most per order, hidden, order) for admins only (ADR 094).
import type { Submission } from "@conform-to/react";
import { z } from "zod";
import { parseForm, type ErrorText } from "~/lib/forms/parse-form";
import {
  addOnUnits,
  checkbox,
  newId,
  optionalRevision,
  optionalText,
  priceLimits,
  requiredText,
  textLimits,
  wholeAmount,
  wholeNumber,
  withEmptyTexts,
  wordNames,
} from "./catalogue-form";

export type AddOnFormScope = "words" | "all" | "new";
export type AddOnWordsForm = { name: string; description: string };

export type AddOnFormValues = {
  revision: string;
  id: string;
  en: AddOnWordsForm;
  th: AddOnWordsForm;
  priceThb: string;
  unit: string;
  maxQuantity: string;
  hidden: "on" | undefined;
  position: string;
};

export const addOnFigureNames = ["priceThb", "unit", "maxQuantity", "hidden", "position"] as const;

export const addOnLimits = {
  priceThb: { max: priceLimits.addOnBaht, currency: "THB" as const },
  maxQuantity: { min: 1, max: 100 },
  position: { min: 0, max: 9999 },
  // The add-on's name has the name's limit.
  name: { max: textLimits.name },
};

const words = (required: boolean) =>
  z.object({
    name: required ? requiredText(textLimits.name) : optionalText(textLimits.name),
    description: optionalText(textLimits.description),
  });

const figures = {
  priceThb: wholeAmount(priceLimits.addOnBaht),
  unit: z.enum(addOnUnits, "errors.choice"),
  maxQuantity: wholeNumber(1, 100),
  hidden: checkbox,
  position: wholeNumber(0, 9999),
};

const wordTexts = wordNames(["name", "description"]);
const textNames = [...wordTexts, "priceThb", "maxQuantity", "position"];
const wordsSchema = z.object({ revision: optionalRevision, en: words(true), th: words(false) });
const allSchema = wordsSchema.extend(figures);
const newSchema = wordsSchema.extend({ id: newId, ...figures });

export const addOnSchemas = {
  words: z.preprocess(withEmptyTexts(wordTexts), wordsSchema),
  all: z.preprocess(withEmptyTexts(textNames), allSchema),
  new: z.preprocess(withEmptyTexts(["id", ...textNames]), newSchema),
};

export type AddOnWordsOutput = z.output<typeof wordsSchema>;
export type AddOnAllOutput = z.output<typeof allSchema>;
export type AddOnNewOutput = z.output<typeof newSchema>;

export function checkAddOnForm<Scope extends AddOnFormScope>(
  formData: FormData | URLSearchParams,
  scope: Scope,
  errorText: ErrorText,
): Submission<z.input<(typeof addOnSchemas)[Scope]>, string[], z.output<(typeof addOnSchemas)[Scope]>> {
  return parseForm(formData, addOnSchemas[scope], errorText) as Submission<
    z.input<(typeof addOnSchemas)[Scope]>,
    string[],
    z.output<(typeof addOnSchemas)[Scope]>
  >;
}
