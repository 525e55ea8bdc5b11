// Gzip with a hole for the nonce. Each stretch of the body between nonces is deflated on its
// own, ending on a byte boundary, and the nonce goes between them as an uncompressed "stored"
// block, so a response is a few memory copies; the CRC-32 is combined from precomputed parts.
// Each stretch is deflated with what precedes it as a preset dictionary (so the repeated
// `<link rel="modulepreload" ...>` tags still compress), in which the nonces are NUL bytes: a
// page holds no NUL, so no back-reference can point into a nonce, whose bytes change.
import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";
import { crc32Combine, crc32CombineOperator } from "./crc32-combine";

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
const deflateRawAsync = promisify(deflateRaw);

const WINDOW = 32 * 1024;

export interface GzipTemplate {
  /** The nonce length the dictionaries were made with; another length cannot fill the holes. */
  nonceLength: number;
  nonceOperator: number;
  /** Deflated segments; every one but the last ends with a sync flush (byte-aligned, not final). */
  parts: Buffer[];
  crcs: number[];
  operators: number[];
  /** Uncompressed length of the segments (without the nonces). */
  segmentBytes: number;
  bytes: number;
}

export async function gzipTemplate(segments: Buffer[], nonceLength: number): Promise<GzipTemplate> {
  const placeholder = Buffer.alloc(nonceLength, 0);
  const whole = Buffer.concat(segments.flatMap((segment, index) => (index === 0 ? [segment] : [placeholder, segment])));
  // With a NUL in the page itself a match could reach into a hole: fall back to no dictionaries.
  const dictionaries = segments.every((segment) => segment.indexOf(0) === -1);
  let start = 0;
  const parts = await Promise.all(
    segments.map((segment, index) => {
      if (index > 0) start += nonceLength;
      const dictionary = dictionaries && start > 0 ? whole.subarray(Math.max(0, start - WINDOW), start) : undefined;
      start += segment.length;
      return deflateRawAsync(segment, {
        level: 6,
        finishFlush: index === segments.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
        ...(dictionary ? { dictionary } : {}),
      });
    }),
  );
  return {
    nonceLength,
    nonceOperator: crc32CombineOperator(nonceLength),
    parts,
    crcs: segments.map((segment) => crc32(segment)),
    operators: segments.map((segment) => crc32CombineOperator(segment.length)),
    segmentBytes: segments.reduce((sum, segment) => sum + segment.length, 0),
    bytes: parts.reduce((sum, part) => sum + part.length, 0),
  };
}

/** A complete gzip member: the template's segments with `nonce` in each hole. */
export function gzipWithNonce(template: GzipTemplate, nonce: Buffer): Buffer {
  if (nonce.length !== template.nonceLength && template.parts.length > 1) {
    throw new Error(`A ${nonce.length}-byte nonce cannot fill ${template.nonceLength}-byte holes`);
  }
  const holes = template.parts.length - 1;
  const stored = 5 + nonce.length;
  const out = Buffer.allocUnsafe(GZIP_HEADER.length + template.bytes + holes * stored + 8);
  let offset = GZIP_HEADER.copy(out, 0);
  const nonceCrc = crc32(nonce);
  const nonceOperator = template.nonceOperator;
  let crc = template.crcs[0] ?? 0;
  template.parts.forEach((part, index) => {
    if (index > 0) {
      // A stored block: BFINAL 0, BTYPE 00, padded to the byte, then LEN and its complement.
      out[offset] = 0;
      out.writeUInt16LE(nonce.length, offset + 1);
      out.writeUInt16LE(~nonce.length & 0xffff, offset + 3);
      offset += 5;
      offset += nonce.copy(out, offset);
      crc = crc32Combine(crc, nonceCrc, nonceOperator);
      crc = crc32Combine(crc, template.crcs[index] ?? 0, template.operators[index] ?? 0);
    }
    offset += part.copy(out, offset);
  });
  out.writeUInt32LE(crc, offset);
  out.writeUInt32LE((template.segmentBytes + holes * nonce.length) % 2 ** 32, offset + 4);
  return out;
}
