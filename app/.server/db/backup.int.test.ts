// `npm run backup` / `npm run restore` below the scripts: a populated site backed up to one file and
// restored into a fresh, empty database holds the same rows in every table, the same sequences and
// the same bytes in every stored file, on PGlite (DATA_DIR) and on PostgreSQL; a restore into a
// database that holds anything is refused and changes nothing.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, dropDatabase } from "../../../tests/support/postgres";
import {
  dbQuery,
  populateSite,
  type SiteEnv,
  snapshotDatabase,
  snapshotStoredFiles,
} from "../../../tests/support/populated-site";
import { BackupRefusedError, backupSite, restoreSite } from "./backup.server";
import { openDatabase } from "./client";

const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const options = (env: SiteEnv) => (env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir });

/** Everything a site holds, read through the app's own client and storage. */
async function snapshotSite(env: SiteEnv) {
  const database = await openDatabase(options(env));
  try {
    return { ...(await snapshotDatabase(dbQuery(database.db))), files: await snapshotStoredFiles(database.db, env) };
  } finally {
    await database.close();
  }
}

async function populated(env: SiteEnv) {
  const database = await openDatabase(options(env));
  try {
    await database.migrate();
    await populateSite(database.db, env);
  } finally {
    await database.close();
  }
}

/** Every file under a folder with its size and modification time: what "changes nothing" means on disk. */
async function folderState(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true });
  const lines = await Promise.all(
    entries.map(async (entry) => {
      const info = await stat(path.join(root, entry));
      return `${entry} ${info.isDirectory() ? "dir" : info.size} ${info.mtimeMs}`;
    }),
  );
  return lines.sort();
}

async function expectRefused(promise: Promise<unknown>, message: RegExp) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BackupRefusedError);
  expect((error as Error).message).toMatch(message);
}

function expectSameSite(restored: Awaited<ReturnType<typeof snapshotSite>>, original: Awaited<ReturnType<typeof snapshotSite>>) {
  expect(Object.keys(restored.tables)).toEqual(Object.keys(original.tables));
  for (const table of Object.keys(original.tables)) expect(restored.tables[table], table).toEqual(original.tables[table]);
  expect(restored.sequences).toEqual(original.sequences);
  expect(Object.keys(restored.files).sort()).toEqual(Object.keys(original.files).sort());
  for (const [key, bytes] of Object.entries(original.files)) expect(restored.files[key]?.equals(bytes), key).toBe(true);
}

/** Not a comparison of two empty sites: every table but those listed holds rows. */
function expectEveryTableFilled(site: Awaited<ReturnType<typeof snapshotSite>>, except: string[]) {
  const empty = Object.entries(site.tables).filter(([name, rows]) => rows.length === 0 && !except.includes(name));
  expect(empty.map(([name]) => name)).toEqual([]);
  expect(Object.keys(site.files).filter((key) => key.startsWith("media/")).length).toBeGreaterThan(0);
  expect(Object.keys(site.files).filter((key) => key.startsWith("slips/")).length).toBe(1);
}

describe("backup and restore on PGlite (DATA_DIR)", () => {
  const source: SiteEnv = { dataDir: "" };
  let backupFile = "";

  beforeAll(async () => {
    source.dataDir = tempDir("backup-pglite-source-");
    await populated(source);
    writeFileSync(path.join(source.dataDir, "session-secret"), "s".repeat(48), { mode: 0o600 });
  }, 120_000);

  it("writes one file and restores it into an empty DATA_DIR: every table row by row, every file byte for byte", async () => {
    const lines: string[] = [];
    const result = await backupSite({ env: source, log: (line) => lines.push(line), now: new Date("2026-11-24T03:04:05Z") });
    backupFile = result.file;
    expect(result).toMatchObject({
      kind: "pglite",
      file: path.join(source.dataDir, "backups", "siam-web-studio-20261124-030405.tar.gz"),
    });
    expect(lines.join("\n")).toMatch(/public\.orders +1\n/);
    expect(lines.join("\n")).toMatch(/transfer slips \(slips\/\): 1 file/);
    expect(lines.at(-1)).toMatch(/^Wrote .*\.tar\.gz \(\d+\.\d (KB|MB)\)$/);

    const target: SiteEnv = { dataDir: path.join(tempDir("backup-pglite-target-"), "data") };
    await restoreSite({ env: target, file: backupFile, log: () => undefined });
    const [original, restored] = [await snapshotSite(source), await snapshotSite(target)];
    expectEveryTableFilled(original, ["public.stored_objects"]);
    expectSameSite(restored, original);
  }, 240_000);

  it("refuses a DATA_DIR that holds a database or files, and changes nothing there", async () => {
    const before = await folderState(source.dataDir);
    await expectRefused(
      restoreSite({ env: source, file: backupFile, log: () => undefined }),
      /already holds a database.*never replaces data/,
    );
    const onlyFiles = tempDir("backup-pglite-files-");
    mkdirSync(path.join(onlyFiles, "uploads"));
    writeFileSync(path.join(onlyFiles, "uploads", "abc-480.webp"), "image");
    await expectRefused(
      restoreSite({ env: { dataDir: onlyFiles }, file: backupFile, log: () => undefined }),
      /uploads holds 1 file\b/,
    );
    expect(await folderState(source.dataDir)).toEqual(before);
    expect(await folderState(onlyFiles)).toEqual(
      [
        "uploads dir " + (await stat(path.join(onlyFiles, "uploads"))).mtimeMs,
        `uploads/abc-480.webp 5 ${(await stat(path.join(onlyFiles, "uploads", "abc-480.webp"))).mtimeMs}`,
      ].sort(),
    );
  }, 60_000);

  it("never writes over an existing file, and does not restore across kinds", async () => {
    await expectRefused(backupSite({ env: source, file: backupFile, log: () => undefined }), /already exists/);
    const postgres = { databaseUrl: "postgresql://nobody:hidden@127.0.0.1:1/none", dataDir: tempDir("backup-cross-") };
    await expectRefused(restoreSite({ env: postgres, file: backupFile, log: () => undefined }), /across kinds is not supported/);
    const damaged = path.join(tempDir("backup-damaged-"), "damaged.tar.gz");
    const bytes = readFileSync(backupFile);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    writeFileSync(damaged, bytes);
    const target = path.join(tempDir("backup-damaged-target-"), "data");
    await expectRefused(
      restoreSite({ env: { dataDir: target }, file: damaged, log: () => undefined }),
      /cannot be read as a backup/,
    );
    expect(existsSync(target)).toBe(false);
  });
});

describe("backup and restore on PostgreSQL", () => {
  const admin = inject("postgresUrl");
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const role = `restorer_${suffix}`;
  const password = `Pa55-${suffix}-not-for-logs`;
  const source: SiteEnv = { dataDir: "" };
  const created: string[] = [];
  let backupFile = "";

  const asAdmin = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    source.databaseUrl = await createDatabase(admin, `backup_source_${suffix}`);
    source.dataDir = tempDir("backup-postgres-source-");
    created.push(source.databaseUrl);
    await populated(source);
    // An image a file-based start left in DATA_DIR: the backup copies it in first, as the server would.
    mkdirSync(path.join(source.dataDir, "uploads"));
    writeFileSync(path.join(source.dataDir, "uploads", "feedbeef-480.webp"), "left as a file");
  }, 120_000);
  afterAll(async () => {
    for (const url of created) await dropDatabase(url);
    await asAdmin(`drop role if exists "${role}"`);
  });

  it("writes one pg_dump file and restores it into an empty database owned by another role, without printing its password", async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const result = await backupSite({ env: source, log });
    backupFile = result.file;
    expect(result.file).toMatch(/backups\/siam-web-studio-\d{8}-\d{6}\.dump$/);
    expect(lines.join("\n")).toMatch(/copied 1 images and 0 transfer slips/);

    await asAdmin(`create role "${role}" login password '${password}'`);
    await asAdmin(`create database "restore_target_${suffix}" owner "${role}"`);
    const url = new URL(admin);
    Object.assign(url, { username: role, password, pathname: `/restore_target_${suffix}` });
    created.push(url.toString());
    const target: SiteEnv = { databaseUrl: url.toString(), dataDir: tempDir("backup-postgres-target-") };
    await restoreSite({ env: target, file: backupFile, log });
    expect(lines.join("\n")).toContain(`${role}:****@`);
    expect(lines.join("\n")).not.toContain(password);

    const [original, restored] = [await snapshotSite(source), await snapshotSite(target)];
    expectEveryTableFilled(original, []);
    expect(original.files["media/feedbeef-480.webp"]?.toString()).toBe("left as a file");
    expectSameSite(restored, original);
  }, 240_000);

  it("refuses a database that holds anything, and changes nothing in it", async () => {
    const before = await snapshotSite(source);
    await expectRefused(
      restoreSite({ env: source, file: backupFile, log: () => undefined }),
      /not empty \(schema drizzle, .*never replaces data/,
    );
    expectSameSite(await snapshotSite(source), before);

    const withSchema = await createDatabase(admin, `restore_schema_${suffix}`);
    created.push(withSchema);
    const client = new pg.Client({ connectionString: withSchema });
    await client.connect();
    await client.query("create schema drizzle").finally(() => client.end());
    await expectRefused(
      restoreSite({ env: { databaseUrl: withSchema, dataDir: source.dataDir }, file: backupFile, log: () => undefined }),
      /schema drizzle/,
    );
  }, 60_000);
});
