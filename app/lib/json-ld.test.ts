import { describe, expect, it } from "vitest";
import { absoluteUrl, serializeJsonLd } from "./json-ld";

describe("JSON-LD", () => {
  it("cannot close its <script> element, whatever the article says", () => {
    const json = serializeJsonLd({ text: "</script><!-- & \u2028" });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: "</script><!-- & \u2028" });
  });

  it("makes addresses absolute and leaves absolute ones alone", () => {
    expect(absoluteUrl("https://a.test", "/x.png")).toBe("https://a.test/x.png");
    expect(absoluteUrl("https://a.test", "x.png")).toBe("https://a.test/x.png");
    expect(absoluteUrl("https://a.test", "https://cdn.test/x.png")).toBe("https://cdn.test/x.png");
  });
});
