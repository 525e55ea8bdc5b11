// Thai and English text for PDFKit. The Sarabun files on npm are split by script (a Thai subset
// without Latin letters or digits, a Latin subset without Thai) and PDFKit has no font fallback,
// so every string is cut into runs by script and each run is drawn with its subset. PDFKit's engine
// (fontkit) shapes each run: GSUB picks the raised or shifted tone-mark glyphs, GPOS places marks.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export type Weight = "regular" | "bold";
type Script = "thai" | "latin";

const fontFiles: Record<Script, Record<Weight, string>> = {
  thai: { regular: "sarabun-thai-400-normal.woff", bold: "sarabun-thai-700-normal.woff" },
  latin: { regular: "sarabun-latin-400-normal.woff", bold: "sarabun-latin-700-normal.woff" },
};

let fontBytes: Record<Script, Record<Weight, Buffer>> | undefined;

/**
 * The font files, read once per process. Resolved from node_modules at run time (never inlined by
 * the server build): the package's exports map its entry to index.css, whose folder holds files/.
 */
function fonts(): Record<Script, Record<Weight, Buffer>> {
  if (!fontBytes) {
    const packageDir = path.dirname(createRequire(import.meta.url).resolve("@fontsource/sarabun"));
    const read = (file: string) => readFileSync(path.join(packageDir, "files", file));
    fontBytes = {
      thai: { regular: read(fontFiles.thai.regular), bold: read(fontFiles.thai.bold) },
      latin: { regular: read(fontFiles.latin.regular), bold: read(fontFiles.latin.bold) },
    };
  }
  return fontBytes;
}

const fontName = (script: Script, weight: Weight) => `sarabun-${script}-${weight}`;

/** Registers the four faces on a new document. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const bytes = fonts();
  for (const script of ["thai", "latin"] as const) {
    for (const weight of ["regular", "bold"] as const) doc.registerFont(fontName(script, weight), bytes[script][weight]);
  }
}

// Thai letters, vowels, tone marks and digits; a space or a no-break space joins the run it is in.
const isThai = (char: string) => char >= "\u0e00" && char <= "\u0e7f";
const isSpace = (char: string) => char === " " || char === "\u00a0";

function runs(text: string): { script: Script; text: string }[] {
  const result: { script: Script; text: string }[] = [];
  for (const char of text) {
    const last = result.at(-1);
    const script: Script = isThai(char) ? "thai" : "latin";
    if (last && (last.script === script || isSpace(char))) last.text += char;
    else result.push({ script, text: char });
  }
  return result;
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

/** The width of a string as it will be drawn (shaped, in both subsets). */
export function textWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return runs(text).reduce(
    (sum, run) =>
      sum +
      doc
        .font(fontName(run.script, style.weight ?? "regular"))
        .fontSize(style.size)
        .widthOfString(run.text),
    0,
  );
}

/**
 * Draws with the text's own characters attached as ActualText. Shaping turns ำ into two glyphs
 * (nikhahit and aa) and a glyph has one Unicode mapping, so copied or searched Thai would read
 * "จำา" and marks could come out of order. PDFKit's markContent puts the span outside the text's
 * graphics state, where poppler places the text flipped; inside BT…ET it is where the glyphs are.
 */
function withActualText(doc: PDFKit.PDFDocument, text: string, draw: () => void): void {
  const utf16 = Buffer.from(`\ufeff${text}`, "utf16le").swap16().toString("hex");
  const span = `/Span <</ActualText <${utf16}>>> BDC`;
  const addContent = doc.addContent;
  doc.addContent = function (this: PDFKit.PDFDocument, data: string) {
    if (data === "ET") addContent.call(this, "EMC");
    addContent.call(this, data);
    if (data === "BT") addContent.call(this, span);
    return this;
  };
  try {
    draw();
  } finally {
    doc.addContent = addContent;
  }
}

/** One line, never wrapped; `align: "right"` ends it at `x`. */
export function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle & { align?: "left" | "right" },
): void {
  let cursor = style.align === "right" ? x - textWidth(doc, text, style) : x;
  doc.fillColor(style.color ?? "#111111");
  for (const run of runs(text)) {
    doc.font(fontName(run.script, style.weight ?? "regular")).fontSize(style.size);
    if (run.script === "thai") withActualText(doc, run.text, () => doc.text(run.text, cursor, y, { lineBreak: false }));
    else doc.text(run.text, cursor, y, { lineBreak: false });
    cursor += doc.widthOfString(run.text);
  }
}

// Thai is written without spaces between words: ICU's dictionary finds where a line may break.
const wordSegmenter = new Intl.Segmenter("th", { granularity: "word" });
const graphemeSegmenter = new Intl.Segmenter("th", { granularity: "grapheme" });

function pieces(text: string, segmenter: Intl.Segmenter): string[] {
  return Array.from(segmenter.segment(text), (segment) => segment.segment);
}

/** Lines of at most `width`, broken between words (Thai or English), a too-long word between letters. */
export function wrapLines(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    const queue = pieces(paragraph, wordSegmenter);
    while (queue.length > 0) {
      const piece = queue.shift() as string;
      const candidate = line + piece;
      if (textWidth(doc, candidate.trimEnd(), style) <= width) {
        line = candidate;
      } else if (line.trim() === "") {
        // A single word wider than the line: split it into letters (a letter keeps its marks).
        const letters = pieces(piece, graphemeSegmenter);
        if (letters.length === 1) line = candidate;
        else queue.unshift(...letters);
      } else {
        // Retried on a line of its own, where a word too long even for that is split.
        lines.push(line.trimEnd());
        line = "";
        if (piece.trim() !== "") queue.unshift(piece.trimStart());
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** Wrapped text from (x, y); returns the y below its last line. */
export function drawWrapped(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle & { lineHeight?: number },
): number {
  const lineHeight = style.lineHeight ?? style.size * 1.45;
  let top = y;
  for (const line of wrapLines(doc, text, width, style)) {
    drawLine(doc, line, x, top, style);
    top += lineHeight;
  }
  return top;
}
