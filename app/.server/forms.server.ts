// The one way a form action reads its submission. `readForm` runs the checks every public form
// needs, in one order, and answers a refusal in the one reply shape (lib/forms/form-reply.ts):
//
//   body read (its size is already bounded by the HTTP layer, server/body-limit.ts; the lists its
//   field names ask for, by lib/forms/list-bounds.ts)
//   → the form's own schema, through conform (the values come back with any refusal)
//   → rate limit per client address (refused hits count too)
//   → bot check (captcha attestation), when the form asks for it
//   → the form's own early checks (honeypot, fill-time stamp…)
//   → field errors, 400.
//
// An upload (`beforeBody`) runs the rate limit and its own URL-and-headers checks first, and reads
// its body only once they pass: its body is only counted by the HTTP layer, never read ahead.
//
// Same-origin is checked for every POST before any action runs (server/app.ts). An action then
// calls its feature's use-case with `value` and answers with `formReply` / `formSuccess`.
import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import { type AttestationOptions, checkAttestation } from "~/.server/attestation/attestation.server";
import { isBodyPastLimit } from "~/.server/bounded-body";
import { appContext, requestInfoContext } from "~/.server/context";
import { logger } from "~/.server/logger";
import { hitRateLimit, type RateLimitRule } from "~/.server/rate-limit.server";
import { noStoreHeaders } from "~/lib/cache-control";
import type { FormRefusal, FormReply, FormResult } from "~/lib/forms/form-reply";
import { exceedsListBounds } from "~/lib/forms/list-bounds";
import { type ErrorText, parseForm } from "~/lib/forms/parse-form";

type Context = Parameters<typeof checkAttestation>[2];
type Parsed<Schema extends z.ZodType> = Submission<z.input<Schema>, string[], z.output<Schema>>;

/** What a check before the body decides: carry on, or refuse with a form-wide message. */
export type BodyCheck = null | { refuse: string; status: number };

/** What an early check decides: carry on, refuse with a form-wide message, or answer as if accepted. */
export type EarlyCheck = null | { refuse: string; status: number } | { pretendSuccess: unknown };

export interface ReadFormOptions<Schema extends z.ZodType> {
  /**
   * The body, when the action read it first for a field its messages depend on (the checkout's
   * language); null when it could not be read as a form. Otherwise readForm reads it.
   */
  formData?: FormData | null;
  schema: Schema;
  errorText: ErrorText;
  /** The form-wide message when the body cannot be read as a form. */
  unreadable: string;
  /** The form-wide message (413) when the body passes its bound as it is read; else `unreadable`. */
  tooLarge?: string;
  /**
   * An upload's checks that need only the URL and headers (an order's link). With it, the rate
   * limit and these run before the body is read, so a refused upload is never read; their
   * refusals give no values back (none were read).
   */
  beforeBody?: () => BodyCheck | Promise<BodyCheck>;
  rateLimit?: { rule: RateLimitRule; message: (minutes: number) => string };
  /** Captcha attestation, when captcha is on (ADR 037): `true`, or the path the token was issued for. */
  attestation?: true | AttestationOptions;
  /**
   * Checks of this form only, after the common ones and before the fields' errors; `fieldsValid`
   * tells whether the fields passed the schema (a check may leave a person's mistakes to the
   * fields' messages first).
   */
  early?: (formData: FormData, fieldsValid: boolean) => EarlyCheck | Promise<EarlyCheck>;
}

export type ReadForm<Schema extends z.ZodType> =
  | { ok: true; value: z.output<Schema>; submission: Parsed<Schema>; formData: FormData }
  | { ok: false; response: ReturnType<typeof replyData<unknown>> };

function replyData<Success>(reply: FormReply<Success>, status: number, headers: Record<string, string> = {}) {
  return data(reply, { status, headers: noStoreHeaders(headers) });
}

/** An answer to a submission: its values and field errors, plus any form-wide messages. */
export function formReply(
  submission: Submission<unknown, string[], unknown>,
  options: FormRefusal & { headers?: Record<string, string> },
) {
  const result = submission.reply({ formErrors: options.formErrors, fieldErrors: options.fieldErrors });
  return replyData({ result }, options.status, options.headers);
}

/** The form was accepted: the browser clears it; `success` is what the page shows or uses. */
export function formSuccess<Success>(submission: Submission<unknown, string[], unknown>, success: Success) {
  const result: FormResult = { ...submission.reply({ resetForm: true }), status: "success" };
  return replyData<Success>({ result, success }, 200);
}

/** A refusal before anything could be parsed (an unreadable body, or one not read at all). */
function bareRefusal(message: string, status: number, headers?: Record<string, string>) {
  const result: FormResult = { status: "error", error: { "": [message] } };
  return replyData({ result }, status, headers);
}

/** The rate limit's refusal for this client, or null while it is within the limit. */
async function rateLimitRefusal(context: Context, rateLimit: NonNullable<ReadFormOptions<z.ZodType>["rateLimit"]>) {
  const { db } = context.get(appContext);
  const { clientIp } = context.get(requestInfoContext);
  const limit = await hitRateLimit(db, rateLimit.rule, clientIp);
  if (limit.allowed) return null;
  logger.info("Form rate limit reached", { scope: rateLimit.rule.scope, clientIp });
  const minutes = Math.ceil(limit.retryAfterSeconds / 60);
  return { message: rateLimit.message(minutes), headers: { "Retry-After": String(limit.retryAfterSeconds) } };
}

/** The body as a form; null when it is not one, "tooLarge" when it passed its bound as it was read. */
async function bodyForm(request: Request): Promise<FormData | null | "tooLarge"> {
  try {
    return await request.formData();
  } catch (error) {
    return isBodyPastLimit(error) ? "tooLarge" : null;
  }
}

export async function readForm<Schema extends z.ZodType>(
  request: Request,
  context: Context,
  options: ReadFormOptions<Schema>,
): Promise<ReadForm<Schema>> {
  if (options.beforeBody) {
    const limited = options.rateLimit ? await rateLimitRefusal(context, options.rateLimit) : null;
    if (limited) return { ok: false, response: bareRefusal(limited.message, 429, limited.headers) };
    const refused = await options.beforeBody();
    if (refused) return { ok: false, response: bareRefusal(refused.refuse, refused.status) };
  }
  const formData = options.formData !== undefined ? options.formData : await bodyForm(request);
  if (formData === "tooLarge") return { ok: false, response: bareRefusal(options.tooLarge ?? options.unreadable, 413) };
  if (!formData) return { ok: false, response: bareRefusal(options.unreadable, 400) };
  if (exceedsListBounds(formData.keys())) {
    logger.info("Form refused: its field names ask for lists longer than any form has");
    return { ok: false, response: bareRefusal(options.unreadable, 400) };
  }
  const submission = parseForm(formData, options.schema, options.errorText);
  // A refusal before the fields are judged says only why (the fields' errors would come next time).
  const refuse = (message: string, status: number, headers?: Record<string, string>) => {
    const result: FormResult = { ...submission.reply(), status: "error", error: { "": [message] } };
    return { ok: false, response: replyData({ result }, status, headers) } as const;
  };

  if (options.rateLimit && !options.beforeBody) {
    const limited = await rateLimitRefusal(context, options.rateLimit);
    if (limited) return refuse(limited.message, 429, limited.headers);
  }

  if (options.attestation) {
    const attestationOptions = options.attestation === true ? {} : options.attestation;
    const attested = await checkAttestation(request, formData, context, attestationOptions);
    if (!attested.ok) return refuse(attested.message, 403);
  }

  const early = await options.early?.(formData, submission.status === "success");
  if (early && "refuse" in early) return refuse(early.refuse, early.status);
  if (early && "pretendSuccess" in early) {
    return { ok: false, response: formSuccess(submission, early.pretendSuccess) };
  }

  if (submission.status !== "success") return { ok: false, response: formReply(submission, { status: 400 }) };
  return { ok: true, value: submission.value, submission, formData };
}
