// Server-side validation of a captcha token with the provider's siteverify API (Turnstile, ADR 027):
// POST application/x-www-form-urlencoded secret, response, remoteip; JSON answer with success,
// hostname, action and error-codes. Fails closed: no answer, a slow one or an unreadable one is
// never a pass.
import { z } from "zod";

const VERIFY_TIMEOUT_MS = 5000;

const SiteverifyAnswer = z.object({
  success: z.boolean(),
  hostname: z.string().optional(),
  action: z.string().optional(),
  challenge_ts: z.string().optional(),
  "error-codes": z.array(z.string()).optional(),
});

/** Codes that mean our configuration is wrong, not the visitor. */
const CONFIGURATION_ERRORS = new Set(["missing-input-secret", "invalid-input-secret"]);

export type SiteverifyResult =
  | { ok: true }
  | { ok: false; reason: "rejected" | "hostname" | "action"; errorCodes: string[] }
  | { ok: false; reason: "unavailable" | "misconfigured"; detail: string };

export interface SiteverifyRequest {
  verifyUrl: string;
  secret: string;
  captchaToken: string;
  /** The visitor's address, when known; it helps the provider, it is not checked by us. */
  remoteIp?: string;
  expectedHostname: string;
  expectedAction: string;
  fetchImpl?: typeof fetch;
}

export async function siteverify(request: SiteverifyRequest): Promise<SiteverifyResult> {
  const form = new URLSearchParams({ secret: request.secret, response: request.captchaToken });
  if (request.remoteIp && request.remoteIp !== "unknown") form.set("remoteip", request.remoteIp);
  let answer: unknown;
  try {
    const response = await (request.fetchImpl ?? fetch)(request.verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, reason: "unavailable", detail: `siteverify answered HTTP ${response.status}` };
    answer = await response.json();
  } catch (error) {
    return {
      ok: false,
      reason: "unavailable",
      detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
  const parsed = SiteverifyAnswer.safeParse(answer);
  if (!parsed.success) return { ok: false, reason: "unavailable", detail: "siteverify answered something that is not its JSON" };
  const errorCodes = parsed.data["error-codes"] ?? [];
  if (!parsed.data.success) {
    if (errorCodes.some((code) => CONFIGURATION_ERRORS.has(code))) {
      return { ok: false, reason: "misconfigured", detail: `siteverify refused our secret (${errorCodes.join(", ")})` };
    }
    return { ok: false, reason: "rejected", errorCodes };
  }
  // A site key may be allowed on several hostnames; a token solved on another site is not for us.
  if (parsed.data.hostname?.toLowerCase() !== request.expectedHostname.toLowerCase()) {
    return { ok: false, reason: "hostname", errorCodes };
  }
  if (parsed.data.action !== request.expectedAction) return { ok: false, reason: "action", errorCodes };
  return { ok: true };
}
