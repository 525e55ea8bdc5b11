// A receipt, tax invoice or credit note as a PDF (A4, Thai with English), drawn from its snapshot alone.
// Server-only: it reads font files and must never reach a browser chunk.
import PDFDocument from "pdfkit";
import type { DocumentSnapshot } from "~/.server/db/schema";
import { thaiBahtText } from "~/lib/thai-baht-text";
import { formatAmount } from "./document-format";
import {
  body,
  both,
  drawCorrection,
  drawCreditNoteBand,
  drawHeader,
  drawParties,
  ink,
  label,
  left,
  page,
  right,
} from "./document-pdf-parts.server";
import { drawLine, drawStack, wrapLines } from "./pdf-text.server";
import { registerFonts } from "./sarabun-fonts.server";

type Doc = PDFKit.PDFDocument;
const amountColumn = 120;
const bottom = page.height - page.margin - 24;

/** Starts a new page when `height` more would not fit above the footer; returns where to draw. */
function room(doc: Doc, y: number, height: number): number {
  if (y + height <= bottom) return y;
  doc.addPage();
  return page.margin;
}

function drawTableHead(doc: Doc, y: number): number {
  doc
    .fillColor(ink.fill)
    .rect(left, y, right - left, 22)
    .fill();
  drawLine(doc, both("description"), left + 8, y + 5, { size: 9, weight: "bold" });
  drawLine(doc, both("amount"), right - 8, y + 5, { size: 9, weight: "bold", align: "right" });
  return y + 28;
}

function drawLines(doc: Doc, snapshot: DocumentSnapshot, top: number): number {
  let y = drawTableHead(doc, top);
  const width = right - left - amountColumn - 16;
  snapshot.lines.forEach((line, index) => {
    const thai = wrapLines(doc, line.description.th, width, { size: 10.5 });
    const english = wrapLines(doc, line.description.en, width, { size: 9 });
    const height = thai.length * 15 + english.length * 13 + 8;
    const start = room(doc, y, height);
    if (start !== y) y = drawTableHead(doc, start);
    drawLine(doc, `${index + 1}.`, left + 8, y, { size: 10.5 });
    const below = drawStack(doc, thai, left + 26, y, { size: 10.5, lineHeight: 15 });
    drawStack(doc, english, left + 26, below, { size: 9, lineHeight: 13, color: ink.muted });
    drawLine(doc, formatAmount(line.amountSatang), right - 8, y, { size: 10.5, align: "right" });
    y += height;
    doc
      .lineWidth(0.5)
      .strokeColor(ink.rule)
      .moveTo(left, y - 4)
      .lineTo(right, y - 4)
      .stroke();
  });
  return y + 6;
}

/**
 * Base, VAT and total on a tax invoice; the total alone on a receipt; the total marked "VAT
 * included" on an abbreviated tax invoice (Revenue Code s.86/6 asks for the statement, not the
 * VAT apart); then the total in Thai words.
 */
function drawTotals(doc: Doc, snapshot: DocumentSnapshot, top: number): number {
  const rows: [string, number][] = snapshot.vat
    ? [
        [both("base"), snapshot.vat.baseSatang],
        [both("vat", { rate: String(snapshot.vat.ratePercent) }), snapshot.vat.vatSatang],
      ]
    : [];
  const vatIncluded = snapshot.type === "abbreviated_tax_invoice";
  let y = room(doc, top, rows.length * 17 + 90 + (vatIncluded ? 16 : 0));
  const x = right - 290;
  for (const [text, satang] of rows) {
    drawLine(doc, text, x, y, body);
    drawLine(doc, formatAmount(satang), right - 8, y, { ...body, align: "right" });
    y += 17;
  }
  doc.lineWidth(1).strokeColor(ink.text).moveTo(x, y).lineTo(right, y).stroke();
  drawLine(doc, both("total"), x, y + 6, { size: 11, weight: "bold" });
  drawLine(doc, formatAmount(snapshot.totalSatang), right - 8, y + 6, { size: 11, weight: "bold", align: "right" });
  y += 28;
  doc
    .lineWidth(1)
    .moveTo(x, y - 2)
    .lineTo(right, y - 2)
    .stroke();
  if (vatIncluded) {
    drawLine(doc, `(${both("vatIncluded")})`, right - 8, y + 2, { ...body, align: "right" });
    y += 16;
  }

  y += 12;
  doc
    .fillColor(ink.fill)
    .rect(left, y, right - left, 42)
    .fill();
  drawLine(doc, both("inWords"), left + 10, y + 6, label);
  drawLine(doc, `(${thaiBahtText(snapshot.totalSatang)})`, left + 10, y + 20, { size: 11, weight: "bold" });
  y += 56;
  drawLine(doc, both(snapshot.creditNote ? "creditNote.refunded" : "received"), left, y, { ...body, color: ink.muted });
  return y + 20;
}

/** Number and "page n of m" at the foot of every page (pages are buffered until then). */
function drawFooters(doc: Doc, snapshot: DocumentSnapshot): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Text below the bottom margin would otherwise make PDFKit open a page.
    doc.page.margins.bottom = 0;
    const y = page.height - page.margin;
    doc
      .lineWidth(0.5)
      .strokeColor(ink.rule)
      .moveTo(left, y - 6)
      .lineTo(right, y - 6)
      .stroke();
    drawLine(doc, snapshot.number, left, y, { size: 8, color: ink.muted });
    drawLine(doc, both("page", { page: String(index + 1), pages: String(count) }), right, y, {
      size: 8,
      color: ink.muted,
      align: "right",
    });
  }
}

/**
 * The document as PDF bytes. The same snapshot always gives the same bytes: the PDF's dates are
 * the issue time and its file ID is derived from them, so stored copies and reference images match.
 */
export async function renderDocumentPdf(snapshot: DocumentSnapshot): Promise<Buffer> {
  const issued = new Date(snapshot.issuedAt);
  const doc = new PDFDocument({
    size: "A4",
    margin: page.margin,
    bufferPages: true,
    lang: "th-TH",
    displayTitle: true,
    info: {
      Title: `${both(`title.${snapshot.type}`)} ${snapshot.number}`,
      Author: snapshot.seller.name,
      Creator: snapshot.seller.name,
      Producer: "PDFKit",
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  registerFonts(doc);
  let y = drawHeader(doc, snapshot, page.margin);
  if (snapshot.corrects) y = drawCorrection(doc, snapshot.corrects, y);
  if (snapshot.creditNote) y = drawCreditNoteBand(doc, snapshot.creditNote, y);
  y = drawParties(doc, snapshot, y);
  y = drawLines(doc, snapshot, y);
  drawTotals(doc, snapshot, y);
  drawFooters(doc, snapshot);
  doc.end();
  return done;
}
