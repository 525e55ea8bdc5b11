import { describe, expect, it } from "vitest";
import { thaiTextParts, thaiWordsKeptWhole } from "./thai-words";

const kept = (text: string) =>
  thaiTextParts(text)
    .filter((part) => part.keepWhole)
    .map((part) => part.text);

describe("thaiTextParts", () => {
  it("cuts the text around listed words and loses nothing", () => {
    const title = "ให้ลูกค้าค้นเจอบน Google Maps และ Google: เช็กลิสต์สำหรับร้านค้าไทย";
    const parts = thaiTextParts(title);
    expect(parts.map((part) => part.text).join("")).toBe(title);
    expect(parts).toContainEqual({ text: "เช็กลิสต์", keepWhole: true, breakBefore: false, breakAfter: true });
    expect(thaiTextParts("ดูแพ็กเกจราคา")).toEqual([
      { text: "ดู", keepWhole: false },
      { text: "แพ็กเกจ", keepWhole: true, breakBefore: true, breakAfter: true },
      { text: "ราคา", keepWhole: false },
    ]);
  });

  it("leaves text without listed words as one part, and English alone", () => {
    expect(thaiTextParts("ร้านค้าไทย")).toEqual([{ text: "ร้านค้าไทย", keepWhole: false }]);
    expect(thaiTextParts("A checklist for Thai shops")).toEqual([{ text: "A checklist for Thai shops", keepWhole: false }]);
    expect(thaiTextParts("")).toEqual([]);
  });

  it("prefers the longest listed word at a place", () => {
    expect(kept("รับพรีออเดอร์")).toEqual(["พรีออเดอร์"]);
    expect(kept("โซเชียลมีเดียของร้าน")).toEqual(["โซเชียลมีเดีย"]);
  });

  it("finds a word only where it stands whole: not after a leading vowel, not before a mark that continues it", () => {
    // "ออเดอร์" inside a syllable that began with เ, and "คอนโด" followed by a vowel sign.
    expect(kept("เออเดอร์")).toEqual([]);
    expect(kept("คอนโดะ")).toEqual([]);
    expect(kept("คอนโดมิเนียม")).toEqual(["คอนโดมิเนียม"]);
  });

  it("allows a break only next to another Thai word", () => {
    expect(thaiTextParts("(แพ็กเกจ)")[1]).toMatchObject({ breakBefore: false, breakAfter: false });
    expect(thaiTextParts("แพ็กเกจ Starter")[0]).toMatchObject({ breakBefore: false, breakAfter: false });
    expect(thaiTextParts("สินค้าในสต็อกๆ")[1]).toMatchObject({ text: "สต็อก", breakBefore: true, breakAfter: false });
  });

  it("lists each word once, in Thai script only", () => {
    expect(new Set(thaiWordsKeptWhole).size).toBe(thaiWordsKeptWhole.length);
    for (const word of thaiWordsKeptWhole) expect(word).toMatch(/^[\u0e01-\u0e4e]+$/);
  });
});
