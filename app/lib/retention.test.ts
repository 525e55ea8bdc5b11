import { describe, expect, it } from "vitest";
import {
  accountingCutoff,
  daysBefore,
  formatPeriod,
  monthsBefore,
  RETENTION_DEFAULTS,
  RETENTION_ENV_BOUNDS,
  retentionCutoffs,
} from "./retention";

describe("retention cut-offs", () => {
  it("counts days as whole 24-hour days", () => {
    expect(daysBefore(new Date("2030-03-15T10:00:00Z"), 90).toISOString()).toBe("2029-12-15T10:00:00.000Z");
  });

  it("counts calendar months, clamping the day to a shorter month as PostgreSQL does", () => {
    expect(monthsBefore(new Date("2030-03-31T08:30:00Z"), 1).toISOString()).toBe("2030-02-28T08:30:00.000Z");
    expect(monthsBefore(new Date("2030-03-15T08:30:00Z"), 12).toISOString()).toBe("2029-03-15T08:30:00.000Z");
    expect(monthsBefore(new Date("2028-02-29T00:00:00Z"), 24).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(monthsBefore(new Date("2030-01-10T00:00:00Z"), 14).toISOString()).toBe("2028-11-10T00:00:00.000Z");
  });

  it("keeps accounting records for whole years after the end of the calendar year, in Thailand's time", () => {
    // A change made in 2026 (Thailand): the period ends 31 December 2026, plus five years.
    const lastDay = new Date("2031-12-31T16:59:59Z"); // 23:59:59 on 31 December 2031 in Bangkok
    const firstDay = new Date("2031-12-31T17:00:00Z"); // 00:00 on 1 January 2032 in Bangkok
    const changed = new Date("2026-12-31T16:00:00Z"); // 23:00 on 31 December 2026 in Bangkok
    expect(changed < accountingCutoff(lastDay, 5)).toBe(false);
    expect(changed < accountingCutoff(firstDay, 5)).toBe(true);
    expect(accountingCutoff(firstDay, 5).toISOString()).toBe("2026-12-31T17:00:00.000Z");
  });

  it("gives every kind a cut-off before now", () => {
    const now = new Date("2030-06-01T00:00:00Z");
    for (const [kind, cutOff] of Object.entries(retentionCutoffs(now, RETENTION_DEFAULTS))) {
      expect(cutOff.getTime(), kind).toBeLessThan(now.getTime());
    }
  });

  it("has defaults inside the bounds the environment may set", () => {
    for (const [name, { min, max }] of Object.entries(RETENTION_ENV_BOUNDS)) {
      const value = RETENTION_DEFAULTS[name as keyof typeof RETENTION_ENV_BOUNDS];
      expect(value).toBeGreaterThanOrEqual(min);
      expect(value).toBeLessThanOrEqual(max);
    }
  });

  it("writes a period in the reader's language", () => {
    expect(formatPeriod(90, "day", "en-US")).toBe("90 days");
    expect(formatPeriod(1, "year", "en-US")).toBe("1 year");
    expect(formatPeriod(12, "month", "th-TH")).toBe("12 เดือน");
  });
});
