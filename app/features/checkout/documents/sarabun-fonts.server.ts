// Sarabun for PDFKit. The files on npm are split into subsets by script (Thai without Latin letters
// or digits, Latin, Latin Extended, Vietnamese) and PDFKit has no font fallback, so every string is
// cut into runs, each drawn with the first subset that has its letters. PDFKit's engine (fontkit)
// shapes each run: GSUB picks the raised or shifted tone-mark glyphs, GPOS places the marks.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";

export type Weight = "regular" | "bold";
/** In order of preference: a letter several subsets have is drawn with the first. */
const subsets = ["thai", "latin", "latin-ext", "vietnamese"] as const;
export type Subset = (typeof subsets)[number];

interface Faces {
  bytes: Record<Subset, Record<Weight, Buffer>>;
  has: Record<Subset, (codePoint: number) => boolean>;
}

let faces: Faces | undefined;

/**
 * The font files, read once per process. Resolved from node_modules at run time, so the server
 * build keeps the package external and never inlines or loses the files: the package's exports map
 * its entry to index.css, and files/ sits beside it.
 */
function loadFaces(): Faces {
  if (faces) return faces;
  const packageDir = path.dirname(createRequire(import.meta.url).resolve("@fontsource/sarabun"));
  const read = (subset: Subset, weight: number) =>
    readFileSync(path.join(packageDir, "files", `sarabun-${subset}-${weight}-normal.woff`));
  const bytes = {} as Faces["bytes"];
  const has = {} as Faces["has"];
  for (const subset of subsets) {
    bytes[subset] = { regular: read(subset, 400), bold: read(subset, 700) };
    const font = fontkit.create(bytes[subset].regular);
    if (!("hasGlyphForCodePoint" in font)) throw new Error(`sarabun-${subset} is a font collection, not a font`);
    has[subset] = (codePoint) => font.hasGlyphForCodePoint(codePoint);
  }
  faces = { bytes, has };
  return faces;
}

export const fontName = (subset: Subset, weight: Weight) => `sarabun-${subset}-${weight}`;

/** Registers every face on a new document (PDFKit reads and embeds only those a text uses). */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const { bytes } = loadFaces();
  for (const subset of subsets) {
    for (const weight of ["regular", "bold"] as const) doc.registerFont(fontName(subset, weight), bytes[subset][weight]);
  }
}

export interface Run {
  subset: Subset;
  text: string;
}

const isMarkOrSpace = (char: string) => /^[\p{M}\p{Zs}]$/u.test(char);

/** The text (NFC) in runs of one subset each; marks and spaces stay in the run they follow. */
export function runs(text: string): Run[] {
  const { has } = loadFaces();
  const result: Run[] = [];
  for (const char of text.normalize("NFC")) {
    const last = result.at(-1);
    const codePoint = char.codePointAt(0) ?? 0;
    if (last && (has[last.subset](codePoint) || isMarkOrSpace(char))) {
      last.text += char;
      continue;
    }
    // A letter no subset has is drawn with Latin (as the font's empty box).
    const subset = subsets.find((candidate) => has[candidate](codePoint)) ?? "latin";
    if (last?.subset === subset) last.text += char;
    else result.push({ subset, text: char });
  }
  return result;
}

const opened = new Map<string, fontkit.Font>();

/** One face as a fontkit font, opened once per process: for drawing text as outlines (images). */
export function sarabunFont(subset: Subset, weight: Weight): fontkit.Font {
  const name = fontName(subset, weight);
  let font = opened.get(name);
  if (!font) {
    const created = fontkit.create(loadFaces().bytes[subset][weight]);
    if (!("layout" in created)) throw new Error(`${name} is a font collection, not a font`);
    font = created;
    opened.set(name, font);
  }
  return font;
}
