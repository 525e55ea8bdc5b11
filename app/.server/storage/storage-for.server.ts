// Where uploads live, decided in one place: in PostgreSQL when the site runs on a PostgreSQL server
// (instances share nothing but the database), as files under DATA_DIR on the embedded database.
import path from "node:path";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { createDatabaseStorage } from "./database-storage.server";
import { localFolderStorage } from "./local-folder-storage.server";
import type { ObjectStorage, StorageBucket } from "./storage";

/** The folder under DATA_DIR that holds a bucket's files on the embedded database. */
export const LOCAL_FOLDERS: Record<StorageBucket, string> = { media: "uploads", slips: "slips" };

export function storageFor(env: Pick<Env, "databaseUrl" | "dataDir">, db: Db, bucket: StorageBucket): ObjectStorage {
  if (env.databaseUrl) return createDatabaseStorage(db, bucket);
  return localFolderStorage(path.join(env.dataDir, LOCAL_FOLDERS[bucket]), { private: bucket === "slips" });
}
