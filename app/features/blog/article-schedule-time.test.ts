import { describe, expect, it } from "vitest";
import { bangkokLocalToUtc, scheduleProblem, utcToBangkokLocal } from "./article-schedule-time";

describe("Bangkok schedule times", () => {
  it("reads a datetime-local value as Bangkok time (UTC+7)", () => {
    expect(bangkokLocalToUtc("2026-12-01T09:00")?.toISOString()).toBe("2026-12-01T02:00:00.000Z");
    expect(bangkokLocalToUtc("2026-12-01T09:00:30")?.toISOString()).toBe("2026-12-01T02:00:30.000Z");
    // Early morning in Bangkok is the evening before in UTC.
    expect(bangkokLocalToUtc("2027-01-01T03:15")?.toISOString()).toBe("2026-12-31T20:15:00.000Z");
  });

  it("refuses values that name no moment", () => {
    for (const value of [
      "",
      "tomorrow",
      "2026-02-31T10:00",
      "2026-13-01T10:00",
      "2026-12-01T24:00",
      "2026-12-01 09:00",
      "2026-12-01T9:00",
    ]) {
      expect(bangkokLocalToUtc(value), value).toBeNull();
    }
  });

  it("shows a stored instant on Bangkok's clock, the way the field takes it back", () => {
    expect(utcToBangkokLocal(new Date("2026-12-31T20:15:00Z"))).toBe("2027-01-01T03:15");
    expect(utcToBangkokLocal(new Date("2026-12-01T02:00:30Z"))).toBe("2026-12-01T09:00:30");
    const value = "2028-02-29T23:59";
    expect(utcToBangkokLocal(bangkokLocalToUtc(value) as Date)).toBe(value);
  });

  it("accepts only a time in the future and at most about five years ahead", () => {
    const now = new Date("2026-11-26T08:00:00Z"); // 15:00 in Bangkok
    expect(scheduleProblem("2026-11-26T15:00", now)).toBe("scheduleInPast");
    expect(scheduleProblem("2026-11-26T14:59", now)).toBe("scheduleInPast");
    expect(scheduleProblem("2026-11-26T15:01", now)).toBeNull();
    expect(scheduleProblem("2031-11-01T10:00", now)).toBeNull();
    expect(scheduleProblem("2032-01-01T10:00", now)).toBe("scheduleTooFar");
    expect(scheduleProblem("someday", now)).toBe("scheduleInvalid");
  });
});
