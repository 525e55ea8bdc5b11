// CRC-32 of a concatenation from the CRC-32s of its parts, as zlib's crc32_combine does, so a
// gzip trailer can be computed without reading the bytes again.

const POLY = 0xedb88320;

function multModP(a: number, b: number): number {
  if (a === 0) return 0;
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

const X2N = (() => {
  const table = new Array<number>(32);
  let p = 0x40000000; // x^1
  table[0] = p;
  for (let n = 1; n < 32; n++) table[n] = p = multModP(p, p);
  return table;
})();

/** zlib's crc32_combine_gen: the operator that appends `length` bytes' worth of CRC. */
export function crc32CombineOperator(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) p = multModP(X2N[k & 31] ?? 0, p);
  }
  return p;
}

/** CRC-32 of a||b from crc(a), crc(b) and the operator for b's length. */
export function crc32Combine(crcA: number, crcB: number, operator: number): number {
  return (multModP(operator, crcA) ^ crcB) >>> 0;
}
