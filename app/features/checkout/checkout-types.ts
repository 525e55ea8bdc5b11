// What the order pages receive from their loaders (type-only, client-safe).
import type { Language } from "~/i18n/config";
import type { MaintenancePlanId } from "~/lib/pricing";
import type { OrderPricing } from "./order-pricing";

export type OrderMethod = "card" | "promptpay" | "bank_transfer";
export type OrderStatus = "pending" | "processing" | "completed" | "failed" | "cancelled";
export type PaymentStatus = "processing" | "succeeded" | "failed";

/** The buyer's details for a full tax invoice (orders.tax_invoice_buyer); null when not asked for. */
export interface TaxInvoiceBuyer {
  name: string;
  address: string;
  /** 13 digits, check digit verified. */
  taxId: string;
  /** "00000" for a head office, else the 5-digit branch number. */
  branch: string;
}

/** The figures are the order's pricing as stored when it was placed (packageSatang: the package alone). */
export interface OrderView extends OrderPricing {
  reference: string;
  maintenancePlan: MaintenancePlanId | null;
  customerName: string;
  customerEmail: string;
  language: Language;
  status: OrderStatus;
  method: OrderMethod;
  createdAt: string;
  taxInvoiceBuyer: TaxInvoiceBuyer | null;
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
