// An amount in Thai words, as printed on receipts and tax invoices ("หนึ่งหมื่นบาทถ้วน"), following
// the spreadsheet BAHTTEXT convention: a final 1 after other digits is "เอ็ด", 2 tens is "ยี่สิบ".
import { thaiNumberWords } from "./thai-number-words-messages";

const {
  digitWords,
  placeWords,
  ten,
  twenty,
  finalOne,
  zero,
  million,
  baht: bahtWord,
  bahtExact,
  satang: satangWord,
} = thaiNumberWords;

/** 1..999,999; `afterHigher` when millions were read before it, so a lone 1 is "เอ็ด". */
function readGroup(value: number, afterHigher: boolean): string {
  const digits = Array.from(String(value), Number);
  let words = "";
  digits.forEach((digit, index) => {
    const place = digits.length - 1 - index;
    if (digit === 0) return;
    if (place === 1) words += `${digit === 1 ? "" : digit === 2 ? twenty : digitWords[digit]}${ten}`;
    else if (place === 0 && digit === 1 && (afterHigher || value > 9)) words += finalOne;
    else words += `${digitWords[digit]}${placeWords[place]}`;
  });
  return words;
}

/** A whole number in Thai words; millions repeat ("ยี่สิบเอ็ดล้าน", "หนึ่งล้านล้าน"). */
function readNumber(value: number): string {
  if (value === 0) return zero;
  const millions = Math.floor(value / 1_000_000);
  const rest = value % 1_000_000;
  const head = millions > 0 ? `${readNumber(millions)}${million}` : "";
  return rest > 0 ? head + readGroup(rest, millions > 0) : head;
}

/** Satang (integer, not negative) in Thai words: "…บาทถ้วน", or "…บาท…สตางค์". */
export function thaiBahtText(satang: number): string {
  if (!Number.isSafeInteger(satang) || satang < 0) {
    throw new RangeError(`thaiBahtText needs a whole, non-negative number of satang, got ${satang}`);
  }
  const baht = Math.floor(satang / 100);
  const rest = satang % 100;
  if (rest === 0) return `${readNumber(baht)}${bahtExact}`;
  const bahtWords = baht > 0 ? `${readNumber(baht)}${bahtWord}` : "";
  return `${bahtWords}${readNumber(rest)}${satangWord}`;
}
