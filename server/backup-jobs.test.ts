// The scheduled backup as a background job (ADR 105): none when backups are off, one job checking
// every minute when they are on, and a start-up line saying which.
import { describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { parseEnv } from "~/.server/env";
import { backupJobs } from "./backup-jobs";

const database = { db: {}, kind: "postgres" } as unknown as Database;
const logged = () => {
  const lines: string[] = [];
  return { lines, log: { notice: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) } };
};

describe("backupJobs", () => {
  it("adds no job on the embedded database unless BACKUP_SCHEDULE is set, and says how to turn it on", () => {
    const { lines, log } = logged();
    expect(backupJobs(parseEnv({ NODE_ENV: "test", DATA_DIR: "/srv/data" }), database, log)).toEqual([]);
    expect(lines).toEqual(["Backups: not scheduled (embedded database: set BACKUP_SCHEDULE to turn them on)"]);
  });

  it("adds one job looking every minute when scheduled, and names the times, folder and count", () => {
    const { lines, log } = logged();
    const env = parseEnv({
      NODE_ENV: "test",
      DATA_DIR: "/srv/data",
      BACKUP_SCHEDULE: "03:00,15:30",
      BACKUP_KEEP: "7",
      BACKUP_COMMAND: "/usr/local/bin/copy-offsite",
    });
    const jobs = backupJobs(env, database, log);
    expect(jobs.map((job) => [job.name, job.intervalMs])).toEqual([["scheduled-backup", 60_000]]);
    expect(lines).toEqual(["Backups: daily at 03:00, 15:30 Bangkok time into /srv/data/backups, keeping 7, then BACKUP_COMMAND"]);
  });
});
