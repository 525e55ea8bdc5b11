import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildFonts, licences, rangeText } from "./font-subsets";

const dir = fileURLToPath(new URL("../../app/fonts", import.meta.url));

describe("the committed web fonts (app/fonts)", () => {
  it("are what `npm run fonts` makes from the installed packages: same files, bytes and stylesheet", async () => {
    const { files, css } = await buildFonts();
    const expected = [...files, ...licences()];
    expect(readdirSync(dir).sort()).toEqual([...expected.map((file) => file.name), "fonts.css"].sort());
    for (const file of expected) {
      expect(readFileSync(path.join(dir, file.name)).equals(file.bytes), `${file.name} is stale: run npm run fonts`).toBe(true);
    }
    expect(readFileSync(path.join(dir, "fonts.css"), "utf8")).toBe(css);
  }, 30_000);

  it("declare only the weights they keep and point at files that exist", () => {
    const css = readFileSync(path.join(dir, "fonts.css"), "utf8");
    const weights = [...css.matchAll(/font-weight: ([^;]+);/g)].map(([, value]) => value);
    expect(weights.length).toBeGreaterThan(0);
    expect(new Set(weights)).toEqual(new Set(["400 700"]));
    for (const [, file] of css.matchAll(/url\("\.\/([^"]+)"\)/g)) expect(readdirSync(dir)).toContain(file);
  });
});

describe("rangeText", () => {
  it("spells out single code points and ranges", () => {
    expect(rangeText("U+0041-0043,U+0E01, U+20AC")).toBe("ABCก€");
  });
});
