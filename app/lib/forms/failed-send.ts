// A form sent from the browser that never got its answer (no connection, or a server or proxy that
// failed instead of replying) would otherwise end on the route's error page and take the typed text
// with it. A route's clientAction answers such a failure as a refusal of the whole form instead
// (the one reply shape, lib/forms/form-reply.ts), with the values that were sent, so the form stays
// and says why; and the page's data is not fetched again, which would fail the same way.
import { parse } from "@conform-to/react";
import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
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

/** The clientAction's answer when the save was not made: its `unsent` mark stops the reload of the page's data. */
export type UnsentReply = FormReply<never> & { unsent: SendFailure };

/**
 * Sends the form to the route's action; a failure to get its answer becomes a form-wide message
 * (`message(failure)`, in the page's language) with the sent values.
 */
export async function sendKeepingForm<T>(
  request: Request,
  serverAction: () => Promise<T>,
  message: (failure: SendFailure) => string,
): Promise<T | UnsentReply> {
  // Read before it is sent: the body can be read once.
  const formData = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    const failure = sendFailureOf(error);
    if (!failure) throw error;
    const submission = parse<unknown, string[]>(formData, { resolve: (value) => ({ value }) });
    return { result: submission.reply({ formErrors: [message(failure)] }), unsent: failure };
  }
}

/** For the route's shouldRevalidate: after an unsent form, keep the page's data as it is. */
export function revalidateUnlessUnsent({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const unsent = typeof actionResult === "object" && actionResult !== null && "unsent" in actionResult;
  return unsent ? false : defaultShouldRevalidate;
}
