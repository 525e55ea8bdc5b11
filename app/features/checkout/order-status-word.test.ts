import { describe, expect, it } from "vitest";
import { adminPaymentMessages } from "./admin-messages";
import { checkoutMessages } from "./checkout-messages";
import { orderStatusWord } from "./order-status-word";

const waiting = { status: "processing", customerConfirmedAt: null } as const;

describe("orderStatusWord", () => {
  it("reads Awaiting payment while an offline order's payment waits for the customer", () => {
    expect(orderStatusWord({ status: "pending", payment: waiting })).toBe("pending");
    expect(orderStatusWord({ status: "pending", payment: null })).toBe("pending");
  });

  it("follows the order once the customer reported paying, or staff decided", () => {
    expect(orderStatusWord({ status: "processing", payment: waiting })).toBe("processing");
    expect(orderStatusWord({ status: "completed", payment: { status: "succeeded" } })).toBe("completed");
    expect(orderStatusWord({ status: "cancelled", payment: waiting })).toBe("cancelled");
    expect(orderStatusWord({ status: "failed", payment: { status: "failed" } })).toBe("failed");
  });

  it("names a declined card attempt on an order still pending", () => {
    expect(orderStatusWord({ status: "pending", payment: { status: "failed" } })).toBe("failed");
  });

  it.each(["en", "th"] as const)("words each order status as the admin list does, in %s", (language) => {
    for (const status of ["pending", "processing", "completed", "failed", "cancelled"] as const) {
      expect(checkoutMessages[language].status[status]).toBe(adminPaymentMessages[language].orderStatus[status]);
    }
  });
});
