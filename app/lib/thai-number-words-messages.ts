// The Thai words an amount is read with on receipts and tax invoices (app/lib/thai-baht-text.ts).
export const thaiNumberWords = {
  digitWords: ["ศูนย์", "หนึ่ง", "สอง", "สาม", "สี่", "ห้า", "หก", "เจ็ด", "แปด", "เก้า"],
  placeWords: ["", "สิบ", "ร้อย", "พัน", "หมื่น", "แสน"],
  ten: "สิบ",
  /** The "two" of twenty to twenty-nine. */
  twenty: "ยี่",
  /** A final 1 after other digits. */
  finalOne: "เอ็ด",
  zero: "ศูนย์",
  million: "ล้าน",
  baht: "บาท",
  bahtExact: "บาทถ้วน",
  satang: "สตางค์",
} as const;
