// The maintenance plan form's schema, shared by the form in the browser and the action: words for
// everyone, figures (monthly price, hidden, order) for admins only (ADR 094).
import type { Submission } from "@conform-to/react";
import { z } from "zod";
import { parseForm, type ErrorText } from "~/lib/forms/parse-form";
import {
  checkbox,
  lineList,
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

export type PlanFormScope = "words" | "all" | "new";
export type PlanWordsForm = { name: string; description: string; features: string };

export type PlanFormValues = {
  revision: string;
  id: string;
  en: PlanWordsForm;
  th: PlanWordsForm;
  priceThb: string;
  hidden: "on" | undefined;
  position: string;
};

export const planFigureNames = ["priceThb", "hidden", "position"] as const;

export const planLimits = {
  priceThb: { max: priceLimits.planBaht, currency: "THB" as const },
  position: { min: 0, max: 9999 },
  name: { max: textLimits.name },
};

const words = (required: boolean) =>
  z.object({
    name: required ? requiredText(textLimits.name) : optionalText(textLimits.name),
    description: optionalText(textLimits.description),
    features: lineList,
  });

const figures = {
  priceThb: wholeAmount(priceLimits.planBaht),
  hidden: checkbox,
  position: wholeNumber(0, 9999),
};

const wordTexts = wordNames(["name", "description", "features"]);
const textNames = [...wordTexts, "priceThb", "position"];
const wordsSchema = z.object({ revision: optionalRevision, en: words(true), th: words(false) });
const allSchema = wordsSchema.extend(figures);
const newSchema = wordsSchema.extend({ id: newId, ...figures });

export const planSchemas = {
  words: z.preprocess(withEmptyTexts(wordTexts), wordsSchema),
  all: z.preprocess(withEmptyTexts(textNames), allSchema),
  new: z.preprocess(withEmptyTexts(["id", ...textNames]), newSchema),
};

export type PlanWordsOutput = z.output<typeof wordsSchema>;
export type PlanAllOutput = z.output<typeof allSchema>;
export type PlanNewOutput = z.output<typeof newSchema>;

export function checkPlanForm<Scope extends PlanFormScope>(
  formData: FormData | URLSearchParams,
  scope: Scope,
  errorText: ErrorText,
): Submission<z.input<(typeof planSchemas)[Scope]>, string[], z.output<(typeof planSchemas)[Scope]>> {
  return parseForm(formData, planSchemas[scope], errorText) as Submission<
    z.input<(typeof planSchemas)[Scope]>,
    string[],
    z.output<(typeof planSchemas)[Scope]>
  >;
}
