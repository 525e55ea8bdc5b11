import { describe, expect, it } from "vitest";
import { BodyTooLargeError, parseArticleId, readLimitedBody, readLimitedForm } from "./article-admin-actions.server";

function streamed(chunks: number[], chunkSize: number) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const _ of chunks) controller.enqueue(new Uint8Array(chunkSize));
      controller.close();
    },
  });
  return new Request("http://x/", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("readLimitedBody", () => {
  it("reads a body within the limit", async () => {
    const request = new Request("http://x/", { method: "POST", body: "a=1&b=2" });
    expect(new TextDecoder().decode(await readLimitedBody(request, 100))).toBe("a=1&b=2");
  });

  it("refuses a body over the limit, declared or streamed without a length", async () => {
    const declared = new Request("http://x/", { method: "POST", body: "x".repeat(101) });
    await expect(readLimitedBody(declared, 100)).rejects.toBeInstanceOf(BodyTooLargeError);
    await expect(readLimitedBody(streamed([1, 2, 3], 64), 100)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it("parses url-encoded and multipart forms", async () => {
    const form = new FormData();
    form.set("en.title", "สวัสดี");
    const multipart = new Request("http://x/", { method: "POST", body: form });
    expect((await readLimitedForm(multipart, 10_000)).get("en.title")).toBe("สวัสดี");
    const encoded = new Request("http://x/", {
      method: "POST",
      body: "intent=delete&id=4",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect((await readLimitedForm(encoded, 100)).get("id")).toBe("4");
  });
});

describe("parseArticleId", () => {
  it("accepts plain positive integers only", () => {
    expect(parseArticleId("42")).toBe(42);
    for (const bad of ["0", "-1", "1.5", "1e3", " 1", "abc", "", null, "99999999999"]) {
      expect(parseArticleId(bad)).toBeNaN();
    }
  });
});
