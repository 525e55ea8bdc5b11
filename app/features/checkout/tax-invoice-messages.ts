// Strings of the buyer's tax-invoice details as the order page and the admin order view show them
// (small, so the admin screen need not load the checkout catalogue).
import { defineMessages } from "~/i18n/messages";

export const taxInvoiceMessages = defineMessages(
  {
    heading: "Tax invoice details",
    name: "Name",
    address: "Address",
    taxId: "Tax id",
    branch: "Head office or branch",
    headOffice: "Head office",
    branchNumber: "Branch {{number}}",
  },
  {
    heading: "ข้อมูลสำหรับออกใบกำกับภาษี",
    name: "ชื่อ",
    address: "ที่อยู่",
    taxId: "เลขประจำตัวผู้เสียภาษี",
    branch: "สถานประกอบการ",
    headOffice: "สำนักงานใหญ่",
    branchNumber: "สาขาที่ {{number}}",
  },
);
