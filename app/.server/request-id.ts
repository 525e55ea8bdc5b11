// Each request's id (ADR 103): the one a trusted proxy sent in X-Request-Id (nginx's
// $request_id), else a new one. It is echoed in the response and written on every log line made
// while the request is handled (json-logger.ts reads it from here), so an operator can go from a
// visitor's answer, or nginx's log, to the instance's lines.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** Longer than any proxy's id (nginx: 32 hex digits, a UUID: 36 characters). */
export const MAX_REQUEST_ID_LENGTH = 128;

// One character class, bounded: linear on any input. Letters, digits and the separators ids use;
// nothing that could break a log line or a header.
const REQUEST_ID_SHAPE = /^[A-Za-z0-9._:-]+$/;

/** Whether a proxy's X-Request-Id value may be taken as this request's id. */
export function isRequestId(value: string | null | undefined): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= MAX_REQUEST_ID_LENGTH && REQUEST_ID_SHAPE.test(value);
}

/** The id for a request: the proxy's, when the peer is a trusted proxy and the value is well formed. */
export function requestIdFor(header: string | null | undefined, fromTrustedProxy: boolean): string {
  return fromTrustedProxy && isRequestId(header) ? header : randomUUID();
}

const current = new AsyncLocalStorage<string>();

/** Runs `work` (the rest of the request) with `id` as the current request's id. */
export function withRequestId<T>(id: string, work: () => T): T {
  return current.run(id, work);
}

/** The id of the request being handled, if any (background jobs have none). */
export function currentRequestId(): string | undefined {
  return current.getStore();
}
