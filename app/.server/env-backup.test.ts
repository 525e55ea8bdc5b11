// BACKUP_* in the environment (ADR 105): off on the embedded database unless asked, daily at 03:00
// Bangkok on PostgreSQL, and a clear error for a schedule or a count that cannot be read.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

const base = { NODE_ENV: "test", DATA_DIR: "/srv/site-data" } as const;
const postgres = { ...base, DATABASE_URL: "postgres://site@db.internal/site", SESSION_SECRET: "s".repeat(40) };

describe("backup settings", () => {
  it("are off on PGlite and daily at 03:00 on PostgreSQL by default, into DATA_DIR/backups, keeping 14", () => {
    expect(parseEnv(base).backup).toEqual({
      dir: path.resolve("/srv/site-data/backups"),
      dirSet: false,
      schedule: [],
      keep: 14,
      command: undefined,
    });
    expect(parseEnv(postgres).backup).toMatchObject({ schedule: [180], keep: 14, dirSet: false });
  });

  it("take BACKUP_SCHEDULE, BACKUP_DIR, BACKUP_KEEP and BACKUP_COMMAND as given", () => {
    const env = parseEnv({
      ...base,
      BACKUP_SCHEDULE: "03:30,15:00",
      BACKUP_DIR: "/var/backups/site",
      BACKUP_KEEP: "30",
      BACKUP_COMMAND: "/usr/local/bin/copy-offsite",
    });
    expect(env.backup).toEqual({
      dir: "/var/backups/site",
      dirSet: true,
      schedule: [210, 900],
      keep: 30,
      command: "/usr/local/bin/copy-offsite",
    });
    expect(parseEnv({ ...postgres, BACKUP_SCHEDULE: "off" }).backup.schedule).toEqual([]);
  });

  it("refuses a schedule or a count it cannot read, naming the variable", () => {
    expect(() => parseEnv({ ...base, BACKUP_SCHEDULE: "0 3 * * *" })).toThrow(/BACKUP_SCHEDULE: must be "off" or daily times/);
    expect(() => parseEnv({ ...base, BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP: must be from 1 to 1000 files/);
    expect(() => parseEnv({ ...base, BACKUP_KEEP: "two" })).toThrow(/BACKUP_KEEP: must be a whole number of files/);
  });
});
