// BACKUP_SCHEDULE: daily times in Bangkok (ADR 105). Thailand keeps UTC+7 all year (no daylight
// saving), so a Bangkok clock time is a fixed UTC time and no time-zone library is needed.
import { bangkokDate, bangkokMidnight } from "./bangkok-date";

/** Minutes after midnight, Bangkok time, sorted; empty = no scheduled backups. */
export type BackupSchedule = readonly number[];

export const DEFAULT_BACKUP_TIMES: BackupSchedule = [3 * 60];

const DAY_MS = 24 * 60 * 60_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "off", or "HH:MM" times separated by commas; undefined when it is neither. */
export function parseBackupSchedule(value: string): BackupSchedule | undefined {
  if (value.trim().toLowerCase() === "off") return [];
  const minutes: number[] = [];
  for (const part of value.split(",")) {
    const match = TIME.exec(part.trim());
    if (!match) return undefined;
    minutes.push(Number(match[1]) * 60 + Number(match[2]));
  }
  return [...new Set(minutes)].sort((a, b) => a - b);
}

/** "03:00, 15:00" (Bangkok). */
export function describeBackupSchedule(schedule: BackupSchedule): string {
  return schedule
    .map((minutes) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`)
    .join(", ");
}

/** The latest scheduled time at or before `now`; undefined when the schedule is off. */
export function latestBackupSlot(schedule: BackupSchedule, now: Date): Date | undefined {
  if (schedule.length === 0) return undefined;
  // Today's date in Bangkok always names a real day, so its midnight is never null.
  const midnight = bangkokMidnight(bangkokDate(now))?.getTime() ?? 0;
  let latest = -Infinity;
  for (const minutes of schedule) {
    let slot = midnight + minutes * 60_000;
    if (slot > now.getTime()) slot -= DAY_MS;
    latest = Math.max(latest, slot);
  }
  return new Date(latest);
}
