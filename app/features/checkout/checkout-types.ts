// What the order pages receive from their loaders (type-only, client-safe).
import type { Language } from "~/i18n/config";
import type { OrderPricing } from "./order-pricing";

export type OrderMethod = "card" | "promptpay" | "bank_transfer";
export type OrderStatus = "pending" | "processing" | "completed" | "failed" | "cancelled" | "refunded";
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
  /** The plan's id in the catalogue (its name comes from there), or null. */
  maintenancePlan: string | null;
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

/** The PromptPay QR to scan, with the id it pays and the name the banking app shows for it. */
export interface PromptPayView {
  svg: string;
  id: string;
  /** The account name from the payment settings; empty when none is set. */
  accountName: string;
  /** The QR as a PNG to save, for a banking app's "scan from gallery" (routes/order-promptpay-image.ts). */
  imageHref: string;
}

export interface BankDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
}

/** A deposit order's balance on its page (owed: not requested yet, so nothing to pay). */
export interface BalanceView {
  state: "owed" | "requested" | "paid";
  amountSatang: number;
  /** The enabled methods, each with the link that shows it. */
  methods: { method: OrderMethod; href: string }[];
  /** The method shown: chosen by the link, else the first enabled. */
  method: OrderMethod | null;
  promptPay: PromptPayView | null;
  bank: BankDetails | null;
  cardAction: string | null;
  /** Where PromptPay is paid at Stripe (ADR 099), or null: the QR and "I have paid" instead. */
  promptPayAction: string | null;
  /** A Stripe PromptPay payment of the balance waits for the bank's confirmation. */
  awaitingBank: boolean;
  /** The customer reported a transfer or PromptPay payment of the balance; staff check it. */
  reported: boolean;
  /** The last payment of the balance failed. */
  failed: boolean;
}

/** A receipt or tax invoice the customer can download from the order's page. */
export interface OrderDocumentLink {
  type: "receipt" | "tax_invoice" | "abbreviated_tax_invoice" | "credit_note";
  number: string;
  issuedAt: string;
  href: string;
  corrects: string | null;
}
