import { describe, expect, it } from "vitest";
import { describeBackupSchedule, latestBackupSlot, parseBackupSchedule } from "./backup-schedule";

describe("BACKUP_SCHEDULE", () => {
  it("reads off and daily Bangkok times, and refuses anything else", () => {
    expect(parseBackupSchedule("off")).toEqual([]);
    expect(parseBackupSchedule("03:00")).toEqual([180]);
    expect(parseBackupSchedule("15:30, 03:00,03:00")).toEqual([180, 930]);
    for (const bad of ["", "3:00", "24:00", "03:60", "0 3 * * *", "03:00,", "daily"]) {
      expect(parseBackupSchedule(bad), bad).toBeUndefined();
    }
    expect(describeBackupSchedule([180, 930])).toBe("03:00, 15:30");
  });

  it("finds the latest slot at or before now, in Bangkok time (UTC+7)", () => {
    // 03:00 in Bangkok is 20:00 UTC the day before.
    expect(latestBackupSlot([180], new Date("2026-11-28T20:00:00Z"))?.toISOString()).toBe("2026-11-28T20:00:00.000Z");
    expect(latestBackupSlot([180], new Date("2026-11-28T19:59:59Z"))?.toISOString()).toBe("2026-11-27T20:00:00.000Z");
    expect(latestBackupSlot([180, 930], new Date("2026-11-29T09:00:00Z"))?.toISOString()).toBe("2026-11-29T08:30:00.000Z");
    expect(latestBackupSlot([180, 930], new Date("2026-11-29T08:29:00Z"))?.toISOString()).toBe("2026-11-28T20:00:00.000Z");
    expect(latestBackupSlot([], new Date())).toBeUndefined();
  });
});
