import { describe, expect, it } from "vitest";
import { languageFromRequest } from "./request-language";

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });

describe("languageFromRequest", () => {
  it("takes ?lang= first, then the lang cookie, then Accept-Language, else English", () => {
    expect(languageFromRequest(get("/about?lang=th", { Cookie: "lang=en", "Accept-Language": "en" }))).toBe("th");
    expect(languageFromRequest(get("/about", { Cookie: "lang=th", "Accept-Language": "en" }))).toBe("th");
    expect(languageFromRequest(get("/about", { Cookie: "lang=en", "Accept-Language": "th" }))).toBe("en");
    expect(languageFromRequest(get("/about", { "Accept-Language": "th-TH,th;q=0.9,en;q=0.8" }))).toBe("th");
    expect(languageFromRequest(get("/about", { "Accept-Language": "en;q=0.5,th;q=0.9" }))).toBe("th");
    expect(languageFromRequest(get("/about"))).toBe("en");
  });

  it("passes over what is not a language of the site", () => {
    expect(languageFromRequest(get("/about?lang=fr", { Cookie: "lang=th" }))).toBe("th");
    expect(languageFromRequest(get("/about", { Cookie: "lang=%E0%A4%A; other=1", "Accept-Language": "th" }))).toBe("th");
    expect(languageFromRequest(get("/about", { Cookie: "lang=de", "Accept-Language": "fr" }))).toBe("en");
  });

  it("reads a hostile Cookie header in linear time", () => {
    const huge = `a;${" ".repeat(8000)}${"lang".repeat(2000)}`;
    const before = process.cpuUsage();
    expect(languageFromRequest(get("/articles", { Cookie: huge, "Accept-Language": "th" }))).toBe("th");
    const { user, system } = process.cpuUsage(before);
    expect((user + system) / 1000).toBeLessThan(100);
  });
});
