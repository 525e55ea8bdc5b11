// The package form's schema, shared by the form in the browser and the action. Admins post the
// words and the figures (`all`; a new package also its id, `new`); editors only the words
// (`words`): their figures are shown, not posted, and a post that carries changed ones is refused
// before it is read (ADR 094).
import type { Submission } from "@conform-to/react";
import { z } from "zod";
import { parseForm, type ErrorText } from "~/lib/forms/parse-form";
import {
  checkbox,
  deliveryUnits,
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

export type PackageFormScope = "words" | "all" | "new";

/** What the form posts, as it is filled from a stored package. */
export type PackageFormValues = {
  revision: string;
  id: string;
  en: PackageWordsForm;
  th: PackageWordsForm;
  priceThb: string;
  priceUsd: string;
  deliveryMin: string;
  deliveryMax: string;
  deliveryUnit: string;
  pageCount: string;
  pagesUpTo: "on" | undefined;
  featured: "on" | undefined;
  hidden: "on" | undefined;
  position: string;
};
export type PackageWordsForm = { title: string; subtitle: string; description: string; features: string };

/** The fields only admins change: posted by their form alone. */
export const packageFigureNames = [
  "priceThb",
  "priceUsd",
  "deliveryMin",
  "deliveryMax",
  "deliveryUnit",
  "pageCount",
  "pagesUpTo",
  "featured",
  "hidden",
  "position",
] as const;

export const packageLimits = {
  priceThb: { max: priceLimits.packageBaht, currency: "THB" as const },
  priceUsd: { max: priceLimits.usd, currency: "USD" as const },
  deliveryMin: { min: 1, max: 365 },
  deliveryMax: { min: 1, max: 365 },
  pageCount: { min: 1, max: 1000 },
  position: { min: 0, max: 9999 },
};

const words = (required: boolean) =>
  z.object({
    title: required ? requiredText(textLimits.name) : optionalText(textLimits.name),
    subtitle: optionalText(textLimits.subtitle),
    description: optionalText(textLimits.description),
    features: lineList,
  });

const figures = {
  priceThb: wholeAmount(priceLimits.packageBaht),
  priceUsd: wholeAmount(priceLimits.usd),
  deliveryMin: wholeNumber(1, 365),
  deliveryMax: wholeNumber(1, 365),
  deliveryUnit: z.enum(deliveryUnits, "errors.choice"),
  pageCount: wholeNumber(1, 1000),
  pagesUpTo: checkbox,
  featured: checkbox,
  hidden: checkbox,
  position: wholeNumber(0, 9999),
};

const textNames = [
  ...wordNames(["title", "subtitle", "description", "features"]),
  "priceThb",
  "priceUsd",
  "deliveryMin",
  "deliveryMax",
  "pageCount",
  "position",
];

const wordsSchema = z.object({ revision: optionalRevision, en: words(true), th: words(false) });
const allSchema = wordsSchema.extend(figures).superRefine((value, context) => {
  if (value.deliveryMax < value.deliveryMin) {
    context.addIssue({ code: "custom", path: ["deliveryMax"], message: "errors.deliveryOrder" });
  }
});
const newSchema = wordsSchema.extend({ id: newId, ...figures }).superRefine((value, context) => {
  if (value.deliveryMax < value.deliveryMin) {
    context.addIssue({ code: "custom", path: ["deliveryMax"], message: "errors.deliveryOrder" });
  }
});

export const packageSchemas = {
  words: z.preprocess(withEmptyTexts(wordNames(["title", "subtitle", "description", "features"])), wordsSchema),
  all: z.preprocess(withEmptyTexts(textNames), allSchema),
  new: z.preprocess(withEmptyTexts(["id", ...textNames]), newSchema),
};

export type PackageWordsOutput = z.output<typeof wordsSchema>;
export type PackageAllOutput = z.output<typeof allSchema>;
export type PackageNewOutput = z.output<typeof newSchema>;

export function checkPackageForm<Scope extends PackageFormScope>(
  formData: FormData | URLSearchParams,
  scope: Scope,
  errorText: ErrorText,
): Submission<z.input<(typeof packageSchemas)[Scope]>, string[], z.output<(typeof packageSchemas)[Scope]>> {
  return parseForm(formData, packageSchemas[scope], errorText) as Submission<
    z.input<(typeof packageSchemas)[Scope]>,
    string[],
    z.output<(typeof packageSchemas)[Scope]>
  >;
}
