// Moving to PostgreSQL from a site that kept uploads as files: every image and slip under
// DATA_DIR that the database does not hold yet is copied in. Safe to run any number of times;
// the files are left where they are, for the operator to remove once the copy is checked.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/client";
import { createDatabaseStorage } from "./database-storage.server";
import { contentTypeForKey, isStorageKey, type StorageBucket } from "./storage";
import { LOCAL_FOLDERS } from "./storage-for.server";

export type ImportCounts = Record<StorageBucket, number>;

async function filesIn(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile() && isStorageKey(entry.name)).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Copies DATA_DIR/uploads and DATA_DIR/slips into the database; answers how many files were new. */
export async function importDataDirFiles(db: Db, dataDir: string): Promise<ImportCounts> {
  const counts: ImportCounts = { media: 0, slips: 0 };
  for (const bucket of Object.keys(LOCAL_FOLDERS) as StorageBucket[]) {
    const folder = path.join(dataDir, LOCAL_FOLDERS[bucket]);
    const storage = createDatabaseStorage(db, bucket);
    for (const name of await filesIn(folder)) {
      if (await storage.has(name)) continue;
      await storage.put(name, new Uint8Array(await readFile(path.join(folder, name))), contentTypeForKey(name));
      counts[bucket]++;
    }
  }
  return counts;
}

/** The log line after an import, or undefined when there was nothing to move. */
export function describeImport(counts: ImportCounts, dataDir: string): string | undefined {
  if (counts.media + counts.slips === 0) return undefined;
  return (
    `Storage: copied ${counts.media} images and ${counts.slips} transfer slips from ${dataDir} into the database; ` +
    `the files in ${path.join(dataDir, LOCAL_FOLDERS.media)} and ${path.join(dataDir, LOCAL_FOLDERS.slips)} are no longer read and may be removed`
  );
}
