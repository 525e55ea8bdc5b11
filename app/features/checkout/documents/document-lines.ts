// What a document lists, in Thai and English: for a full payment the package, each add-on and the
// discount (they add up to the amount paid, or to the amount before VAT when VAT was added on top
// and a tax invoice shows it apart); for a deposit or a balance one line, half of the order,
// naming the order's total.
import type { DocumentSnapshot, orders } from "~/.server/db/schema";
import { localeFor } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { formatMoney } from "~/lib/pricing";
import type { OrderNames } from "../order-names.server";
import { VAT_RATE_PERCENT } from "../order-pricing";
import { stripeMessages } from "../stripe-messages";
import { lineWords as parts } from "./document-words-messages";

type OrderRow = typeof orders.$inferSelect;
type Line = DocumentSnapshot["lines"][number];

const languages = ["en", "th"] as const;

function both(text: (language: (typeof languages)[number]) => string): Line["description"] {
  return { en: text("en"), th: text("th") };
}

/** "Starter website package", or "Website package" for a package the catalogue no longer has. */
export function packageLine(names: OrderNames, language: (typeof languages)[number], packageId: string): string {
  const t = messagesT(stripeMessages, language);
  const name = names[language].packages[packageId];
  return name ? t("packages.named", { package: name }) : t("packages.default");
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

/**
 * The lines, naming the package and add-ons from the catalogue (`names`); the amounts are the
 * order's. `vatAsLine`: VAT the order added on top is a line of its own (documents without a
 * separate VAT block: the abbreviated tax invoice, a receipt).
 */
export function documentLines(
  order: OrderRow,
  purpose: DocumentSnapshot["purpose"],
  amountSatang: number,
  names: OrderNames,
  { vatAsLine = false }: { vatAsLine?: boolean } = {},
): Line[] {
  const packageName = both((language) => packageLine(names, language, order.packageId));
  if (purpose !== "full") {
    const text = parts[purpose];
    return [
      {
        description: both(
          (language) =>
            `${packageName[language]}: ${fill(text[language], {
              reference: order.reference,
              total: formatMoney(order.totalSatang, "THB", localeFor(language)),
            })}`,
        ),
        amountSatang,
      },
    ];
  }
  const addOnsTotal = order.addOns.reduce((sum, line) => sum + line.lineSatang, 0);
  const lines: Line[] = [{ description: packageName, amountSatang: order.subtotalSatang - addOnsTotal }];
  for (const addOn of order.addOns) {
    lines.push({
      description: both((language) => `${names[language].addOns[addOn.id] ?? addOn.id} × ${addOn.quantity}`),
      amountSatang: addOn.lineSatang,
    });
  }
  if (order.discountSatang > 0) lines.push({ description: { ...parts.discount }, amountSatang: -order.discountSatang });
  if (vatAsLine && order.vatSatang > 0) {
    const rate = String(VAT_RATE_PERCENT);
    lines.push({ description: both((language) => fill(parts.vat[language], { rate })), amountSatang: order.vatSatang });
  }
  return lines;
}
