import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferredForm } from "./deferred-form";

/** The document as entry.server.tsx renders it: all at once, every boundary in place. */
function renderDocument(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => (html += chunk.toString()));
    sink.on("end", () => resolve(html));
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

function Fields({ count }: { count: number }) {
  return (
    <form method="post">
      {Array.from({ length: count }, (_, index) => (
        <input key={index} name={`field-${index}`} defaultValue="a value long enough to make the form's HTML large" />
      ))}
    </form>
  );
}

describe("deferredForm", () => {
  it("is rendered by the server in full and in place, a large form too, so the page works without JavaScript", async () => {
    const Form = deferredForm(async () => Fields);
    // Over React's 12,800 bytes, past which a finished boundary would be moved to a hidden element.
    const html = await renderDocument(
      <main>
        <h1>Order</h1>
        <Form count={300} />
      </main>,
    );
    expect(html).toMatch(/^<main><h1>Order<\/h1><!--\$--><form method="post"><input name="field-0"/);
    expect(html.length).toBeGreaterThan(20_000);
    expect(html).not.toContain("hidden");
    expect(html).not.toContain("<script");
  });

  it("loads its code once, however many copies render and however often it is asked for", async () => {
    let loads = 0;
    const Form = deferredForm(async () => {
      loads++;
      return Fields;
    });
    const [first, second] = await Promise.all([Form.preload(), Form.preload()]);
    expect(first).toBe(Fields);
    expect(second).toBe(first);
    await renderDocument(
      <>
        <Form count={1} />
        <Form count={2} />
      </>,
    );
    expect(loads).toBe(1);
  });
});
