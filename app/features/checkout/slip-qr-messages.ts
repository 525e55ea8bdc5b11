// Strings for what a slip's verification QR says, on the admin payment detail: the sending bank
// by name, the bank's transaction reference, or plainly that there is no readable slip QR.
import { defineMessages } from "~/i18n/messages";

export const slipQrMessages = defineMessages(
  {
    label: "Slip QR check",
    bank: "Sending bank",
    reference: "Transaction reference",
    unknownBank: "Bank code {{code}}",
    unreadable:
      "No readable slip QR. The image has no bank verification QR code, or it could not be read (a PromptPay payment QR is not one). Check this transfer on your bank statement.",
    notRead: "Not checked: the slip was sent before slips were read.",
    duplicate: "same transaction reference in the slip QR",
    // Thai banks by the code the slip's QR carries.
    banks: {
      "002": "Bangkok Bank",
      "004": "Kasikornbank",
      "006": "Krungthai Bank",
      "011": "TMBThanachart Bank",
      "014": "SCB (Siam Commercial Bank)",
      "022": "CIMB Thai",
      "024": "UOB",
      "025": "Krungsri (Bank of Ayudhya)",
      "030": "GSB (Government Savings Bank)",
      "033": "GH Bank (Government Housing Bank)",
      "034": "BAAC",
      "066": "Islamic Bank of Thailand",
      "067": "TISCO Bank",
      "069": "Kiatnakin Phatra Bank",
      "073": "LH Bank",
    },
  },
  {
    label: "ตรวจ QR บนสลิป",
    bank: "ธนาคารผู้โอน",
    reference: "เลขที่อ้างอิงรายการ",
    unknownBank: "รหัสธนาคาร {{code}}",
    unreadable:
      "ไม่พบ QR ตรวจสอบสลิปที่อ่านได้ ภาพนี้ไม่มี QR ตรวจสอบสลิปของธนาคาร หรืออ่านไม่ได้ (QR พร้อมเพย์สำหรับชำระเงินไม่นับเป็น QR ตรวจสอบสลิป) กรุณาตรวจสอบการโอนนี้กับรายการเดินบัญชี",
    notRead: "ไม่ได้ตรวจ: สลิปนี้ส่งมาก่อนที่ระบบจะอ่าน QR บนสลิป",
    duplicate: "เลขที่อ้างอิงรายการใน QR บนสลิปเดียวกัน",
    banks: {
      "002": "ธนาคารกรุงเทพ",
      "004": "ธนาคารกสิกรไทย",
      "006": "ธนาคารกรุงไทย",
      "011": "ธนาคารทหารไทยธนชาต",
      "014": "ธนาคารไทยพาณิชย์",
      "022": "ธนาคารซีไอเอ็มบี ไทย",
      "024": "ธนาคารยูโอบี",
      "025": "ธนาคารกรุงศรีอยุธยา",
      "030": "ธนาคารออมสิน",
      "033": "ธนาคารอาคารสงเคราะห์",
      "034": "ธ.ก.ส. (ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร)",
      "066": "ธนาคารอิสลามแห่งประเทศไทย",
      "067": "ธนาคารทิสโก้",
      "069": "ธนาคารเกียรตินาคินภัทร",
      "073": "ธนาคารแลนด์ แอนด์ เฮ้าส์",
    },
  },
);

export type SlipBankCode = keyof (typeof slipQrMessages)["en"]["banks"];

export function isKnownSlipBank(code: string): code is SlipBankCode {
  return Object.hasOwn(slipQrMessages.en.banks, code);
}
