// The PromptPay QR as a PNG a customer can save and open from a banking app's "scan from gallery":
// a card in the Thai QR Payment manner (the navy band with "THAI QR PAYMENT", the QR, then who is
// paid, how much and for which order). Text is drawn as outlines from the Sarabun faces the PDFs
// use (fontkit shapes Thai: tone marks placed), so the image needs no system font, and sharp turns
// the SVG into a PNG. Nothing is fetched or installed at run time.
import QRCode from "qrcode";
import sharp from "sharp";
import { runs, sarabunFont, type Weight } from "./documents/sarabun-fonts.server";

export interface PromptPayImageInput {
  /** The EMVCo payload the QR carries (promptPayPayload). */
  payload: string;
  /** Lines under the QR, in the page's language: a small label and its value. */
  lines: { label: string; value: string; emphasis?: boolean }[];
}

const WIDTH = 720;
const NAVY = "#113566";
const QR_SIZE = 440;

/** A line of text as one SVG path, centred on x; its outlines come from Sarabun, run by run. */
function textPath(text: string, options: { size: number; weight: Weight; centreX: number; baseline: number }): string {
  const shaped = runs(text).map((run) => {
    const font = sarabunFont(run.subset, options.weight);
    return { font, layout: font.layout(run.text) };
  });
  const width = shaped.reduce((sum, { font, layout }) => sum + (layout.advanceWidth * options.size) / font.unitsPerEm, 0);
  let penX = options.centreX - width / 2;
  const parts: string[] = [];
  for (const { font, layout } of shaped) {
    const scale = options.size / font.unitsPerEm;
    layout.glyphs.forEach((glyph, index) => {
      const position = layout.positions[index];
      if (!position) return;
      const x = penX + position.xOffset * scale;
      const y = options.baseline - position.yOffset * scale;
      // Font units grow upwards, SVG's downwards: flip y, then move to the pen.
      parts.push(glyph.path.transform(scale, 0, 0, -scale, x, y).toSVG());
      penX += position.xAdvance * scale;
    });
  }
  return parts.join("");
}

/** The QR's dark modules as one path, `size` pixels square with a 4-module quiet zone inside. */
function qrPath(payload: string, x: number, y: number, size: number): string {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: "M" });
  const count = modules.size + 8;
  const cell = size / count;
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      const left = x + (column + 4) * cell;
      const top = y + (row + 4) * cell;
      parts.push(`M${left.toFixed(2)} ${top.toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z`);
    }
  }
  return parts.join("");
}

export function promptPayImageSvg({ payload, lines }: PromptPayImageInput): string {
  const centre = WIDTH / 2;
  const qrTop = 150;
  let y = qrTop + QR_SIZE + 40;
  const text: string[] = [];
  for (const line of lines) {
    y += 34;
    text.push(
      `<path fill="#475569" d="${textPath(line.label, { size: 24, weight: "regular", centreX: centre, baseline: y })}"/>`,
    );
    y += line.emphasis ? 56 : 42;
    const size = line.emphasis ? 46 : 30;
    text.push(`<path fill="#0f172a" d="${textPath(line.value, { size, weight: "bold", centreX: centre, baseline: y })}"/>`);
    y += 14;
  }
  const height = y + 50;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}">`,
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    `<rect width="${WIDTH}" height="110" fill="${NAVY}"/>`,
    `<path fill="#ffffff" d="${textPath("THAI QR PAYMENT", { size: 40, weight: "bold", centreX: centre, baseline: 72 })}"/>`,
    `<rect x="${centre - QR_SIZE / 2 - 2}" y="${qrTop - 2}" width="${QR_SIZE + 4}" height="${QR_SIZE + 4}" fill="none" stroke="${NAVY}" stroke-width="4" rx="12"/>`,
    `<path fill="#000000" d="${qrPath(payload, centre - QR_SIZE / 2, qrTop, QR_SIZE)}"/>`,
    ...text,
    "</svg>",
  ].join("");
}

/** The card as a PNG. */
export function promptPayImagePng(input: PromptPayImageInput): Promise<Buffer> {
  return sharp(Buffer.from(promptPayImageSvg(input)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
