// The names of what an order bought, read from the catalogue's tables by id when a receipt, a
// document, a card payment or an analytics report needs them (ADR 092): deep in a payment's
// transaction, where no route has handed a catalogue down. Hidden rows keep their names; the
// amounts always come from the order itself.
import { inArray } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { addOnTranslations, maintenancePlanTranslations, packageTranslations } from "~/.server/db/schema";
import { type Language, languages } from "~/i18n/config";
import type { CatalogueNames } from "~/lib/pricing";
import { type Texts, withFallback } from "~/lib/site-content";

type Executor = Pick<Db, "select">;

/** Each language's names of one order's package, add-ons and plan (an id no longer there: absent). */
export type OrderNames = Record<Language, CatalogueNames>;

export const noOrderNames: OrderNames = {
  en: { packages: {}, addOns: {}, plans: {} },
  th: { packages: {}, addOns: {}, plans: {} },
};

function byId(rows: { id: string; language: string; name: string }[]): Map<string, Record<Language, { name: string }>> {
  const texts = new Map<string, Texts<{ name: string }>>();
  for (const row of rows) {
    if (row.language !== "en" && row.language !== "th") continue;
    texts.set(row.id, { ...texts.get(row.id), [row.language]: { name: row.name } });
  }
  return new Map([...texts].map(([id, text]) => [id, withFallback(text, { name: id })]));
}

export async function orderNamesOf(
  executor: Executor,
  order: { packageId: string; addOns: readonly { id: string }[]; maintenancePlan: string | null },
): Promise<OrderNames> {
  const addOnIds = order.addOns.map((line) => line.id);
  const [packageRows, addOnRows, planRows] = await Promise.all([
    executor
      .select({ id: packageTranslations.packageId, language: packageTranslations.language, name: packageTranslations.title })
      .from(packageTranslations)
      .where(inArray(packageTranslations.packageId, [order.packageId])),
    addOnIds.length
      ? executor
          .select({ id: addOnTranslations.addOnId, language: addOnTranslations.language, name: addOnTranslations.name })
          .from(addOnTranslations)
          .where(inArray(addOnTranslations.addOnId, addOnIds))
      : [],
    order.maintenancePlan
      ? executor
          .select({
            id: maintenancePlanTranslations.planId,
            language: maintenancePlanTranslations.language,
            name: maintenancePlanTranslations.name,
          })
          .from(maintenancePlanTranslations)
          .where(inArray(maintenancePlanTranslations.planId, [order.maintenancePlan]))
      : [],
  ]);
  const packages = byId(packageRows);
  const addOns = byId(addOnRows);
  const plans = byId(planRows);
  const names = (map: Map<string, Record<Language, { name: string }>>, language: Language) =>
    Object.fromEntries([...map].map(([id, text]) => [id, text[language].name]));
  return Object.fromEntries(
    languages.map((language) => [
      language,
      { packages: names(packages, language), addOns: names(addOns, language), plans: names(plans, language) },
    ]),
  ) as OrderNames;
}
