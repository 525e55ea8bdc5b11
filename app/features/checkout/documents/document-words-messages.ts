// Words of the documents that are data rather than labels: the Thai month names (the PDF does not
// rely on the server's locale data) and the lines of a deposit, a balance and a discount.
export const thaiMonths = [
  "มกราคม",
  "กุมภาพันธ์",
  "มีนาคม",
  "เมษายน",
  "พฤษภาคม",
  "มิถุนายน",
  "กรกฎาคม",
  "สิงหาคม",
  "กันยายน",
  "ตุลาคม",
  "พฤศจิกายน",
  "ธันวาคม",
] as const;

export const lineWords = {
  deposit: {
    en: "50% deposit of order {{reference}} (total {{total}})",
    th: "เงินมัดจำ 50% ของคำสั่งซื้อ {{reference}} (ยอดรวม {{total}})",
  },
  balance: {
    en: "Balance (50%) of order {{reference}} (total {{total}})",
    th: "ยอดคงเหลือ 50% ของคำสั่งซื้อ {{reference}} (ยอดรวม {{total}})",
  },
  discount: { en: "Full-payment discount", th: "ส่วนลดชำระเต็มจำนวน" },
  vat: { en: "VAT {{rate}}%", th: "ภาษีมูลค่าเพิ่ม {{rate}}%" },
} as const;

/** The lines of a credit note (credit-note.server.ts): the refund on the invoice, and its VAT. */
export const creditNoteWords = {
  line: { en: "Refund on tax invoice No. {{number}}", th: "คืนเงินตามใบกำกับภาษีเลขที่ {{number}}" },
  vat: lineWords.vat,
} as const;
