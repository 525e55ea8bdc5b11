// Scheduled publishing's times (ADR 069): staff enter and read them on Bangkok's clock (UTC+7,
// no daylight saving, so a fixed offset is exact) as a `datetime-local` value; the database keeps
// UTC. Client-safe: the editor's schema checks the field with these in the browser too.

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The furthest ahead an article may be scheduled: a typo in the year, not a plan, beyond this. */
export const SCHEDULE_MAX_AHEAD_MS = 5 * 366 * 24 * 60 * 60 * 1000;

// `2026-12-01T09:00` or `2026-12-01T09:00:30`, as a datetime-local control sends (linear: no nesting).
const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A `datetime-local` value read as Bangkok time, as the instant it names; null when it names none. */
export function bangkokLocalToUtc(value: string): Date | null {
  const match = LOCAL_VALUE.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? "0")) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(wall);
  // Date.UTC rolls 31 February over into March: a date that does not exist is refused instead.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month! - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute ||
    check.getUTCSeconds() !== second
  ) {
    return null;
  }
  return new Date(wall - BANGKOK_OFFSET_MS);
}

const two = (value: number) => String(value).padStart(2, "0");

/** An instant as the `datetime-local` value a Bangkok clock shows (seconds only when not 0). */
export function utcToBangkokLocal(instant: Date): string {
  const wall = new Date(instant.getTime() + BANGKOK_OFFSET_MS);
  const date = `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;
  const seconds = wall.getUTCSeconds();
  return `${date}T${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}${seconds ? `:${two(seconds)}` : ""}`;
}

export type ScheduleProblem = "scheduleInvalid" | "scheduleInPast" | "scheduleTooFar";

/** Why a chosen time cannot be a schedule at `now`, or null when it can. */
export function scheduleProblem(value: string, now: Date): ScheduleProblem | null {
  const at = bangkokLocalToUtc(value);
  if (!at) return "scheduleInvalid";
  if (at.getTime() <= now.getTime()) return "scheduleInPast";
  if (at.getTime() - now.getTime() > SCHEDULE_MAX_AHEAD_MS) return "scheduleTooFar";
  return null;
}

/** The time a saved form schedules its article for: a draft's chosen time, else none (publishing clears it). */
export function scheduledAtOf(form: { status: string; scheduledAt?: string | undefined }): Date | null {
  return form.status === "draft" && form.scheduledAt ? bangkokLocalToUtc(form.scheduledAt) : null;
}
