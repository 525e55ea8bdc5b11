// A request body read within a byte limit, counted as it streams: a Content-Length may be absent
// (chunked) and is only a claim, so the count of bytes actually read is what decides.
import { namedError } from "~/lib/errors";

/** What reading a counted body (`countedStream`) fails with once it passes its bound. */
export const BodyPastLimitError = namedError("BodyPastLimitError");

/** Whether `error`, or an error it was caused by, is a counted body passing its bound. */
export function isBodyPastLimit(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause instanceof BodyPastLimitError) return true;
  }
  return false;
}

/**
 * `stream` passed on as its reader pulls it, nothing read ahead: the read that passes `maxBytes`
 * fails with a BodyPastLimitError and the source is cancelled. A route can check who is asking
 * before it reads a byte, and still never reads more than the bound.
 */
export function countedStream(stream: ReadableStream<Uint8Array>, maxBytes: number): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => undefined);
          return controller.error(new BodyPastLimitError(`The body passed its bound of ${maxBytes} bytes`));
        }
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    // No queue of its own: a chunk is pulled from the client only when the route asks for one.
    { highWaterMark: 0 },
  );
}

/** Every byte of `stream`, or null, the stream cancelled, as soon as it passes `maxBytes`. */
export async function readWithin(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
