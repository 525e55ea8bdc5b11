// What the order pages receive from their loaders (type-only, client-safe).
import type { Language } from "~/i18n/config";
import type { MaintenancePlanId, PackageId } from "~/lib/pricing";
import type { AddOnLine, PaymentOption } from "./order-pricing";

export type OrderMethod = "card" | "promptpay" | "bank_transfer";
export type OrderStatus = "pending" | "processing" | "completed" | "failed" | "cancelled";
export type PaymentStatus = "processing" | "succeeded" | "failed";

export interface OrderView {
  reference: string;
  packageId: PackageId;
  option: PaymentOption;
  addOns: AddOnLine[];
  maintenancePlan: MaintenancePlanId | null;
  /** The package's price when ordered (the subtotal without the add-ons). */
  packageSatang: number;
  subtotalSatang: number;
  discountSatang: number;
  totalSatang: number;
  dueNowSatang: number;
  balanceSatang: number;
  currency: "THB";
  customerName: string;
  customerEmail: string;
  language: Language;
  status: OrderStatus;
  method: OrderMethod;
  createdAt: string;
  payment: {
    id: number;
    status: PaymentStatus;
    amountSatang: number;
    customerConfirmedAt: string | null;
    hasSlip: boolean;
  } | null;
}

export interface BankDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
}
