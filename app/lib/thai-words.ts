// Thai has no spaces between words, so the browser finds line breaks with ICU's Thai dictionary.
// That dictionary lacks many loanwords: Chromium breaks "เช็กลิสต์" as "เช็" / "กลิสต์", and
// an unknown word also throws off the words after it ("แพ็กเกจราคา" breaks inside "ราคา").
// The words below are ones Chromium's ICU splits; text is cut into parts so that each of them
// can be kept whole and the words around it measured afresh (ADR 090).

/**
 * Loanwords and names the browser's Thai dictionary does not know, in the spellings the site
 * uses (the Royal Institute's and the common ones). Add a word when a Thai heading breaks inside
 * it; `Intl.Segmenter("th", { granularity: "word" })` in Chromium shows whether ICU splits it.
 */
export const thaiWordsKeptWhole: readonly string[] = [
  // The agency's own trade
  "แพ็กเกจ",
  "โฮสติ้ง",
  "ฟรีแลนซ์",
  "เช็กลิสต์",
  "เช็คลิสต์",
  "คอนเทนต์",
  "โปรเจกต์",
  "โปรเจ็กต์",
  "พอร์ตโฟลิโอ",
  "แลนดิ้งเพจ",
  "ไซต์แมป",
  "เอสอีโอ",
  "แดชบอร์ด",
  "แอดมิน",
  "อัปโหลด",
  "แบ็กอัป",
  "แบ็กเอนด์",
  "ฟรอนต์เอนด์",
  "โค้ดดิ้ง",
  "อินโฟกราฟิก",
  "เมนเทนแนนซ์",
  "แคปต์ชา",
  "พรีวิว",
  "ทราฟฟิก",
  "คอนเวอร์ชัน",
  "มาร์เก็ตติ้ง",
  "เอเจนซี",
  "เอเจนซี่",
  // Selling online
  "ออเดอร์",
  "พรีออเดอร์",
  "แคตตาล็อก",
  "แคตาล็อก",
  "สต็อก",
  "สต๊อก",
  "เดลิเวอรี่",
  "เดลิเวอรี",
  "มาร์เก็ตเพลส",
  "คอมมิชชัน",
  "อินวอยซ์",
  "ช้อปปิ้ง",
  "บุ๊กกิ้ง",
  "เช็กอิน",
  "เช็กเอาต์",
  "ออฟไลน์",
  "บรอดแคสต์",
  "พอดแคสต์",
  "บิสซิเนส",
  "สตาร์ตอัป",
  "สตาร์ทอัพ",
  "สมาร์ตโฟน",
  "ซีอีโอ",
  // Kinds of business the site's customers run
  "เกสต์เฮาส์",
  "สตูดิโอ",
  "เบเกอรี่",
  "เบเกอรี",
  "รีสอร์ต",
  "โฮมสเตย์",
  "ซาลอน",
  "คอนโดมิเนียม",
  "คอนโด",
  "รีโนเวต",
  // Names
  "โซเชียลมีเดีย",
  "โซเชียล",
  "เฟซบุ๊ก",
  "เฟสบุ๊ค",
  "อินสตาแกรม",
  "ติ๊กต็อก",
  "กูเกิล",
  "ยูทูบ",
  "พร้อมเพย์",
  "คิวอาร์โค้ด",
  "คิวอาร์",
];

/** A run of text, and whether it is one listed word to keep whole. */
export interface ThaiTextPart {
  text: string;
  keepWhole: boolean;
  /** For a listed word: whether a Thai word touches it, so a line may break between them. */
  breakBefore?: boolean;
  breakAfter?: boolean;
}

// Longest first, so "พรีออเดอร์" wins over "ออเดอร์" at the same place.
const wordsByFirstCharacter = new Map<string, string[]>();
for (const word of [...thaiWordsKeptWhole].sort((a, b) => b.length - a.length)) {
  const first = word[0] ?? "";
  wordsByFirstCharacter.set(first, [...(wordsByFirstCharacter.get(first) ?? []), word]);
}

// Thai letters, vowels and marks: the characters ICU measures as one run with its dictionary.
const isThaiLetter = (character: string | undefined) => character !== undefined && character >= "\u0e01" && character <= "\u0e4e";
// เ แ โ ใ ไ are written before the consonant they follow in speech: a word never ends with one.
const isLeadingVowel = (character: string | undefined) =>
  character !== undefined && character >= "\u0e40" && character <= "\u0e44";
// A word starts with a consonant or a leading vowel.
const startsWord = (character: string | undefined) =>
  character !== undefined && ((character >= "\u0e01" && character <= "\u0e2e") || isLeadingVowel(character));
// Vowel signs, tone marks and ะ า ำ continue the syllable before them: a word cannot end there.
const continuesSyllable = (character: string | undefined) =>
  character !== undefined &&
  ((character >= "\u0e30" && character <= "\u0e3a") ||
    character === "\u0e45" ||
    (character >= "\u0e47" && character <= "\u0e4e"));

/**
 * `text` cut into listed words and the runs between them. A listed word counts only where it
 * stands as a word of its own: not after a leading vowel, not before a mark that continues it.
 */
export function thaiTextParts(text: string): ThaiTextPart[] {
  const parts: ThaiTextPart[] = [];
  let runStart = 0;
  let index = 0;
  while (index < text.length) {
    const word = wordAt(text, index);
    if (!word) {
      index++;
      continue;
    }
    if (index > runStart) parts.push({ text: text.slice(runStart, index), keepWhole: false });
    const end = index + word.length;
    parts.push({
      text: word,
      keepWhole: true,
      breakBefore: isThaiLetter(text[index - 1]),
      breakAfter: startsWord(text[end]),
    });
    index = end;
    runStart = end;
  }
  if (runStart < text.length) parts.push({ text: text.slice(runStart), keepWhole: false });
  return parts;
}

function wordAt(text: string, index: number): string | undefined {
  const candidates = wordsByFirstCharacter.get(text[index] ?? "");
  if (!candidates || isLeadingVowel(text[index - 1])) return undefined;
  return candidates.find((word) => {
    if (!text.startsWith(word, index)) return false;
    return !continuesSyllable(text[index + word.length]);
  });
}
