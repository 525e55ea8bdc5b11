// Strings of the dashboard's money section (admins only): received per month and outstanding balances.
import { defineMessages } from "~/i18n/messages";

export const revenueMessages = defineMessages(
  {
    heading: "Money received",
    intro: "Payments confirmed in each of the last 12 months (Bangkok time), deposits and balances alike.",
    chart: {
      name: "Bar chart of money received per month by payment method. The same figures are in the table “{{table}}”.",
      axis: "THB",
    },
    table: {
      caption: "Received per month by payment method",
      region: "Received per month (scrolls sideways)",
      month: "Month",
      total: "Total",
      totalRow: "12 months",
    },
    outstanding: {
      heading: "Outstanding balances",
      note: "Deposit paid, balance still to collect",
      count: "Orders with a balance due",
      total: "Balance to collect",
      requested: "Of which requested from the customer",
    },
  },
  {
    heading: "ยอดเงินที่ได้รับ",
    intro: "การชำระเงินที่ยืนยันแล้วในแต่ละเดือน ย้อนหลัง 12 เดือน (เวลากรุงเทพฯ) รวมทั้งเงินมัดจำและยอดคงเหลือ",
    chart: {
      name: "แผนภูมิแท่งแสดงยอดเงินที่ได้รับในแต่ละเดือนแยกตามช่องทางการชำระเงิน ตัวเลขเดียวกันอยู่ในตาราง “{{table}}”",
      axis: "บาท",
    },
    table: {
      caption: "ยอดที่ได้รับรายเดือนแยกตามช่องทางการชำระเงิน",
      region: "ยอดที่ได้รับรายเดือน (เลื่อนดูด้านข้างได้)",
      month: "เดือน",
      total: "ยอดรวม",
      totalRow: "รวม 12 เดือน",
    },
    outstanding: {
      heading: "ยอดคงเหลือค้างชำระ",
      note: "ชำระมัดจำแล้ว ยังต้องเก็บยอดคงเหลือ",
      count: "คำสั่งซื้อที่มียอดคงเหลือ",
      total: "ยอดคงเหลือที่ต้องเก็บ",
      requested: "ในจำนวนนี้ แจ้งเรียกเก็บจากลูกค้าแล้ว",
    },
  },
);
