// POST /consent: records a visitor's analytics consent choice (ADR 111). Same-origin is checked for
// every POST (server/app.ts) and the body is bounded there; here a per-address rate limit, the
// one field, and the random id cookie, set on the first choice.
import { appContext, requestInfoContext } from "~/.server/context";
import { hitRateLimit } from "~/.server/rate-limit.server";
import { consentChoices } from "~/.server/db/schema";
import { consentIdCookie, consentIdFromCookies, newConsentId, recordConsent } from "~/features/analytics/consent-records.server";
import { noStoreHeaders } from "~/lib/cache-control";
import { PRIVACY_POLICY_VERSION } from "~/lib/privacy-policy-version";
import type { Route } from "./+types/consent";

/** A person changes their mind a few times at most; a flood is refused. */
const CONSENT_RATE_LIMIT = { scope: "consent", limit: 30, windowMs: 60 * 60_000 };

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: noStoreHeaders(headers) });

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return answer(405, { Allow: "POST" });
  const { db, env } = context.get(appContext);
  const form = await request.formData().catch(() => null);
  const choice = form?.get("choice");
  const known = consentChoices.find((candidate) => candidate === choice);
  if (!known) return answer(400);
  const limit = await hitRateLimit(db, CONSENT_RATE_LIMIT, context.get(requestInfoContext).clientIp);
  if (!limit.allowed) return answer(429, { "Retry-After": String(limit.retryAfterSeconds) });
  const existing = consentIdFromCookies(request.headers.get("Cookie"));
  const anonymousId = existing ?? newConsentId();
  await recordConsent(db, { anonymousId, choice: known, policyVersion: PRIVACY_POLICY_VERSION });
  return answer(204, existing ? {} : { "Set-Cookie": consentIdCookie(anonymousId, env.secureSite) });
}

export function loader() {
  return answer(405, { Allow: "POST" });
}
