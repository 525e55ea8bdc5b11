// The blocks of a receipt or tax invoice, each drawn from a y and returning the y below it.
import type { DocumentSnapshot } from "~/.server/db/schema";
import { type MessageKey, messagesT } from "~/i18n/messages";
import { documentDate, formatAmount } from "./document-format";
import { documentPdfMessages } from "./document-pdf-messages.server";
import { drawLine, drawStack, drawWrapped, textWidth, type TextStyle, wrapLines } from "./pdf-text.server";

type Doc = PDFKit.PDFDocument;
type Key = MessageKey<typeof documentPdfMessages>;

export const page = { width: 595.28, height: 841.89, margin: 48 };
export const left = page.margin;
export const right = page.width - page.margin;
const column = 308;
export const ink = { text: "#111111", muted: "#5b5b5b", rule: "#b9b9b9", fill: "#f2f2f2", warn: "#fdecec" };

const th = messagesT(documentPdfMessages, "th");
const en = messagesT(documentPdfMessages, "en");
/** "ไทย / English" for a catalogue key. */
export const both = (key: Key, values?: Record<string, string>) => `${th(key, values)} / ${en(key, values)}`;
const bothDates = (iso: string) => `${documentDate(iso, "th")} / ${documentDate(iso, "en")}`;

const label: TextStyle = { size: 8.5, color: ink.muted };
const body: TextStyle = { size: 10 };

function branchText(branch: string): string {
  return branch === "00000" ? both("headOffice") : both("branch", { branch });
}

function taxLines(party: { taxId?: string; branch?: string }): string[] {
  if (!party.taxId) return [];
  const taxId = both("taxId", { taxId: party.taxId });
  return party.branch ? [taxId, branchText(party.branch)] : [taxId];
}

/** Seller on the left, title and number box on the right. */
export function drawHeader(doc: Doc, snapshot: DocumentSnapshot, top: number): number {
  const { seller } = snapshot;
  const titleStyle: TextStyle = { size: 17, weight: "bold" };
  // A long Thai title (the abbreviated tax invoice's) reaches left of the number box: the seller's
  // name, level with it, wraps before it.
  const titleWidth = textWidth(doc, th(`title.${snapshot.type}`), titleStyle);
  const nameWidth = Math.min(column - 16, right - titleWidth - 16 - left);
  let y = drawWrapped(doc, seller.name, left, top, nameWidth, { size: 13, weight: "bold" });
  y = drawWrapped(doc, seller.address, left, y + 2, column - 16, body);
  for (const line of [...taxLines(seller), `${seller.email}  ·  ${seller.phone}`]) {
    y = drawWrapped(doc, line, left, y, column - 16, body);
  }

  drawLine(doc, th(`title.${snapshot.type}`), right, top, { ...titleStyle, align: "right" });
  drawLine(doc, en(`title.${snapshot.type}`), right, top + 24, { size: 11.5, weight: "bold", align: "right" });
  drawLine(doc, both("original"), right, top + 42, { size: 9, color: ink.muted, align: "right" });

  let boxY = top + 64;
  const rows: [Key, string[]][] = [
    ["number", [snapshot.number]],
    ["date", [documentDate(snapshot.issuedAt, "th"), documentDate(snapshot.issuedAt, "en")]],
    ["order", [snapshot.orderReference]],
  ];
  const boxTop = boxY;
  for (const [key, values] of rows) {
    drawLine(doc, both(key), left + column + 10, boxY + 6, label);
    values.forEach((value, index) => {
      drawLine(doc, value, right - 10, boxY + 6 + index * 14, {
        ...body,
        weight: index === 0 ? "bold" : "regular",
        align: "right",
      });
    });
    boxY += 8 + values.length * 14;
  }
  doc
    .lineWidth(0.7)
    .strokeColor(ink.rule)
    .rect(left + column, boxTop, right - left - column, boxY - boxTop + 4)
    .stroke();
  return Math.max(y, boxY + 4) + 14;
}

/** The red band of a correction: which document it replaces, and why. */
export function drawCorrection(doc: Doc, corrects: NonNullable<DocumentSnapshot["corrects"]>, top: number): number {
  const width = right - left - 20;
  const lines = [
    ...wrapLines(doc, th("correction", { number: corrects.number, date: documentDate(corrects.issuedAt, "th") }), width, {
      size: 10,
      weight: "bold",
    }),
    ...wrapLines(doc, en("correction", { number: corrects.number, date: documentDate(corrects.issuedAt, "en") }), width, {
      size: 10,
      weight: "bold",
    }),
  ];
  const reason = wrapLines(doc, `${both("reason")}: ${corrects.reason}`, width, body);
  const height = (lines.length + reason.length) * 14.5 + 14;
  doc
    .fillColor(ink.warn)
    .rect(left, top, right - left, height)
    .fill();
  const below = drawStack(doc, lines, left + 10, top + 7, { size: 10, weight: "bold", lineHeight: 14.5 });
  drawStack(doc, reason, left + 10, below, { ...body, lineHeight: 14.5 });
  return top + height + 14;
}

/**
 * The band of a credit note (s.86/10): the tax invoice it reduces, the invoice's value, what
 * earlier credit notes took off it, the correct value, the difference (this credit note), and why.
 */
export function drawCreditNoteBand(doc: Doc, note: NonNullable<DocumentSnapshot["creditNote"]>, top: number): number {
  const width = right - left - 20;
  const lines = (["th", "en"] as const).flatMap((language) =>
    wrapLines(
      doc,
      (language === "th" ? th : en)("creditNote.refersTo", {
        number: note.invoice.number,
        date: documentDate(note.invoice.issuedAt, language),
      }),
      width,
      { size: 10, weight: "bold" },
    ),
  );
  const before = note.creditedBeforeSatang ?? 0;
  const figures: [string, number][] = [
    [both("creditNote.invoiceValue"), note.invoice.totalSatang],
    ...(before > 0 ? [[both("creditNote.creditedBefore"), before] as [string, number]] : []),
    [both("creditNote.correctValue"), note.invoice.totalSatang - before - note.refundedSatang],
    [both("creditNote.difference"), note.refundedSatang],
  ];
  const reason = wrapLines(doc, `${both("reason")}: ${note.reason}`, width, body);
  const height = (lines.length + figures.length + reason.length) * 14.5 + 14;
  doc
    .fillColor(ink.fill)
    .rect(left, top, right - left, height)
    .fill();
  let y = drawStack(doc, lines, left + 10, top + 7, { size: 10, weight: "bold", lineHeight: 14.5 });
  for (const [text, satang] of figures) {
    drawLine(doc, text, left + 10, y, body);
    drawLine(doc, formatAmount(satang), right - 10, y, { ...body, align: "right" });
    y += 14.5;
  }
  drawStack(doc, reason, left + 10, y, { ...body, lineHeight: 14.5 });
  return top + height + 14;
}

/** Buyer on the left; what was paid, how and when on the right. */
export function drawParties(doc: Doc, snapshot: DocumentSnapshot, top: number): number {
  const { buyer, payment } = snapshot;
  drawLine(doc, both("buyer"), left, top, { size: 9, weight: "bold", color: ink.muted });
  let y = drawWrapped(doc, buyer.name, left, top + 15, column - 16, { size: 11, weight: "bold" });
  // An abbreviated tax invoice or a receipt may have no buyer address: no empty line for it.
  if (buyer.address) y = drawWrapped(doc, buyer.address, left, y + 1, column - 16, body);
  for (const line of [buyer.email, ...taxLines(buyer)]) y = drawWrapped(doc, line, left, y, column - 16, body);

  const x = left + column;
  const facts: [Key, string][] = [
    ["paidFor", `${th(`purpose.${snapshot.purpose}`)} / ${en(`purpose.${snapshot.purpose}`)}`],
    ["method", `${th(`methods.${payment.method}`)} / ${en(`methods.${payment.method}`)}`],
    ["paidOn", bothDates(payment.paidAt)],
  ];
  let factY = top;
  for (const [key, value] of facts) {
    drawLine(doc, both(key), x, factY, label);
    factY = drawWrapped(doc, value, x, factY + 12, right - x, body) + 4;
  }
  return Math.max(y, factY) + 14;
}

export { body, label };
