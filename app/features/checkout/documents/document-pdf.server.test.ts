// The PDFs as a reader gets them: poppler extracts their text (Thai must read as written) and
// rasterises page one, which is compared with committed reference images (Thai marks placed by
// the font's shaping, looked at by a person before they were committed).
// UPDATE_REFERENCE_IMAGES=1 rewrites the references: look at them before committing.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DocumentSnapshot } from "~/.server/db/schema";
import { renderDocumentPdf } from "./document-pdf.server";
import { sampleSnapshot } from "../../../../tests/support/sample-document-snapshot";

const referenceDir = fileURLToPath(new URL("../../../../tests/fixtures/documents/", import.meta.url));
const workDir = mkdtempSync(path.join(tmpdir(), "document-pdf-"));
/** Anti-aliasing may differ by a few pixels between poppler builds; a changed word differs by hundreds. */
const allowedDifferingPixels = 40;
let fileCount = 0;
// Each test draws a PDF and runs poppler: about a second, more on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

function tempFile(name: string, bytes: Buffer): string {
  const file = path.join(workDir, `${++fileCount}-${name}`);
  writeFileSync(file, bytes);
  return file;
}

function pdfText(pdf: Buffer): string {
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", tempFile("document.pdf", pdf), "-"], { encoding: "utf8" });
  return text.replace(/\s+/g, " ");
}

/** pdfinfo's fields ("Pages", "CreationDate" in ISO form). */
function pdfInfo(pdf: Buffer): Map<string, string> {
  const info = execFileSync("pdfinfo", ["-isodates", tempFile("document.pdf", pdf)], { encoding: "utf8" });
  return new Map(info.split("\n").map((line) => [line.split(":")[0] ?? "", line.slice(line.indexOf(":") + 1).trim()]));
}

function firstPage(pdf: Buffer): PNG {
  const prefix = path.join(workDir, `${++fileCount}-page`);
  execFileSync("pdftoppm", ["-r", "72", "-png", "-f", "1", "-l", "1", "-singlefile", tempFile("document.pdf", pdf), prefix]);
  return PNG.sync.read(readFileSync(`${prefix}.png`));
}

/** Pixels that differ between two same-sized images, and the image of where. */
function difference(actual: PNG, expected: PNG): { pixels: number; diff: PNG } {
  const diff = new PNG({ width: expected.width, height: expected.height });
  const pixels = pixelmatch(actual.data, expected.data, diff.data, expected.width, expected.height, { threshold: 0.1 });
  return { pixels, diff };
}

function expectToLookLikeReference(pdf: Buffer, name: string, { mayUpdate = true } = {}): void {
  const actual = firstPage(pdf);
  const referencePath = path.join(referenceDir, `${name}.png`);
  if (mayUpdate && process.env.UPDATE_REFERENCE_IMAGES === "1") writeFileSync(referencePath, PNG.sync.write(actual));
  const expected = PNG.sync.read(readFileSync(referencePath));
  expect([actual.width, actual.height], `page size of ${name}`).toEqual([expected.width, expected.height]);
  const { pixels, diff } = difference(actual, expected);
  if (pixels > allowedDifferingPixels) {
    const actualPath = tempFile(`${name}-actual.png`, PNG.sync.write(actual));
    const diffPath = tempFile(`${name}-diff.png`, PNG.sync.write(diff));
    expect.fail(
      `${name}: ${pixels} pixels differ from ${referencePath} (at most ${allowedDifferingPixels} may).\n` +
        `Actual: ${actualPath}\nDifference: ${diffPath}`,
    );
  }
}

const correction: DocumentSnapshot["corrects"] = {
  number: "RC-2026-000101",
  issuedAt: "2026-11-20T03:00:00.000Z",
  reason: "ชื่อผู้ซื้อสะกดผิด / The buyer's name was misspelt",
};

afterEach(() => {
  vi.useRealTimers();
});

describe("a tax invoice", () => {
  it("prints the title, both parties with their tax ids and branches, the number, the dates and the payment", async () => {
    const text = pdfText(await renderDocumentPdf(sampleSnapshot("tax_invoice")));
    for (const expected of [
      "ใบกำกับภาษี/ใบเสร็จรับเงิน",
      "Tax invoice / Receipt",
      "ต้นฉบับ / Original",
      "บริษัท สยามเว็บสตูดิโอ จำกัด (Siam Web Studio Co., Ltd.)",
      "เลขประจำตัวผู้เสียภาษี 0105566012345 / Tax ID 0105566012345",
      "สำนักงานใหญ่ / Head office",
      "บริษัท ปู่น้ำใส ผู้ซื้อดี จำกัด",
      "99/1 หมู่ 4 ตำบลที่อยู่ใหม่",
      "เลขประจำตัวผู้เสียภาษี 0505561009876 / Tax ID 0505561009876",
      "สาขาที่ 00001 / Branch 00001",
      "INV-2026-000042",
      "26 พฤศจิกายน 2569",
      "26 November 2026",
      "SWS-7K3M-9QXT",
      "ชำระเต็มจำนวน / Payment in full",
      "บัตรเครดิตหรือบัตรเดบิต / Credit or debit card",
      "เว็บไซต์ธุรกิจ แพ็กเกจมาตรฐาน",
      "Business website, Standard package",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("shows the lines, the value before VAT, the VAT and the total, in figures and in Thai words", async () => {
    const text = pdfText(await renderDocumentPdf(sampleSnapshot("tax_invoice")));
    expect(text).toMatch(/เว็บไซต์ธุรกิจ.*9,900\.00/);
    expect(text).toContain("-495.00");
    expect(text).toMatch(/มูลค่าก่อนภาษีมูลค่าเพิ่ม \/ Value before VAT.*8,789\.72/);
    expect(text).toMatch(/ภาษีมูลค่าเพิ่ม 7% \/ VAT 7%.*615\.28/);
    expect(text).toMatch(/รวมทั้งสิ้น \/ Grand total.*9,405\.00/);
    expect(text).toContain("(เก้าพันสี่ร้อยห้าบาทถ้วน)");
    expect(text).not.toContain("VAT included");
  });

  it("looks like its reference image", async () => {
    expectToLookLikeReference(await renderDocumentPdf(sampleSnapshot("tax_invoice")), "tax-invoice");
  });

  it("fails the image comparison when a word changes", async () => {
    const snapshot = sampleSnapshot("tax_invoice");
    const renamed = { ...snapshot, buyer: { ...snapshot.buyer, name: "บริษัท ปู่น้ำใส ผู้ซื้อดี จำกัด (มหาชน)" } };
    const pdf = await renderDocumentPdf(renamed);
    expect(() => expectToLookLikeReference(pdf, "tax-invoice", { mayUpdate: false })).toThrow(
      /pixels differ from .*tax-invoice\.png[^]*Actual: .*tax-invoice-actual\.png\nDifference: .*tax-invoice-diff\.png/,
    );
  });
});

describe("an abbreviated tax invoice", () => {
  it("prints, in Thai and in English, the seller with tax id and branch, the number, the date and the lines", async () => {
    const text = pdfText(await renderDocumentPdf(sampleSnapshot("abbreviated_tax_invoice")));
    for (const expected of [
      "ใบกำกับภาษีอย่างย่อ/ใบเสร็จรับเงิน",
      "Abbreviated tax invoice / Receipt",
      "บริษัท สยามเว็บสตูดิโอ จำกัด (Siam Web Studio Co., Ltd.)",
      "เลขประจำตัวผู้เสียภาษี 0105566012345 / Tax ID 0105566012345",
      "สำนักงานใหญ่ / Head office",
      "เลขที่ / No.",
      "AT-2026-00007",
      "วันที่ / Date",
      "27 พฤศจิกายน 2569",
      "27 November 2026",
      "เว็บไซต์ธุรกิจ แพ็กเกจมาตรฐาน",
      "Business website, Standard package",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("shows the VAT added on top as a line and the total marked VAT included, without a separate VAT block", async () => {
    const text = pdfText(await renderDocumentPdf(sampleSnapshot("abbreviated_tax_invoice")));
    expect(text).toContain("3. ภาษีมูลค่าเพิ่ม 7% 658.35 VAT 7%");
    expect(text).toMatch(/รวมทั้งสิ้น \/ Grand total.*10,063\.35.*\(ราคารวมภาษีมูลค่าเพิ่มแล้ว \/ VAT included\)/);
    expect(text).toContain("(หนึ่งหมื่นหกสิบสามบาทสามสิบห้าสตางค์)");
    expect(text).not.toContain("Value before VAT");
    expect(text).not.toContain("Tax invoice / Receipt");
  });

  it("looks like its reference image", async () => {
    expectToLookLikeReference(await renderDocumentPdf(sampleSnapshot("abbreviated_tax_invoice")), "abbreviated-tax-invoice");
  });
});

describe("a receipt", () => {
  it("prints the receipt title, the total alone, no VAT and the amount with satang in words", async () => {
    const text = pdfText(await renderDocumentPdf(sampleSnapshot("receipt")));
    for (const expected of [
      "ใบเสร็จรับเงิน",
      "Receipt",
      "RC-2026-000108",
      "คุณน้ำฝน ผู้ใหญ่บ้าน",
      "เงินมัดจำ / Deposit",
      "พร้อมเพย์ / PromptPay",
      "(เจ็ดพันเก้าร้อยห้าสิบบาทห้าสิบสตางค์)",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/รวมทั้งสิ้น \/ Grand total.*7,950\.50/);
    expect(text).not.toContain("ใบกำกับภาษี");
    expect(text).not.toContain("VAT");
    expect(text).not.toContain("Tax ID");
    expect(text).not.toContain("VAT included");
  });

  it("looks like its reference image", async () => {
    expectToLookLikeReference(await renderDocumentPdf(sampleSnapshot("receipt")), "receipt");
  });
  it("prints names in Latin Extended and Vietnamese letters, not empty boxes", async () => {
    const snapshot = sampleSnapshot("receipt");
    const buyer = { ...snapshot.buyer, name: "Łukasz Dvořák & Nguyễn Văn Ánh", address: "Đà Nẵng, Việt Nam" };
    const text = pdfText(await renderDocumentPdf({ ...snapshot, buyer }));
    expect(text).toContain("Łukasz Dvořák & Nguyễn Văn Ánh");
    expect(text).toContain("Đà Nẵng, Việt Nam");
  });
});

describe("a correction", () => {
  it("says which document it replaces, of which date, and why", async () => {
    const text = pdfText(await renderDocumentPdf(sampleSnapshot("receipt", { corrects: correction })));
    expect(text).toContain("ฉบับแก้ไข แทนใบเลขที่ RC-2026-000101 ลงวันที่ 20 พฤศจิกายน 2569");
    expect(text).toContain("Correction: replaces No. RC-2026-000101 of 20 November 2026");
    expect(text).toContain("เหตุผล / Reason: ชื่อผู้ซื้อสะกดผิด / The buyer's name was misspelt");
  });

  it("is not marked as a correction when it is an original", async () => {
    const text = pdfText(await renderDocumentPdf(sampleSnapshot("receipt")));
    expect(text).not.toContain("ฉบับแก้ไข");
    expect(text).not.toContain("Correction");
  });
});

describe("the file", () => {
  it("is the same bytes for the same snapshot whenever it is drawn, dated at the issue", async () => {
    const snapshot = sampleSnapshot("tax_invoice");
    const first = await renderDocumentPdf(snapshot);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-05-04T10:00:00.000Z"));
    const later = await renderDocumentPdf(snapshot);
    expect(later.equals(first)).toBe(true);
    const info = pdfInfo(first);
    expect(info.get("CreationDate")).toBe("2026-11-26T04:15:00Z");
    expect(info.get("ModDate")).toBe("2026-11-26T04:15:00Z");
  });

  it("is refused, as a rejected promise, when an amount is not whole satang", async () => {
    await expect(renderDocumentPdf({ ...sampleSnapshot("receipt"), totalSatang: 795_050.5 })).rejects.toThrow(RangeError);
  });

  it("continues a long order on a second page, numbered, with the totals at the end", async () => {
    const snapshot = sampleSnapshot("receipt");
    const line = snapshot.lines[0] as DocumentSnapshot["lines"][number];
    const lines = Array.from({ length: 20 }, (_, index) => ({ ...line, amountSatang: 10_000 + index }));
    const pdf = await renderDocumentPdf({ ...snapshot, lines, totalSatang: 200_190 });
    expect(pdfInfo(pdf).get("Pages")).toBe("2");
    const text = pdfText(pdf);
    expect(text).toContain("หน้า 1 จาก 2 / Page 1 of 2");
    expect(text).toContain("หน้า 2 จาก 2 / Page 2 of 2");
    expect(text).toMatch(/หน้า 1 จาก 2.*รวมทั้งสิ้น \/ Grand total.*2,001\.90/);
  });
});
