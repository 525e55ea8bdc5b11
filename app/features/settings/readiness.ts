// The go-live list on the admin dashboard: what is not ready yet for a site that takes real orders,
// each with what to do. Pure, so the rule is unit-tested; readiness.server.ts gathers the facts.

/** Facts about the running site, as readiness.server.ts reads them (never a secret's value). */
export interface ReadinessFacts {
  /** "sample": the seed's demo details (db/seed/sample-payments.ts); "missing": neither a PromptPay id nor a bank account. */
  paymentDetails: "ready" | "sample" | "missing";
  /** SMTP_URL is set: order and contact e-mails are delivered. */
  mail: boolean;
  /** Staff sign in with Google (or another OpenID provider), not the built-in test sign-in. */
  googleSignIn: boolean;
  /** ADMIN_EMAILS names at least one admin besides the built-in test sign-in's. */
  adminEmails: boolean;
  /** CAPTCHA_SECRET_KEY is set and the site key is saved: captcha protects the public forms. */
  captcha: boolean;
}

export type ReadinessItem = "paymentsMissing" | "paymentsSample" | "mail" | "googleSignIn" | "adminEmails" | "captcha";

/** Where an item is fixed: on the settings screen, or in the server's environment. */
export const readinessFixedIn: Record<ReadinessItem, "settings" | "environment"> = {
  paymentsMissing: "settings",
  paymentsSample: "settings",
  mail: "environment",
  googleSignIn: "environment",
  adminEmails: "environment",
  captcha: "environment",
};

/** What is not ready, in the order to fix it; empty when the site is ready. */
export function readinessItems(facts: ReadinessFacts): ReadinessItem[] {
  const items: ReadinessItem[] = [];
  if (facts.paymentDetails === "missing") items.push("paymentsMissing");
  if (facts.paymentDetails === "sample") items.push("paymentsSample");
  if (!facts.mail) items.push("mail");
  if (!facts.googleSignIn) items.push("googleSignIn");
  if (!facts.adminEmails) items.push("adminEmails");
  if (!facts.captcha) items.push("captcha");
  return items;
}
