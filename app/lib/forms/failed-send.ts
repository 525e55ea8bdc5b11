// A form sent from the browser that never got its answer (no connection, or a server or proxy that
// failed instead of replying) would otherwise end on the route's error page and take the typed text
// with it. A route's clientAction answers such a failure as a refusal of the whole form instead
// (the one reply shape, lib/forms/form-reply.ts), with the values that were sent, so the form stays
// and says why. Its status (503/502) tells the router not to fetch the page's data again, which
// would fail the same way and end on the error page after all.
import { parse } from "@conform-to/react";
import { data, isRouteErrorResponse } from "react-router";
import type { FormReply } from "./form-reply";

export type SendFailure = "unreachable" | "serverError";

/** What went wrong, or null for what the route must handle as before (a redirect, a 4xx answer). */
export function sendFailureOf(error: unknown): SendFailure | null {
  if (error instanceof Response) return null;
  // fetch() rejects with a TypeError when the request could not be made or answered at all.
  if (error instanceof TypeError) return "unreachable";
  if (isRouteErrorResponse(error)) return error.status >= 500 ? "serverError" : null;
  return "serverError";
}

/** The clientAction's answer when the form was not sent or not answered. */
export type UnsentReply = FormReply<never> & { unsent: SendFailure };

const unsentStatus: Record<SendFailure, number> = { unreachable: 503, serverError: 502 };

/**
 * Sends the form to the route's action; a failure to get its answer becomes a form-wide message
 * (`message(failure)`, in the page's language) with the sent values.
 */
export async function sendKeepingForm<T>(
  request: Request,
  serverAction: () => Promise<T>,
  message: (failure: SendFailure) => string,
) {
  // Read before it is sent: the body can be read once.
  const formData = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    const failure = sendFailureOf(error);
    if (!failure) throw error;
    const submission = parse<unknown, string[]>(formData, { resolve: (value) => ({ value }) });
    const reply: UnsentReply = { result: submission.reply({ formErrors: [message(failure)] }), unsent: failure };
    return data(reply, { status: unsentStatus[failure] });
  }
}
