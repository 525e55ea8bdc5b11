// POST /webhooks/stripe: Stripe's events about card payments. The body is read raw (the signature
// covers its exact bytes); the answer is 200 (processed, duplicate or ignored), 400 (bad signature),
// 404 (card payments not configured) or 503 (try again later): never a 500, and never a page.
import { appContext } from "~/.server/context";
import { logger } from "~/.server/logger";
import { handleStripeWebhook } from "~/features/checkout/stripe-webhooks.server";
import { getAgencyContact } from "~/features/settings/agency-contact.server";
import type { Route } from "./+types/webhooks-stripe";

const headers = { "Cache-Control": "no-store" };

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ received: false }, { status: 405, headers: { ...headers, Allow: "POST" } });
  }
  const { db, env } = context.get(appContext);
  try {
    const payload = await request.text();
    const result = await handleStripeWebhook(db, env, {
      payload,
      signature: request.headers.get("Stripe-Signature"),
      agency: () => getAgencyContact(db),
    });
    return Response.json({ received: result.status === 200 }, { status: result.status, headers });
  } catch (error) {
    logger.error("Stripe webhook failed", { error: error instanceof Error ? error.name : "unknown" });
    return Response.json({ received: false }, { status: 503, headers });
  }
}

export function loader() {
  return Response.json({ received: false }, { status: 405, headers: { ...headers, Allow: "POST" } });
}
