import { describe, expect, it } from "vitest";
import { invalidReminderBoxes } from "./reminder-days-fields";

describe("invalidReminderBoxes", () => {
  it("marks the boxes that break the rule, so the list's error points at them", () => {
    expect(invalidReminderBoxes(["3", "7", "14"])).toEqual([false, false, false]);
    expect(invalidReminderBoxes(["7", "3"])).toEqual([false, true]);
    expect(invalidReminderBoxes(["3", "soon", "95", "", "0"])).toEqual([false, true, true, false, true]);
    expect(invalidReminderBoxes(["3", "3"])).toEqual([false, true]);
  });
});
