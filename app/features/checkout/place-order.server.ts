// Placing an order from the payment form: the order is made (or found again by its idempotency
// key) and the visitor goes to its page; a refusal the schema cannot foresee (a method switched
// off since the modal opened, a price the pricing module refuses) becomes the message next to the
// field it concerns.
import type { FormRefusal } from "~/lib/forms/form-reply";
import type { Db } from "~/.server/db/client";
import type { Env } from "~/.server/env";
import { logger } from "~/.server/logger";
import { isLanguage, type Language } from "~/i18n/config";
import type { ErrorText } from "~/lib/forms/parse-form";
import type { Catalogue } from "~/lib/pricing";
import { isCheckoutError } from "./checkout-errors";
import type { CheckoutField } from "./checkout-form-fields";
import type { CheckoutInput } from "./checkout-schema";
import { availableMethods, type CheckoutPaymentSettings, orderMailContext, orderSecret } from "./checkout.server";
import { orderPath } from "./order-access.server";
import { PricingError } from "./order-pricing";
import { createOrder } from "./orders.server";

/**
 * The language the visitor ordered in: the form's `lang` field (the language of the page that
 * opened the modal, which a `?lang=` address or a switch without reload can make differ from the
 * request's), else the request's. The order's e-mails and the form's messages use it.
 */
export function orderLanguage(formData: FormData | null, requestLanguage: Language): Language {
  const lang = formData?.get("lang");
  return isLanguage(lang) ? lang : requestLanguage;
}

export type PlaceOrderOutcome = { ok: true; orderPath: string } | { ok: false; refusal: FormRefusal };

export async function placeOrder(
  db: Db,
  options: {
    env: Pick<Env, "auth" | "siteUrl" | "stripe" | "seedSampleContent">;
    /** The catalogue as read for this request: the prices charged, the names in the mails. */
    catalogue: Catalogue;
    /** Add 7% VAT on top (addsVatOnTop of the invoicing settings read for this request). */
    vatOnTop?: boolean;
    input: CheckoutInput;
    language: Language;
    payments: CheckoutPaymentSettings;
    agency: { name: string; notificationEmail: string };
    errorText: ErrorText;
    /** The visitor's GA4 client id, when they consented to analytics. */
    analyticsClientId?: string | null;
  },
): Promise<PlaceOrderOutcome> {
  const { env, payments, errorText } = options;
  const refuse = (field: CheckoutField, key: string): PlaceOrderOutcome => ({
    ok: false,
    refusal: { status: 400, fieldErrors: { [field]: [errorText(key, field)] } },
  });
  try {
    const { order } = await createOrder(db, {
      catalogue: options.catalogue,
      vatOnTop: options.vatOnTop,
      input: options.input,
      language: options.language,
      analyticsClientId: options.analyticsClientId,
      allowedMethods: availableMethods(payments, env),
      mailContext: orderMailContext(env, options.agency, payments),
      logger,
    });
    return { ok: true, orderPath: orderPath(orderSecret(env), order.reference) };
  } catch (error) {
    if (isCheckoutError(error, "methodUnavailable")) return refuse("method", "errors.methodUnavailable");
    if (error instanceof PricingError) {
      if (error.code === "unknownPackage") return refuse("packageId", "errors.package");
      if (error.code === "badOption") return refuse("option", "errors.option");
      if (error.code === "unknownPlan") return refuse("maintenancePlan", "errors.maintenancePlan");
      return refuse("addOn", "errors.quantity");
    }
    throw error;
  }
}
