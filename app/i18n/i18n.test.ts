import { describe, expect, it } from "vitest";
import { common as en } from "./en/common";
import { getT, interpolate, type TranslationKey } from "./i18n";
import { common as th } from "./th/common";

describe("translation", () => {
  it("looks keys up in the language's catalogue", () => {
    expect(getT("en")("nav.home")).toBe(en.nav.home);
    expect(getT("th")("nav.home")).toBe(th.nav.home);
  });

  it("fills {{placeholders}} and leaves unknown ones visible", () => {
    expect(getT("th")("footer.copyright", { year: 2026, name: "Siam Web Studio" })).toBe("© 2026 Siam Web Studio สงวนลิขสิทธิ์");
    expect(interpolate("{{a}} and {{b}}", { a: 1 })).toBe("1 and {{b}}");
  });

  it("answers an unknown key with the key itself rather than throwing", () => {
    expect(getT("en")("no.such.key" as TranslationKey)).toBe("no.such.key");
  });
});
