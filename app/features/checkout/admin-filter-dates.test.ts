import { describe, expect, it } from "vitest";
import { filterDateText, parseFilterDate } from "./admin-filter-dates";
import { parseAdminPaymentFilters } from "./admin-payments-schema";

describe("parseFilterDate", () => {
  it.each([
    ["2026-11-29", "2026-11-29"],
    ["29/11/2026", "2026-11-29"],
    ["29/11/2569", "2026-11-29"],
    ["1/2/2569", "2026-02-01"],
    [" 01.02.2026 ", "2026-02-01"],
    ["29-11-2569", "2026-11-29"],
    ["29/02/2567", "2024-02-29"],
  ])("reads %s as %s", (text, iso) => {
    expect(parseFilterDate(text)).toBe(iso);
  });

  it.each(["", "11/29/2026", "31/04/2026", "29/02/2026", "2026/11/29", "29/11/26", "tomorrow", "1/1/1800", "9".repeat(50)])(
    "refuses %s",
    (text) => {
      expect(parseFilterDate(text)).toBeNull();
    },
  );
});

describe("filterDateText", () => {
  it("writes day/month/year, the Thai year in the Buddhist era", () => {
    expect(filterDateText("2026-11-05", "en")).toBe("05/11/2026");
    expect(filterDateText("2026-11-05", "th")).toBe("05/11/2569");
  });

  it("reads back what it writes, in both languages", () => {
    for (const language of ["en", "th"] as const)
      expect(parseFilterDate(filterDateText("2024-02-29", language))).toBe("2024-02-29");
  });
});

describe("the Payments filter's query string", () => {
  it("takes the dates as either screen writes them, and ISO from links", () => {
    const { filters, errors } = parseAdminPaymentFilters(new URLSearchParams("from=1/11/2569&to=30/11/2026"));
    expect(errors).toEqual({});
    expect(filters).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
    expect(parseAdminPaymentFilters(new URLSearchParams("from=2026-11-01")).filters.from).toBe("2026-11-01");
  });

  it("reports a date the calendar does not have, or the American order, and keeps the other filters", () => {
    const { filters, errors } = parseAdminPaymentFilters(new URLSearchParams("from=11/29/2026&to=31/11/2569&status=pending"));
    expect(errors).toEqual({ from: "filters.invalidDate", to: "filters.invalidDate" });
    expect(filters).toMatchObject({ status: "pending" });
    expect(filters.from).toBeUndefined();
  });

  it("refuses a start after the end, whichever way each was written", () => {
    expect(parseAdminPaymentFilters(new URLSearchParams("from=2/11/2569&to=2026-11-01")).errors).toEqual({
      from: "filters.invalidRange",
    });
  });
});
