import { describe, expect, it } from "vitest";
import { BodyPastLimitError, countedStream, isBodyPastLimit, readWithin } from "./bounded-body";

function streamOf(chunks: string[], onCancel: () => void = () => undefined) {
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
    cancel: onCancel,
  });
}

describe("readWithin", () => {
  it("joins every chunk of a body that fits, up to the limit exactly", async () => {
    const body = await readWithin(streamOf(["ab", "cd", "ef"]), 6);
    expect(new TextDecoder().decode(body ?? undefined)).toBe("abcdef");
    expect((await readWithin(streamOf([]), 0))?.byteLength).toBe(0);
  });

  it("stops reading and cancels the stream at the first byte past the limit", async () => {
    let cancelled = false;
    const body = await readWithin(
      streamOf(["12345", "67890", "never read"], () => (cancelled = true)),
      7,
    );
    expect(body).toBeNull();
    expect(cancelled).toBe(true);
  });
});

describe("countedStream", () => {
  it("pulls nothing from the source until it is read", async () => {
    let pulls = 0;
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const counted = countedStream(source, 10 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The source's own queue is filled once when it is made; the counted stream asks for nothing.
    expect(pulls).toBeLessThanOrEqual(1);
    await counted.cancel();
  });

  it("passes a body within the bound on whole", async () => {
    const text = await new Response(countedStream(streamOf(["ab", "cd", "ef"]), 6)).text();
    expect(text).toBe("abcdef");
  });

  it("fails the read that passes the bound, and cancels the source", async () => {
    let cancelled = false;
    const counted = countedStream(
      streamOf(["12345", "67890", "never read"], () => (cancelled = true)),
      7,
    );
    const failure = await new Response(counted).text().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(BodyPastLimitError);
    expect(isBodyPastLimit(failure)).toBe(true);
    expect(isBodyPastLimit(new TypeError("wrapped", { cause: failure }))).toBe(true);
    expect(isBodyPastLimit(new TypeError("something else"))).toBe(false);
    expect(cancelled).toBe(true);
  });
});
