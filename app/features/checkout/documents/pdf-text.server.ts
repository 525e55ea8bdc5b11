// Thai and English text for PDFKit: widths, single lines and wrapped paragraphs, each string
// drawn in runs of the Sarabun subset that has its letters (sarabun-fonts.server.ts).
import { fontName, runs, type Weight } from "./sarabun-fonts.server";

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

/** The width of a string as it will be drawn (shaped, run by run). */
export function textWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return runs(text).reduce(
    (sum, run) =>
      sum +
      doc
        .font(fontName(run.subset, style.weight ?? "regular"))
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
    doc.font(fontName(run.subset, style.weight ?? "regular")).fontSize(style.size);
    if (run.subset === "thai") withActualText(doc, run.text, () => doc.text(run.text, cursor, y, { lineBreak: false }));
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

/** Lines one under the other from (x, y); returns the y below the last. */
export function drawStack(
  doc: PDFKit.PDFDocument,
  lines: string[],
  x: number,
  y: number,
  style: TextStyle & { lineHeight?: number },
): number {
  const lineHeight = style.lineHeight ?? style.size * 1.45;
  lines.forEach((line, index) => drawLine(doc, line, x, y + index * lineHeight, style));
  return y + lines.length * lineHeight;
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
  return drawStack(doc, wrapLines(doc, text, width, style), x, y, style);
}
