import { crc32, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32CombineOperator } from "./crc32-combine";
import { gzipTemplate, gzipWithNonce } from "./gzip-template";

describe("gzip with a hole for the nonce", () => {
  it("combines CRC-32s as zlib does", () => {
    const a = Buffer.from("The first part of a page, ");
    const b = Buffer.from("and the rest of it.".repeat(100));
    expect(crc32Combine(crc32(a), crc32(b), crc32CombineOperator(b.length))).toBe(crc32(Buffer.concat([a, b])));
    expect(crc32Combine(crc32(a), crc32(Buffer.alloc(0)), crc32CombineOperator(0))).toBe(crc32(a));
  });

  it.each([
    ["nonces inside", ["<html>", '<script nonce="', '">x</script>', "</html>"]],
    ["nonces at both ends and side by side", ["", "", "middle", ""]],
    ["no nonce", ["<p>only text</p>"]],
    ["a large page", ["<p>" + "Thai text ภาษาไทย and English. ".repeat(5000), "</p>" + "x".repeat(70_000)]],
    ["a NUL byte in the page", ["<p>\u0000", "\u0000\u0000\u0000</p>"]],
    ["text that repeats the nonce around it", ['AAAAAAAAAAAAAAAAAAAAAAAA nonce="', '" AAAAAAAAAAAAAAAAAAAAAAAA nonce="', '"']],
  ])("decompresses to the page with the new nonce (%s)", async (_name, parts) => {
    const segments = parts.map((part) => Buffer.from(part));
    const template = await gzipTemplate(segments, 24);
    for (const nonce of ["A".repeat(24), "abcDEF0123456789+/abcd==", "\u0000".repeat(24)]) {
      const nonceBytes = Buffer.from(nonce);
      const expected = Buffer.concat(segments.flatMap((segment, index) => (index === 0 ? [segment] : [nonceBytes, segment])));
      // gunzip checks the CRC-32 and length in the trailer too.
      expect(gunzipSync(gzipWithNonce(template, nonceBytes)).equals(expected)).toBe(true);
    }
  });
});

it("compresses about as well as gzip of the whole page, but for the nonces", async () => {
  const nonce = "abcDEF0123456789+/abcd==";
  const link = (n: number) => `<link rel="modulepreload" href="/assets/chunk-${n}-DfX3k9a.js" nonce="`;
  const parts = ["<!DOCTYPE html><html><head>", ...Array.from({ length: 20 }, (_, n) => `"/>${link(n)}`), '"/></head></html>'];
  const segments = parts.map((part) => Buffer.from(part));
  const whole = Buffer.concat(segments.flatMap((segment, index) => (index === 0 ? [segment] : [Buffer.from(nonce), segment])));
  const spliced = gzipWithNonce(await gzipTemplate(segments, nonce.length), Buffer.from(nonce));
  // Each hole costs the nonce itself, a stored block's 5 bytes and a flush.
  expect(spliced.length).toBeLessThan(gzipSync(whole).length + 20 * (nonce.length + 5 + 12));
});
