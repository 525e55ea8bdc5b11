// Scheduled backups (ADR 105), on PGlite and on PostgreSQL, driven by an explicit clock (never by
// waiting): a passed scheduled time is backed up once, even by two instances at once; the run is
// recorded; BACKUP_COMMAND gets the file and its exit status is kept; old files are rotated away;
// and "a scheduled backup restored" into an empty database holds the same rows and image bytes.
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPgliteCopy } from "../../../tests/support/pglite-template";
import { dbQuery, populateSite, type SiteEnv, snapshotStoredFiles } from "../../../tests/support/populated-site";
import { createDatabase, dropDatabase } from "../../../tests/support/postgres";
import { databaseKinds } from "../../../tests/support/test-database";
import { countTables } from "./backup-common.server";
import { type BackupRunContext, type BackupRunSettings, checkBackupDir, runScheduledBackup } from "./backup-runs.server";
import { restoreSite } from "./backup.server";
import { type Database, openDatabase } from "./client";
import { backupRuns } from "./schema";

const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const silent = { notice: () => undefined, warn: () => undefined };
// 03:00 in Bangkok is 20:00 UTC the day before; each test takes the next day's time.
const bangkok3am = (day: number) => new Date(Date.UTC(2026, 10, day, 20, 0, 30));

/** A node script BACKUP_COMMAND can run: writes the path it was given beside itself, then exits with `status`. */
function offsiteScript(dir: string, status: number): { command: string; marker: string } {
  const command = path.join(dir, `copy-offsite-${status}.mjs`);
  const marker = path.join(dir, `copied-${status}.txt`);
  writeFileSync(
    command,
    `#!/usr/bin/env node\nimport { writeFileSync } from "node:fs";\nwriteFileSync(${JSON.stringify(marker)}, process.argv[2]);\nprocess.exit(${status});\n`,
  );
  chmodSync(command, 0o755);
  return { command, marker };
}

describe.each(databaseKinds)("scheduled backups on %s", (kind) => {
  const site: SiteEnv = { dataDir: "" };
  const opened: Database[] = [];
  const created: string[] = [];
  let database: Database;
  let settings: BackupRunSettings;
  const context = (instance = "instance-a", db = database): BackupRunContext => ({
    db: db.db,
    running: db.pglite,
    settings,
    log: silent,
    instance,
  });
  const backupFiles = () => readdirSync(settings.dir).filter((name) => name.startsWith("siam-web-studio-"));
  const lastRun = async () => (await database.db.select().from(backupRuns).orderBy(desc(backupRuns.id)).limit(1))[0];

  beforeAll(async () => {
    site.dataDir = tempDir(`backup-runs-${kind}-`);
    if (kind === "postgres") {
      site.databaseUrl = await createDatabase(inject("postgresUrl"), `backup_runs_${process.pid}_${Date.now().toString(36)}`, {
        template: inject("postgresTemplate"),
      });
      created.push(site.databaseUrl);
      database = await openDatabase({ databaseUrl: site.databaseUrl });
    } else {
      database = await openDatabase({ pglite: await openPgliteCopy(inject("pgliteTemplateFile")) });
    }
    opened.push(database);
    await populateSite(database.db, site);
    // The populated site's own recorded run (at the real clock's time) would take this test's times.
    await database.db.delete(backupRuns);
    settings = {
      databaseUrl: site.databaseUrl,
      dataDir: site.dataDir,
      dir: path.join(site.dataDir, "scheduled"),
      keep: 14,
      schedule: [180],
    };
  }, 120_000);
  afterAll(async () => {
    for (const each of opened) await each.close();
    for (const url of created) await dropDatabase(url);
  });

  let scheduledFile = "";
  let countsAtBackup: Awaited<ReturnType<typeof countTables>> = [];

  it("backs up a passed scheduled time once: the file in BACKUP_DIR and its row, then nothing until the next time", async () => {
    // A start after a missed time (none recorded yet) catches it up at once.
    expect(await runScheduledBackup(context(), new Date(bangkok3am(23).getTime() - 60_000))).toMatchObject({
      status: "succeeded",
    });
    const outcome = await runScheduledBackup(context(), bangkok3am(24));
    countsAtBackup = await countTables(dbQuery(database.db));
    expect(outcome?.status).toBe("succeeded");
    scheduledFile = outcome?.file ?? "";
    expect(path.basename(scheduledFile)).toBe(`siam-web-studio-20261124-200030.${kind === "postgres" ? "dump" : "tar.gz"}`);
    expect(path.dirname(scheduledFile)).toBe(settings.dir);
    expect(await lastRun()).toMatchObject({
      trigger: "schedule",
      status: "succeeded",
      fileName: path.basename(scheduledFile),
      sizeBytes: statSync(scheduledFile).size,
      commandExitCode: null,
      error: null,
      instance: "instance-a",
    });
    expect((await lastRun())?.finishedAt).toBeInstanceOf(Date);

    // Later the same day, and a minute later: the time is taken, nothing runs.
    expect(await runScheduledBackup(context(), new Date(bangkok3am(24).getTime() + 60_000))).toBeUndefined();
    expect(await runScheduledBackup(context(), new Date(bangkok3am(24).getTime() + 10 * 3_600_000))).toBeUndefined();
    expect(backupFiles()).toHaveLength(2);
    expect(await runScheduledBackup({ ...context(), settings: { ...settings, schedule: [] } }, bangkok3am(25))).toBeUndefined();
  }, 120_000);

  it("a scheduled backup restored: into an empty database, every table's row count and a stored image byte for byte", async () => {
    const target: SiteEnv = { dataDir: path.join(tempDir(`backup-runs-restore-${kind}-`), "data") };
    if (kind === "postgres") {
      target.databaseUrl = await createDatabase(
        inject("postgresUrl"),
        `backup_runs_restore_${process.pid}_${Date.now().toString(36)}`,
      );
      created.push(target.databaseUrl);
    }
    await restoreSite({ env: target, file: scheduledFile, log: () => undefined });
    const restored = await openDatabase(target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir });
    opened.push(restored);

    const restoredCounts = await countTables(dbQuery(restored.db));
    expect(restoredCounts.map((table) => table.name)).toEqual(countsAtBackup.map((table) => table.name));
    for (const table of countsAtBackup) {
      expect(restoredCounts.find((each) => each.name === table.name)?.rows, table.name).toBe(table.rows);
    }
    expect(countsAtBackup.find((table) => table.name === "public.orders")?.rows).toBeGreaterThan(0);

    const images = Object.entries(await snapshotStoredFiles(database.db, site)).filter(([key]) => key.startsWith("media/"));
    expect(images.length).toBeGreaterThan(0);
    const restoredFiles = await snapshotStoredFiles(restored.db, target);
    const [key, bytes] = images[0] ?? ["", Buffer.alloc(0)];
    expect(restoredFiles[key]?.equals(bytes), key).toBe(true);
  }, 240_000);

  it("two instances reaching the same scheduled time together run it once", async () => {
    const second = kind === "postgres" ? await openDatabase({ databaseUrl: site.databaseUrl ?? "" }) : database;
    if (second !== database) opened.push(second);
    const before = backupFiles().length;
    const outcomes = await Promise.all([
      runScheduledBackup(context("instance-a"), bangkok3am(25)),
      runScheduledBackup(context("instance-b", second), bangkok3am(25)),
    ]);
    expect(outcomes.filter((outcome) => outcome !== undefined)).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome)?.status).toBe("succeeded");
    expect(backupFiles()).toHaveLength(before + 1);
    const since = await database.db.select().from(backupRuns).where(eq(backupRuns.trigger, "schedule"));
    expect(since.filter((run) => run.startedAt >= bangkok3am(25))).toHaveLength(1);
  }, 120_000);

  it("keeps BACKUP_KEEP backups, removing the oldest and never a file named otherwise", async () => {
    const stale = ["siam-web-studio-20200101-000000.dump", "siam-web-studio-20200102-000000.tar.gz"];
    const others = ["notes.txt", "siam-web-studio-latest.tar.gz", "siam-web-studio-20200101-000000.dump.bak"];
    for (const name of [...stale, ...others]) writeFileSync(path.join(settings.dir, name), "not a backup of this run");
    const newest = backupFiles().filter((name) => !stale.includes(name) && !others.includes(name));

    settings = { ...settings, keep: 2 };
    const outcome = await runScheduledBackup(context(), bangkok3am(26));
    const backups = [...stale, ...newest, path.basename(outcome?.file ?? "")].sort();
    expect(newest.length).toBeGreaterThan(1);
    expect(outcome?.removed).toEqual(backups.slice(0, -2));
    const left = readdirSync(settings.dir).filter((name) => !name.startsWith("."));
    expect(left.sort()).toEqual([...others, ...backups.slice(-2)].sort());
    settings = { ...settings, keep: 14 };
  }, 120_000);

  it("runs BACKUP_COMMAND with the file's path and records its exit status; a failing one fails the run and keeps the file", async () => {
    const scripts = tempDir("backup-command-");
    const good = offsiteScript(scripts, 0);
    settings = { ...settings, command: good.command };
    const copied = await runScheduledBackup(context(), bangkok3am(27));
    expect(readFileSync(good.marker, "utf8")).toBe(copied?.file);
    expect(await lastRun()).toMatchObject({ status: "succeeded", commandExitCode: 0, error: null });

    const bad = offsiteScript(scripts, 3);
    settings = { ...settings, command: bad.command };
    const failed = await runScheduledBackup(context(), bangkok3am(28));
    expect(readFileSync(bad.marker, "utf8")).toBe(failed?.file);
    expect(existsSync(failed?.file ?? "")).toBe(true);
    expect(await lastRun()).toMatchObject({
      status: "failed",
      commandExitCode: 3,
      error: "BACKUP_COMMAND exited with status 3",
      fileName: path.basename(failed?.file ?? ""),
    });

    settings = { ...settings, command: path.join(scripts, "missing.sh") };
    await runScheduledBackup(context(), bangkok3am(29));
    expect(await lastRun()).toMatchObject({
      status: "failed",
      commandExitCode: null,
      error: "BACKUP_COMMAND could not be started (ENOENT)",
    });
    settings = { ...settings, command: undefined };
  }, 120_000);
});

describe("BACKUP_DIR at start-up", () => {
  it("refuses a folder that cannot be created, and is not checked while backups are off and BACKUP_DIR unset", async () => {
    const parent = tempDir("backup-dir-");
    const file = path.join(parent, "a-file");
    writeFileSync(file, "");
    const dir = path.join(file, "backups");
    await expect(checkBackupDir({ dir, dirSet: true, schedule: [] })).rejects.toThrow(
      /^BACKUP_DIR .*a-file\/backups cannot hold backups: .*ENOTDIR/,
    );
    await expect(checkBackupDir({ dir, dirSet: false, schedule: [180] })).rejects.toThrow(/cannot hold backups/);
    await expect(checkBackupDir({ dir, dirSet: false, schedule: [] })).resolves.toBeUndefined();
    const fine = path.join(parent, "new", "backups");
    await checkBackupDir({ dir: fine, dirSet: true, schedule: [] });
    expect(readdirSync(fine)).toEqual([]);
  });
});
