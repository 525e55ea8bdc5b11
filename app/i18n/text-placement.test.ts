// Where user-facing text may live (docs/decisions/058-one-text-mechanism.md): in a catalogue file
// (`*-messages.ts`, `*-messages.server.ts`, the shared app/i18n/en|th/common.ts) or a content module
// (app/features/*/content/). The source of app/ and server/ is walked for Thai, which no other file
// should hold, and for defineMessages calls outside catalogue files. English cannot be told from
// code by a test; the review's rule for it is the same.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Files that may break the rule for now, each with its reason. A stale entry fails the test. */
const allowed: Record<string, string> = {
  "app/features/users/components/admin-only-boundary.tsx":
    "its catalogue sits in the component, which another change is rewriting; it moves to users-messages.ts",
  "app/features/legal/components/legal-document.tsx":
    "Thai words the legal prose keeps whole across line breaks: typography of content, not text of its own",
  "app/lib/log-mask-cases.ts":
    "the masking cases two test files share: Thai and baht amounts are what masking must leave as they are",
  "app/lib/thai-words.ts": "the loanwords that headings keep whole across line breaks (ADR 090): typography, not text of its own",
};

const catalogueFile = /(^app\/i18n\/(en|th)\/[^/]+\.ts$)|(-messages(\.server)?\.ts$)|(^app\/features\/[^/]+\/content\/)/;
const source = /\.(ts|tsx|mjs)$/;
const notSource = /(\.test\.tsx?$)|(\.d\.ts$)/;
const thai = /[\u0E00-\u0E7F]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return source.test(entry.name) && !notSource.test(entry.name) ? [file] : [];
  });
}

/** The file's code, without whole-line comments: a Thai example in a comment is documentation. */
function codeLines(text: string): { line: number; code: string }[] {
  return text
    .split("\n")
    .map((code, index) => ({ line: index + 1, code }))
    .filter(({ code }) => !/^\s*(\/\/|\/\*|\*)/.test(code));
}

function offences(file: string): string[] {
  if (catalogueFile.test(file)) return [];
  return codeLines(readFileSync(path.join(root, file), "utf8")).flatMap(({ line, code }) => {
    const found: string[] = [];
    if (thai.test(code)) found.push(`${file}:${line}: Thai text outside a catalogue: ${code.trim().slice(0, 80)}`);
    if (/\bdefineMessages\s*\(/.test(code)) found.push(`${file}:${line}: a catalogue outside a *-messages.ts file`);
    return found;
  });
}

const files = [...sourceFiles("app"), ...sourceFiles("server")];

describe("where user-facing text lives", () => {
  it("walks the source of app/ and server/, catalogues and content included", () => {
    expect(files).toEqual(
      expect.arrayContaining([
        "app/i18n/th/common.ts",
        "app/features/checkout/checkout-messages.ts",
        "app/features/marketing/content/th.ts",
        "server/refusal-messages.ts",
        "server/local-idp/local-idp-messages.ts",
      ]),
    );
    expect(files.some((file) => file.endsWith(".test.ts"))).toBe(false);
  });

  it("keeps Thai and defineMessages inside catalogue files and content modules", () => {
    const found = files.filter((file) => !(file in allowed)).flatMap(offences);
    expect(found).toEqual([]);
  });

  it("lists as exceptions only files that still need to be", () => {
    for (const file of Object.keys(allowed)) expect(offences(file), file).not.toEqual([]);
  });

  it("tells text from comments, and catalogue files from the rest", () => {
    expect(codeLines('// "1 มีนาคม 2569"\n * ภาพรวม\nconst heading = "ภาพรวม";').map(({ line }) => line)).toEqual([3]);
    expect(catalogueFile.test("app/features/contact/contact-mail-messages.server.ts")).toBe(true);
    expect(catalogueFile.test("app/features/legal/content/th/terms.ts")).toBe(true);
    expect(catalogueFile.test("app/routes/admin-dashboard.tsx")).toBe(false);
    expect(catalogueFile.test("app/features/contact/messages.ts")).toBe(false);
  });
});
