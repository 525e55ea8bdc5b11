import { describe, expect, it } from "vitest";
import { readWithin } from "./bounded-body";

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
