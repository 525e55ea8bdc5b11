import { describe, expect, it } from "vitest";
import { browserPurchase, orderPurchasePayment, packageNameForAnalytics, paymentStatusPurchase } from "./purchase-event";

const order = {
  reference: "SWS-2026-7K3Q9",
  dueNowSatang: 824_500,
  totalSatang: 1_649_000,
  currency: "THB" as const,
  method: "bank_transfer" as const,
  packageId: "premium",
  packageNameEn: "Premium",
};

describe("orderPurchasePayment", () => {
  it("maps an order to the purchase event's payment: reference, amount due now, currency, method, package", () => {
    expect(orderPurchasePayment(order)).toEqual({
      transactionId: null,
      reference_number: "SWS-2026-7K3Q9",
      amount: 824_500,
      currency: "THB",
      payment_method: "bank_transfer",
      order: { final_amount: 1_649_000, package_name: "Premium website package" },
    });
  });

  it("carries a provider's transaction id when there is one", () => {
    expect(orderPurchasePayment({ ...order, method: "card" }, "pi_123").transactionId).toBe("pi_123");
  });

  it("defaults the currency to THB", () => {
    expect(orderPurchasePayment({ ...order, currency: "" as "THB" }).currency).toBe("THB");
  });

  it("names every package by its English name, or its id once the catalogue has none", () => {
    expect(packageNameForAnalytics("ecommerce", "E-Commerce")).toBe("E-Commerce website package");
    expect(packageNameForAnalytics("gold", undefined)).toBe("gold website package");
  });

  it("never carries the customer's name, e-mail or phone", () => {
    expect(
      JSON.stringify(orderPurchasePayment({ ...order, customerEmail: "a@b.co", customerName: "Somchai" } as never)),
    ).not.toMatch(/a@b\.co|Somchai/);
  });
});

describe("paymentStatusPurchase", () => {
  const payment = {
    reference: "SWS-2026-7K3Q9",
    packageId: "premium",
    packageNames: { en: "Premium", th: "Premium" },
    paymentOption: "deposit" as const,
    paymentMethod: "card" as const,
    totalSatang: 1_649_000,
    amountDueNowSatang: 824_500,
    balanceDueSatang: 824_500,
    paidSatang: 0,
    currency: "THB",
    status: "completed" as const,
  };

  it("reports what was paid when the payments say so", () => {
    expect(paymentStatusPurchase({ ...payment, paidSatang: 824_000 })).toMatchObject({
      reference_number: "SWS-2026-7K3Q9",
      amount: 824_000,
      payment_method: "card",
      order: { final_amount: 1_649_000, package_name: "Premium website package" },
    });
  });

  it("falls back to the amount due now when no payment row carries an amount", () => {
    expect(paymentStatusPurchase(payment).amount).toBe(824_500);
  });
});

describe("browserPurchase", () => {
  const payment = {
    reference: "SWS-2026-7K3Q9",
    packageId: "starter",
    packageNames: { en: "Starter" },
    paymentOption: "full" as const,
    paymentMethod: "card" as const,
    totalSatang: 1_000_000,
    amountDueNowSatang: 1_000_000,
    balanceDueSatang: 0,
    paidSatang: 1_000_000,
    currency: "THB",
    status: "completed" as const,
  };

  it("reports a completed card payment", () => {
    expect(browserPurchase(payment)).toMatchObject({
      reference_number: "SWS-2026-7K3Q9",
      amount: 1_000_000,
      payment_method: "card",
    });
  });

  it("never reports PromptPay or bank transfer: the server does once staff confirm the money", () => {
    expect(browserPurchase({ ...payment, paymentMethod: "promptpay" })).toBeNull();
    expect(browserPurchase({ ...payment, paymentMethod: "bank_transfer" })).toBeNull();
  });

  it("reports nothing before the card payment completes", () => {
    expect(browserPurchase({ ...payment, status: "processing" as const })).toBeNull();
    expect(browserPurchase(undefined)).toBeNull();
  });
});
