import { describe, expect, it } from "vitest";
import { action } from "./set-language";

async function switchLanguage(fields: Record<string, string>): Promise<Response> {
  const request = new Request("http://localhost/set-language", { method: "POST", body: new URLSearchParams(fields) });
  try {
    return (await action({ request } as Parameters<typeof action>[0])) as unknown as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("POST /set-language without JavaScript", () => {
  it("stores the choice and goes back to the page the visitor was on, following ?lang=", async () => {
    const response = await switchLanguage({ language: "th", redirectTo: "/articles?lang=en&page=2" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/articles?lang=th&page=2");
    expect(response.headers.get("Set-Cookie")).toMatch(/^lang=th;/);
  });

  it.each(["/.//evil.example", "//evil.example", "/\\evil.example", "/%2e//evil.example?lang=en", "https://evil.example"])(
    "never sends the visitor to another site (%s)",
    async (redirectTo) => {
      const response = await switchLanguage({ language: "en", redirectTo });
      expect(response.headers.get("Location")).toBe("/");
    },
  );

  it("refuses a language it does not have, and sets nothing", async () => {
    const request = new Request("http://localhost/set-language", {
      method: "POST",
      body: new URLSearchParams({ language: "xx", redirectTo: "/", js: "1" }),
    });
    const result = (await action({ request } as Parameters<typeof action>[0])) as unknown as { init: ResponseInit };
    expect(result.init.status).toBe(400);
    expect(new Headers(result.init.headers).get("Set-Cookie")).toBeNull();
  });

  it("sends a form post without JavaScript back where it came from, with nothing set", async () => {
    const response = await switchLanguage({ language: "xx", redirectTo: "/about" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/about");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});
