// Sample documents for tests and previews: a tax invoice for a full payment with its 5% discount,
// an abbreviated tax invoice for a full payment with VAT added on top, and a plain receipt for a
// deposit. Names carry Thai tone marks over tall letters and above-vowels
// (ปู่, น้ำ, ผู้ซื้อ) so a rendering test sees whether marks are placed, not stacked.
import type { DocumentSnapshot, DocumentType } from "~/.server/db/schema";

const seller: DocumentSnapshot["seller"] = {
  name: "บริษัท สยามเว็บสตูดิโอ จำกัด (Siam Web Studio Co., Ltd.)",
  address: "123/45 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110",
  taxId: "0105566012345",
  branch: "00000",
  email: "billing@siamwebstudio.example",
  phone: "02 123 4567",
};

const buyer: DocumentSnapshot["buyer"] = {
  name: "บริษัท ปู่น้ำใส ผู้ซื้อดี จำกัด",
  address: "99/1 หมู่ 4 ตำบลที่อยู่ใหม่ อำเภอเมือง จังหวัดเชียงใหม่ 50000",
  email: "account@punamsai.example",
  taxId: "0505561009876",
  branch: "00001",
};

/** 9,900 less 5% is 9,405; 7% VAT on top of it is 658.35 (ADR 097): 10,063.35 paid. */
function abbreviatedSnapshot(): DocumentSnapshot {
  return {
    type: "abbreviated_tax_invoice",
    number: "AT-2026-00007",
    issuedAt: "2026-11-27T05:20:00.000Z",
    seller,
    buyer: { name: "คุณน้ำฝน ผู้ใหญ่บ้าน", address: "", email: "namfon@example.com" },
    orderReference: "SWS-9PQR-4XYZ",
    purpose: "full",
    lines: [
      {
        description: { th: "เว็บไซต์ธุรกิจ แพ็กเกจมาตรฐาน", en: "Business website, Standard package" },
        amountSatang: 990_000,
      },
      { description: { th: "ส่วนลดชำระเต็มจำนวน", en: "Full-payment discount" }, amountSatang: -49_500 },
      { description: { th: "ภาษีมูลค่าเพิ่ม 7%", en: "VAT 7%" }, amountSatang: 65_835 },
    ],
    totalSatang: 1_006_335,
    payment: { method: "promptpay", paidAt: "2026-11-27T05:18:00.000Z" },
  };
}

/** A complete snapshot of `type`; `overrides` replace whole top-level fields. */
export function sampleSnapshot(type: DocumentType, overrides: Partial<DocumentSnapshot> = {}): DocumentSnapshot {
  if (type === "abbreviated_tax_invoice") return { ...abbreviatedSnapshot(), ...overrides };
  const base: DocumentSnapshot =
    type === "tax_invoice"
      ? {
          type,
          number: "INV-2026-000042",
          issuedAt: "2026-11-26T04:15:00.000Z",
          seller,
          buyer,
          orderReference: "SWS-7K3M-9QXT",
          purpose: "full",
          lines: [
            {
              description: { th: "เว็บไซต์ธุรกิจ แพ็กเกจมาตรฐาน", en: "Business website, Standard package" },
              amountSatang: 990_000,
            },
            {
              description: { th: "ส่วนลด 5% สำหรับการชำระเต็มจำนวน", en: "5% discount for payment in full" },
              amountSatang: -49_500,
            },
          ],
          totalSatang: 940_500,
          vat: { ratePercent: 7, baseSatang: 878_972, vatSatang: 61_528 },
          payment: { method: "card", paidAt: "2026-11-26T04:14:31.000Z" },
        }
      : {
          type,
          number: "RC-2026-000108",
          issuedAt: "2026-11-26T09:40:00.000Z",
          seller: { ...seller, taxId: undefined, branch: undefined },
          buyer: { name: "คุณน้ำฝน ผู้ใหญ่บ้าน", address: "88 ซอยปู่เจ้าสมิงพราย สมุทรปราการ 10130", email: "namfon@example.com" },
          orderReference: "SWS-4TQ8-2HNB",
          purpose: "deposit",
          lines: [
            {
              description: { th: "เงินมัดจำ 50% เว็บไซต์ร้านค้าออนไลน์", en: "50% deposit, online shop website" },
              amountSatang: 795_050,
            },
          ],
          totalSatang: 795_050,
          payment: { method: "promptpay", paidAt: "2026-11-26T09:32:10.000Z" },
        };
  return { ...base, ...overrides };
}
