// `npm run backup` records its run for the dashboard (ADR 105): on PostgreSQL always; on PGlite
// only while no server has the database open (postmaster.pid), otherwise it says so and writes nothing.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase, pgliteFolder } from "~/.server/db/client";
import { backupRuns } from "~/.server/db/schema";
import { parseEnv } from "~/.server/env";
import { createDatabase, dropDatabase } from "../../tests/support/postgres";
import { recordManualBackup } from "./backup-record";

const temporary: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

async function runsIn(options: { databaseUrl: string } | { dataDir: string }) {
  const database = await openDatabase(options);
  try {
    return await database.db.select().from(backupRuns);
  } finally {
    await database.close();
  }
}

const startedAt = new Date("2026-11-29T02:00:00Z");

describe("recording `npm run backup`", () => {
  it("on PostgreSQL: a succeeded run with the file's name and size, and a failed one with its reason, the URL masked", async () => {
    const databaseUrl = await createDatabase(inject("postgresUrl"), `backup_record_${process.pid}_${Date.now().toString(36)}`, {
      template: inject("postgresTemplate"),
    });
    cleanups.push(() => dropDatabase(databaseUrl));
    const env = parseEnv({ NODE_ENV: "test", DATABASE_URL: databaseUrl, DATA_DIR: tmpdir() });
    expect(
      await recordManualBackup(env, { startedAt, file: "/srv/backups/siam-web-studio-20261129-020000.dump", sizeBytes: 4096 }),
    ).toBeUndefined();
    expect(
      await recordManualBackup(env, { startedAt, error: new Error(`pg_dump failed for ${databaseUrl}: connection refused`) }),
    ).toBeUndefined();
    const runs = await runsIn({ databaseUrl });
    expect(runs).toMatchObject([
      {
        trigger: "manual",
        status: "succeeded",
        fileName: "siam-web-studio-20261129-020000.dump",
        sizeBytes: 4096,
        error: null,
        startedAt,
      },
      { trigger: "manual", status: "failed", fileName: null },
    ]);
    expect(runs[1]?.error).toMatch(/^pg_dump failed for postgres.*: connection refused$/);
    expect(runs[1]?.error).not.toContain(new URL(databaseUrl).password || "\u0000");
  });

  it("on PGlite: recorded while the database is closed; refused, with a line saying so, while a server has it open", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "backup-record-"));
    temporary.push(dataDir);
    const migrated = await openDatabase({ dataDir });
    await migrated.migrate();
    await migrated.close();
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir });

    expect(
      await recordManualBackup(env, {
        startedAt,
        file: path.join(dataDir, "backups", "siam-web-studio-20261129-020000.tar.gz"),
        sizeBytes: 10,
      }),
    ).toBeUndefined();
    writeFileSync(path.join(pgliteFolder(dataDir), "postmaster.pid"), "-42\n");
    expect(await recordManualBackup(env, { startedAt, sizeBytes: 11, file: "second.tar.gz" })).toMatch(
      /not shown on the dashboard: the server has the embedded database open/,
    );
    rmSync(path.join(pgliteFolder(dataDir), "postmaster.pid"));
    expect((await runsIn({ dataDir })).map((run) => [run.status, run.fileName])).toEqual([
      ["succeeded", "siam-web-studio-20261129-020000.tar.gz"],
    ]);
  }, 180_000);
});
