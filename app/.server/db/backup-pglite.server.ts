// Backup and restore of the embedded database: one .tar.gz holding PGlite's data folder (as PGlite's
// own dumpDataDir writes it), the images and slips that live as files under DATA_DIR, the session
// secret (order links in customers' e-mails are signed with it) and a manifest, written last, that
// lists and checksums all of it. See docs/decisions/045-backup-and-restore.md.
import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { z } from "zod";
import { isStorageKey, type StorageBucket } from "../storage/storage";
import { LOCAL_FOLDERS } from "../storage/storage-for.server";
import {
  BackupRefusedError,
  countOf,
  countTables,
  describeTables,
  fileExists,
  formatBytes,
  type Log,
  publishFile,
  type Query,
  temporaryBeside,
} from "./backup-common.server";
import { pgliteFolder } from "./client";
import { readArchive, writeArchive } from "./backup-archive.server";

const MANIFEST = "manifest.json";
const DATABASE_ENTRY = "pglite-data.tar";
const SECRET_FILE = "session-secret";
const BUCKETS = Object.keys(LOCAL_FOLDERS) as StorageBucket[];

const ManifestSchema = z.object({
  format: z.literal("siam-web-studio-backup"),
  version: z.literal(1),
  kind: z.literal("pglite"),
  createdAt: z.string(),
  postgresVersion: z.string(),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int() })),
  files: z.array(
    z.object({
      bucket: z.enum(["media", "slips"]),
      key: z.string().refine(isStorageKey),
      size: z.number().int(),
      sha256: z.string(),
    }),
  ),
  sessionSecret: z.boolean(),
});
export type PgliteManifest = z.infer<typeof ManifestSchema>;

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const pgliteQuery =
  (client: PGlite): Query =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;
const fileEntry = (bucket: StorageBucket, key: string) => `${LOCAL_FOLDERS[bucket]}/${key}`;

async function storedFiles(dataDir: string): Promise<{ bucket: StorageBucket; key: string }[]> {
  const found: { bucket: StorageBucket; key: string }[] = [];
  for (const bucket of BUCKETS) {
    const names = await readdir(path.join(dataDir, LOCAL_FOLDERS[bucket])).catch(() => [] as string[]);
    for (const key of names.filter(isStorageKey).sort()) found.push({ bucket, key });
  }
  return found;
}

/** Writes the backup of DATA_DIR's embedded database and files to `file`; answers its size. */
export async function backupPglite(options: {
  dataDir: string;
  file: string;
  log: Log;
  now: Date;
  /** The server's own open database (a scheduled backup): dumped as it is, no copy of the folder. */
  running?: PGlite;
}): Promise<number> {
  const { dataDir, file, log, running } = options;
  const live = pgliteFolder(dataDir);
  if (!running && !(await fileExists(path.join(live, "PG_VERSION"))))
    throw new Error(`There is no embedded database in ${live} to back up`);
  log(`Backing up the embedded database (PGlite)${running ? " of this server" : ` in ${live}`}`);
  const temporary = await temporaryBeside(file);
  const scratch = await mkdtemp(path.join(path.dirname(file), ".backup-scratch-"));
  try {
    // PGlite has no lock: opening the live folder beside a running server could damage it, so the
    // command opens a copy (stop the server first all the same, or the copy may miss recent
    // writes). The server's scheduled backup dumps its own open database, which is consistent.
    let client = running;
    if (!client) {
      log("  copying the database folder, so the live one is never opened here");
      await cp(live, path.join(scratch, "pglite"), { recursive: true });
      client = await PGlite.create(path.join(scratch, "pglite"));
    }
    let database: Uint8Array;
    let tables: PgliteManifest["tables"];
    let postgresVersion: string;
    try {
      await client.exec("checkpoint");
      tables = await countTables(pgliteQuery(client));
      postgresVersion = String((await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v);
      database = new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer());
    } finally {
      if (!running) await client.close();
    }
    for (const line of describeTables(tables)) log(line);
    log(`  database folder (PostgreSQL ${postgresVersion}): ${formatBytes(database.byteLength)} before compression`);

    const manifest: PgliteManifest = {
      format: "siam-web-studio-backup",
      version: 1,
      kind: "pglite",
      createdAt: options.now.toISOString(),
      postgresVersion,
      tables,
      files: [],
      sessionSecret: false,
    };
    const files = await storedFiles(dataDir);
    // The archive's files laid out under the names it gives them, then written in this order,
    // the manifest last.
    const layout = path.join(scratch, "archive");
    const place = async (name: string, bytes: Uint8Array, mode = 0o644) => {
      await mkdir(path.dirname(path.join(layout, name)), { recursive: true });
      await writeFile(path.join(layout, name), bytes, { mode });
    };
    const names = [DATABASE_ENTRY];
    await place(DATABASE_ENTRY, database);
    for (const { bucket, key } of files) {
      const bytes = new Uint8Array(await readFile(path.join(dataDir, LOCAL_FOLDERS[bucket], key)));
      manifest.files.push({ bucket, key, size: bytes.byteLength, sha256: sha256(bytes) });
      await place(fileEntry(bucket, key), bytes, bucket === "slips" ? 0o600 : 0o644);
      names.push(fileEntry(bucket, key));
    }
    const secret = await readFile(path.join(dataDir, SECRET_FILE)).catch(() => undefined);
    if (secret) {
      manifest.sessionSecret = true;
      await place(SECRET_FILE, new Uint8Array(secret), 0o600);
      names.push(SECRET_FILE);
    }
    await place(MANIFEST, new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`));
    names.push(MANIFEST);
    await writeArchive(layout, names, temporary);
    for (const bucket of BUCKETS) {
      const held = manifest.files.filter((entry) => entry.bucket === bucket);
      const bytes = held.reduce((sum, entry) => sum + entry.size, 0);
      log(
        `  ${bucket === "media" ? "images" : "transfer slips"} (${LOCAL_FOLDERS[bucket]}/): ${countOf(held.length, "file")}, ${formatBytes(bytes)}`,
      );
    }
    log(
      `  session secret: ${manifest.sessionSecret ? "included" : `none in ${dataDir} (SESSION_SECRET is set, or the server never ran)`}`,
    );
    return await publishFile(temporary, file);
  } finally {
    await rm(scratch, { recursive: true, force: true });
    await rm(temporary, { force: true });
  }
}

export interface PgliteArchive {
  manifest: PgliteManifest;
  entries: Map<string, Uint8Array>;
}

/** Reads and checks a PGlite backup: its manifest, and every file against its checksum. */
export async function readPgliteArchive(file: string): Promise<PgliteArchive> {
  let entries: Map<string, Uint8Array>;
  try {
    entries = await readArchive(file);
  } catch (error) {
    throw new BackupRefusedError(
      `${file} cannot be read as a backup made by npm run backup: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const raw = entries.get(MANIFEST);
  const json = (() => {
    try {
      return raw ? (JSON.parse(new TextDecoder().decode(raw)) as unknown) : undefined;
    } catch {
      return undefined;
    }
  })();
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupRefusedError(`${file} has no valid ${MANIFEST}: it is not a backup made by npm run backup`);
  const manifest = parsed.data;
  for (const entry of manifest.files) {
    const bytes = entries.get(fileEntry(entry.bucket, entry.key));
    if (!bytes || sha256(bytes) !== entry.sha256)
      throw new BackupRefusedError(`${file} is damaged: ${fileEntry(entry.bucket, entry.key)} does not match its checksum`);
  }
  for (const needed of [DATABASE_ENTRY, ...(manifest.sessionSecret ? [SECRET_FILE] : [])]) {
    if (!entries.has(needed)) throw new BackupRefusedError(`${file} is damaged: it has no ${needed}`);
  }
  return { manifest, entries };
}

async function heldEntries(folder: string): Promise<string[]> {
  return readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
}

/** What in DATA_DIR a restore would have to replace; empty when the restore may go ahead. */
export async function pgliteTargetContents(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  const database = await heldEntries(pgliteFolder(dataDir));
  if (database.length > 0) found.push(`${pgliteFolder(dataDir)} already holds a database`);
  for (const bucket of BUCKETS) {
    const held = await heldEntries(path.join(dataDir, LOCAL_FOLDERS[bucket]));
    if (held.length > 0) found.push(`${path.join(dataDir, LOCAL_FOLDERS[bucket])} holds ${countOf(held.length, "file")}`);
  }
  return found;
}

/**
 * Restores into an empty DATA_DIR: everything is unpacked and checked in a folder beside the
 * target first, then moved into place, so a failure leaves DATA_DIR as it was.
 */
export async function restorePglite(options: { dataDir: string; file: string; log: Log }): Promise<void> {
  const { dataDir, log } = options;
  const occupied = await pgliteTargetContents(dataDir);
  if (occupied.length > 0) {
    throw new BackupRefusedError(
      `Refusing to restore into ${dataDir}: ${occupied.join("; ")}. A restore only fills an empty DATA_DIR and never replaces data: move those aside or set DATA_DIR to an empty folder.`,
    );
  }
  const { manifest, entries } = await readPgliteArchive(options.file);
  log(`Restoring the embedded database (PGlite, backup of ${manifest.createdAt}) into ${dataDir}`);
  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(dataDir, ".restore-"));
  const moved: string[] = [];
  try {
    const database = entries.get(DATABASE_ENTRY) ?? new Uint8Array(0);
    await mkdir(path.join(staging, "pglite"), { mode: 0o700 });
    const client = await PGlite.create(path.join(staging, "pglite"), {
      loadDataDir: new Blob([database as Uint8Array<ArrayBuffer>]),
    });
    try {
      const tables = await countTables(pgliteQuery(client));
      for (const line of describeTables(tables)) log(line);
      if (JSON.stringify(tables) !== JSON.stringify(manifest.tables)) {
        throw new Error("The restored tables do not hold the rows the backup's manifest lists; nothing was changed");
      }
    } finally {
      await client.close();
    }
    for (const bucket of BUCKETS) {
      const held = manifest.files.filter((entry) => entry.bucket === bucket);
      const folder = path.join(staging, LOCAL_FOLDERS[bucket]);
      await mkdir(folder, { mode: bucket === "slips" ? 0o700 : 0o755 });
      for (const entry of held) {
        const bytes = entries.get(fileEntry(bucket, entry.key)) ?? new Uint8Array(0);
        await writeFile(path.join(folder, entry.key), bytes, { mode: bucket === "slips" ? 0o600 : 0o644 });
      }
      log(`  ${bucket === "media" ? "images" : "transfer slips"} (${LOCAL_FOLDERS[bucket]}/): ${countOf(held.length, "file")}`);
    }
    for (const name of ["pglite", ...BUCKETS.map((bucket) => LOCAL_FOLDERS[bucket])]) {
      // An empty folder may stand where the restored one goes (checked empty above).
      await rmdir(path.join(dataDir, name)).catch(() => undefined);
      await rename(path.join(staging, name), path.join(dataDir, name));
      moved.push(name);
    }
  } catch (error) {
    for (const name of moved.reverse()) await rename(path.join(dataDir, name), path.join(staging, name)).catch(() => undefined);
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  // The data is in place by now: a secret that cannot be written is a warning, not a failed restore.
  await restoreSecret(dataDir, entries.get(SECRET_FILE), log).catch((error: unknown) =>
    log(`  session secret: not restored (${error instanceof Error ? error.message : String(error)})`),
  );
}

async function restoreSecret(dataDir: string, secret: Uint8Array | undefined, log: Log): Promise<void> {
  if (!secret)
    return log(
      "  session secret: not in the backup; set SESSION_SECRET to the old one, or links in e-mails already sent stop working",
    );
  const target = path.join(dataDir, SECRET_FILE);
  const existing = await readFile(target).catch(() => undefined);
  if (!existing) {
    await writeFile(target, secret, { mode: 0o600, flag: "wx" });
    return log(`  session secret: restored to ${target}`);
  }
  if (!Buffer.from(secret).equals(existing)) {
    log(
      `  session secret: kept the different one already in ${target}; order links sent before the backup need the backup's (see the backup's ${SECRET_FILE})`,
    );
  }
}
