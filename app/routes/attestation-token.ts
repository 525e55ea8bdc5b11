// POST /attestation/token: trades a solved captcha for a short-lived attestation token (ADR 028).
import { appContext, requestInfoContext, requestLanguage } from "~/.server/context";
import { exchangeAttestationToken } from "~/.server/attestation/attestation.server";
import type { Route } from "./+types/attestation-token";

export async function action({ request, context }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  const { clientIp } = context.get(requestInfoContext);
  return exchangeAttestationToken({ request, env, db, clientIp, language: requestLanguage(context) });
}

export function loader() {
  return Response.json({ error: "method-not-allowed" }, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
