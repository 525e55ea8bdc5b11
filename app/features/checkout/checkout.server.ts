// What the checkout routes share: which methods are on offer and where order e-mails point.
import type { Env } from "~/.server/env";
import type { BankDetails, OrderMethod } from "./checkout-types";
import type { OrderMailContext } from "./order-mail.server";
import { orderPath } from "./order-access.server";

/** The payment settings as far as checkout reads them (the settings feature's PaymentSettings). */
export interface CheckoutPaymentSettings extends BankDetails {
  promptPayId: string;
  methods: { card: boolean; promptPay: boolean; bankTransfer: boolean };
  /** The seed's demo details (db/seed/sample-payments.ts), not the agency's. */
  sample?: boolean;
}

/** Whether the server may offer sample details: only while it runs with sample content (ADR 098). */
type SampleSwitch = { seedSampleContent?: boolean };

const detailsUsable = (settings: CheckoutPaymentSettings, env: SampleSwitch) =>
  !settings.sample || env.seedSampleContent === true;

/** PromptPay needs an id, bank transfer a bank, an account name and number; samples only with sample content. */
export function paymentDetailsReady(settings: CheckoutPaymentSettings, env: SampleSwitch) {
  const usable = detailsUsable(settings, env);
  const filled = (value: string) => value.trim() !== "";
  return {
    promptpay: usable && filled(settings.promptPayId),
    bank_transfer: usable && filled(settings.bankName) && filled(settings.accountName) && filled(settings.accountNumber),
  };
}

/** PromptPay and bank transfer while their details are missing: the checkout says "not available yet". */
export function methodsAwaitingDetails(settings: CheckoutPaymentSettings, env: SampleSwitch): ("promptpay" | "bank_transfer")[] {
  const ready = paymentDetailsReady(settings, env);
  return (["promptpay", "bank_transfer"] as const).filter((method) => !ready[method]);
}

/** Settings decide; PromptPay and bank transfer also need their details, and card needs Stripe configured (both keys). */
export function availableMethods(settings: CheckoutPaymentSettings, env: Pick<Env, "stripe"> & SampleSwitch): OrderMethod[] {
  const methods: OrderMethod[] = [];
  const ready = paymentDetailsReady(settings, env);
  if (settings.methods.promptPay && ready.promptpay) methods.push("promptpay");
  if (settings.methods.bankTransfer && ready.bank_transfer) methods.push("bank_transfer");
  if (settings.methods.card && env.stripe.enabled) methods.push("card");
  return methods;
}

/** The secret of order links; the card path (stripe.server.ts orderLinkSecret) uses the same. */
export function orderSecret(env: Pick<Env, "auth">): string {
  return env.auth.sessionSecret();
}

export function bankDetails(settings: CheckoutPaymentSettings): BankDetails {
  return {
    bankName: settings.bankName,
    accountName: settings.accountName,
    accountNumber: settings.accountNumber,
    branch: settings.branch,
  };
}

export function orderMailContext(
  env: Pick<Env, "auth" | "siteUrl">,
  agency: { name: string; notificationEmail: string },
  settings: CheckoutPaymentSettings,
): (reference: string) => OrderMailContext {
  return (reference) => ({
    agencyName: agency.name,
    notificationEmail: agency.notificationEmail,
    orderUrl: `${env.siteUrl}${orderPath(orderSecret(env), reference)}`,
    adminUrl: `${env.siteUrl}/admin/payments`,
    bank: bankDetails(settings),
  });
}

/** What the balance e-mails need: who signs and answers them, and each order's link. */
export function balanceMailContext(
  env: Pick<Env, "auth" | "siteUrl">,
  agency: { name: string; notificationEmail: string },
): { agencyName: string; notificationEmail: string; orderUrl: (reference: string) => string } {
  return {
    agencyName: agency.name,
    notificationEmail: agency.notificationEmail,
    orderUrl: (reference) => `${env.siteUrl}${orderPath(orderSecret(env), reference)}`,
  };
}
