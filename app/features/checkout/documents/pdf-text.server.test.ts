import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { textWidth, wrapLines } from "./pdf-text.server";
import { registerFonts } from "./sarabun-fonts.server";

function newDocument(): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: "A4" });
  registerFonts(doc);
  return doc;
}

describe("wrapLines", () => {
  const style = { size: 10 };

  it("breaks Thai written without spaces between words, never before a vowel or tone mark", () => {
    const doc = newDocument();
    const text = "ค่าออกแบบและพัฒนาเว็บไซต์ร้านค้าออนไลน์พร้อมระบบชำระเงินผ่านพร้อมเพย์และบัตรเครดิตสำหรับผู้ซื้อ";
    const lines = wrapLines(doc, text, 150, style);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join("")).toBe(text);
    for (const line of lines) {
      expect(textWidth(doc, line, style)).toBeLessThanOrEqual(150);
      expect(line).not.toMatch(/^\p{M}/u);
    }
    // Every break falls between two words of the Thai dictionary, none inside a word.
    const wordEnds = new Set(
      Array.from(new Intl.Segmenter("th", { granularity: "word" }).segment(text), (word) => word.index + word.segment.length),
    );
    let end = 0;
    for (const line of lines) expect(wordEnds).toContain((end += line.length));
  });

  it("breaks English at spaces and keeps line breaks of the text", () => {
    const doc = newDocument();
    const lines = wrapLines(doc, "Business website with an online shop and a booking page\nSecond line", 120, style);
    expect(lines.at(-1)).toBe("Second line");
    for (const line of lines) expect(line).toBe(line.trim());
    expect(lines.slice(0, -1).join(" ")).toBe("Business website with an online shop and a booking page");
  });

  it("splits a word longer than the line between letters, keeping each letter with its marks", () => {
    const doc = newDocument();
    const lines = wrapLines(doc, "ผู้ซื้อผู้ซื้อผู้ซื้อผู้ซื้อ", 30, style);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("")).toBe("ผู้ซื้อผู้ซื้อผู้ซื้อผู้ซื้อ");
    for (const line of lines) expect(line).not.toMatch(/^\p{M}/u);
  });
});
