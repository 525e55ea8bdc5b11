import { describe, expect, it } from "vitest";
import { bangkokDate } from "~/lib/bangkok-date";
import { NewRequestSchema } from "./privacy-schema";

function issuesOf(form: Record<string, string>) {
  const parsed = NewRequestSchema.safeParse(form);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

const daysFromToday = (days: number) => bangkokDate(new Date(Date.now() + days * 24 * 60 * 60_000));

describe("a new privacy request's date of receipt", () => {
  it("may be left empty, or be today or a past day within a year", () => {
    for (const receivedOn of ["", daysFromToday(0), daysFromToday(-9), daysFromToday(-365)])
      expect(issuesOf({ kind: "access", email: "a@example.com", receivedOn })).toEqual([]);
  });

  it("is refused in the future, more than a year ago, or when it is no date", () => {
    expect(issuesOf({ kind: "access", email: "a@example.com", receivedOn: daysFromToday(1) })).toEqual([
      "receivedOn: errors.receivedOnFuture",
    ]);
    expect(issuesOf({ kind: "access", email: "a@example.com", receivedOn: daysFromToday(-366) })).toEqual([
      "receivedOn: errors.receivedOnTooOld",
    ]);
    expect(issuesOf({ kind: "access", email: "a@example.com", receivedOn: "2026-02-30" })).toEqual([
      "receivedOn: errors.receivedOn",
    ]);
  });
});
