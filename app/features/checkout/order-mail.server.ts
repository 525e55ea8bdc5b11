// The order e-mails, written in the customer's language (plain text: every client shows it, and
// nothing in it can be rendered as markup). Composed here, stored in the outbox by orders.server.ts
// inside the order's own transaction.
import { type Language, localeFor } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { type CatalogueNames, formatMoney, terms } from "~/lib/pricing";
import { checkoutMessages } from "./checkout-messages";
import { orderMailMessages } from "./order-mail-messages.server";
import type { BankDetails } from "./checkout-types";
import { type OrderPricing, VAT_RATE_PERCENT } from "./order-pricing";

export interface OrderMailContext {
  agencyName: string;
  /** Where order notifications go (settings: notificationEmail). */
  notificationEmail: string;
  /** The absolute link to the order's page, with its access token. */
  orderUrl: string;
  /** The absolute link to the admin Payments screen. */
  adminUrl: string;
  bank: BankDetails;
}

export interface OrderMailFacts {
  reference: string;
  language: Language;
  method: "card" | "promptpay" | "bank_transfer";
  pricing: OrderPricing;
  maintenancePlan: string | null;
  /** The catalogue's names in the mail's language. */
  names: CatalogueNames;
  customer: { name: string; email: string; phone: string; company: string; requirements: string };
}

interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  kind: string;
  reference: string;
  toUnverifiedAddress?: boolean;
}

function summaryLines(facts: OrderMailFacts): string[] {
  const t = messagesT(checkoutMessages, facts.language);
  const money = (satang: number) => formatMoney(satang, "THB", localeFor(facts.language));
  const { pricing, names } = facts;
  const percent = (value: number) => `${value}%`;
  const lines = [
    `${t("summary.package", { package: names.packages[pricing.packageId] ?? pricing.packageId })}: ${money(pricing.packageSatang)}`,
    ...pricing.addOns.map(
      (line) =>
        `${t("summary.addOnLine", { name: names.addOns[line.id] ?? line.id, quantity: line.quantity })}: ${money(line.lineSatang)}`,
    ),
    `${t("summary.subtotal")}: ${money(pricing.subtotalSatang)}`,
  ];
  if (pricing.discountSatang > 0) {
    lines.push(
      `${t("summary.discount", { percent: percent(terms.fullPaymentDiscountPercent) })}: -${money(pricing.discountSatang)}`,
    );
  }
  if (pricing.vatSatang > 0) lines.push(`${t("summary.vat", { rate: String(VAT_RATE_PERCENT) })}: ${money(pricing.vatSatang)}`);
  lines.push(`${t("summary.total")}: ${money(pricing.totalSatang)}`, `${t("summary.dueNow")}: ${money(pricing.dueNowSatang)}`);
  if (pricing.balanceSatang > 0) lines.push(`${t("summary.balance")}: ${money(pricing.balanceSatang)}`);
  if (facts.maintenancePlan) {
    lines.push(t("summary.maintenance", { plan: names.plans[facts.maintenancePlan] ?? facts.maintenancePlan }));
  }
  return lines;
}

function optionLabel(facts: OrderMailFacts) {
  const t = messagesT(checkoutMessages, facts.language);
  return facts.pricing.option === "full" ? t("options.full") : t("options.deposit", { percent: `${terms.depositPercent}%` });
}

/** The customer's copy and the agency's notification of a new order. */
export function newOrderMails(facts: OrderMailFacts, context: OrderMailContext): ComposedMail[] {
  const t = messagesT(checkoutMessages, facts.language);
  const mailT = messagesT(orderMailMessages, facts.language);
  const money = (satang: number) => formatMoney(satang, "THB", localeFor(facts.language));
  const packageName = facts.names.packages[facts.pricing.packageId] ?? facts.pricing.packageId;
  const amount = money(facts.pricing.dueNowSatang);
  const nextStep =
    facts.method === "promptpay"
      ? mailT("mail.nextPromptPay", { amount })
      : facts.method === "bank_transfer"
        ? mailT("mail.nextBank", {
            amount,
            bank: context.bank.bankName,
            accountNumber: context.bank.accountNumber,
            accountName: context.bank.accountName,
            reference: facts.reference,
          })
        : mailT("mail.nextCard", { amount });
  const summary = summaryLines(facts);

  const customer: ComposedMail = {
    to: facts.customer.email,
    subject: mailT("mail.customerSubject", { reference: facts.reference, agency: context.agencyName }),
    text: [
      // Nothing the visitor typed goes to the address they typed (outbox.server.ts).
      mailT("mail.greetingUnnamed"),
      "",
      mailT("mail.customerIntro", { package: packageName }),
      "",
      `${t("confirmation.reference")}: ${facts.reference}`,
      ...summary,
      "",
      nextStep,
      mailT("mail.orderLink", { url: context.orderUrl }),
      t("confirmation.workStarts", { hours: terms.workStartsWithinHours }),
      "",
      mailT("mail.signOff", { agency: context.agencyName }),
    ].join("\n"),
    replyTo: context.notificationEmail,
    kind: "order-customer",
    reference: `order:${facts.reference}`,
    toUnverifiedAddress: true,
  };

  const agency: ComposedMail = {
    to: context.notificationEmail,
    subject: mailT("mail.agencySubject", {
      reference: facts.reference,
      package: packageName,
      option: optionLabel(facts),
      method: t(`method.${facts.method}`),
    }),
    text: [
      mailT("mail.agencyIntro"),
      "",
      `${t("confirmation.reference")}: ${facts.reference}`,
      mailT("mail.customerLine", { name: facts.customer.name, email: facts.customer.email, phone: facts.customer.phone }),
      ...(facts.customer.company ? [mailT("mail.companyLine", { company: facts.customer.company })] : []),
      ...summary,
      "",
      mailT("mail.requirementsLine"),
      facts.customer.requirements,
      "",
      mailT("mail.adminLink", { url: context.adminUrl }),
    ].join("\n"),
    replyTo: facts.customer.email,
    kind: "order-agency",
    reference: `order:${facts.reference}`,
  };
  return [customer, agency];
}

/** The agency's notice that a customer says they have paid (PromptPay or bank transfer). */
export function paymentReportedMail(
  facts: {
    reference: string;
    language: Language;
    method: "promptpay" | "bank_transfer" | "card";
    amountSatang: number;
    slip: boolean;
    customerEmail: string;
  },
  context: Pick<OrderMailContext, "notificationEmail" | "adminUrl">,
): ComposedMail {
  const t = messagesT(checkoutMessages, facts.language);
  const mailT = messagesT(orderMailMessages, facts.language);
  const amount = formatMoney(facts.amountSatang, "THB", localeFor(facts.language));
  return {
    to: context.notificationEmail,
    subject: mailT("mail.paidSubject", { reference: facts.reference }),
    text: [
      mailT("mail.paidIntro", { amount, method: t(`method.${facts.method}`) }),
      ...(facts.slip ? ["", mailT("mail.slipAttached")] : []),
      "",
      `${t("confirmation.reference")}: ${facts.reference}`,
      mailT("mail.adminLink", { url: context.adminUrl }),
    ].join("\n"),
    replyTo: facts.customerEmail,
    kind: "payment-reported",
    reference: `order:${facts.reference}`,
  };
}
