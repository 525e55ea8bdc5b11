import { describe, expect, it } from "vitest";
import { paymentFigures } from "./payments-overview.server";

const overview = { awaitingConfirmation: 3, receivedThisMonthSatang: 1_649_000, month: { from: "2026-05-01", to: "2026-05-31" } };

describe("paymentFigures", () => {
  it("words payments to confirm and the month's money, each linking to the Payments screen filtered to it", () => {
    const [awaiting, received] = paymentFigures(overview, "en");
    expect(awaiting).toMatchObject({
      label: "Payments to confirm",
      value: "3",
      href: "/admin/payments?status=processing",
      attention: true,
    });
    expect(received).toMatchObject({
      label: "Received this month",
      href: "/admin/payments?from=2026-05-01&to=2026-05-31",
      attention: false,
    });
    // ICU puts thin spaces around the range dash.
    expect(received?.note).toMatch(/^On orders placed May 1\s*–\s*31, 2026$/);
    expect(received?.value).toMatch(/^THB\s16,490\.00$/);
  });

  it("asks for no attention when nothing waits, and speaks Thai with Buddhist-era dates", () => {
    const [awaiting, received] = paymentFigures({ ...overview, awaitingConfirmation: 0 }, "th");
    expect(awaiting).toMatchObject({ label: "การชำระเงินที่รอยืนยัน", value: "0", attention: false });
    expect(received?.note).toContain("2569");
  });
});
