// The facts behind the dashboard's go-live list (readiness.ts), read from the server's environment
// and the settings. Only yes/no answers leave here: never an address, a key or a secret.
import { attestationConfig } from "~/.server/attestation/attestation.server";
import type { Db } from "~/.server/db/client";
import { ZERO_SET_UP_ADMIN } from "~/.server/env-auth";
import type { Env } from "~/.server/env";
import { type ReadinessItem, readinessItems } from "./readiness";
import { getAllSettings } from "./settings.server";

/**
 * The go-live items still open. `paymentMethodsReady` is the checkout's own rule (which methods
 * have the details they need), handed in by the route because features do not import each other.
 */
export async function goLiveItems(
  db: Db,
  env: Pick<Env, "mail" | "auth" | "captcha">,
  paymentMethodsReady: (payments: Awaited<ReturnType<typeof getAllSettings>>["payments"]) => {
    promptpay: boolean;
    bank_transfer: boolean;
  },
): Promise<ReadinessItem[]> {
  const { payments, integrations } = await getAllSettings(db);
  const ready = paymentMethodsReady(payments);
  return readinessItems({
    paymentDetails: payments.sample ? "sample" : ready.promptpay || ready.bank_transfer ? "ready" : "missing",
    mail: Boolean(env.mail.smtpUrl),
    googleSignIn: env.auth.provider === "google" || env.auth.provider === "oidc",
    adminEmails: env.auth.adminEmails.some((email) => email !== ZERO_SET_UP_ADMIN),
    captcha: attestationConfig(env, integrations.captchaSiteKey) !== null,
  });
}
