// Uploads kept in PostgreSQL (table stored_objects), one bucket per kind: what several instances
// without a shared disk use, and what a database backup then holds too.
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { storedObjects } from "../db/schema";
import { isStorageKey, type ObjectStorage, type StorageBucket } from "./storage";

export function createDatabaseStorage(db: Db, bucket: StorageBucket): ObjectStorage {
  const where = (key: string) => and(eq(storedObjects.bucket, bucket), eq(storedObjects.key, key));
  return {
    async put(key, bytes, contentType) {
      if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
      const row = { bucket, key, contentType, bytes, size: bytes.byteLength };
      // One statement: a reader sees the old object or the new one, never half of either.
      await db
        .insert(storedObjects)
        .values(row)
        .onConflictDoUpdate({
          target: [storedObjects.bucket, storedObjects.key],
          set: { contentType, bytes, size: bytes.byteLength, createdAt: sql`now()` },
        });
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const [row] = await db
        .select({ bytes: storedObjects.bytes, contentType: storedObjects.contentType, size: storedObjects.size })
        .from(storedObjects)
        .where(where(key));
      if (!row) return null;
      // node-postgres hands back a Buffer, PGlite a Uint8Array: both are bytes.
      return {
        bytes: new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength),
        contentType: row.contentType,
        size: row.size,
      };
    },
    async has(key) {
      if (!isStorageKey(key)) return false;
      const [row] = await db.select({ key: storedObjects.key }).from(storedObjects).where(where(key));
      return Boolean(row);
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await db.delete(storedObjects).where(where(key));
    },
    async keysStoredBefore(before) {
      const rows = await db
        .select({ key: storedObjects.key })
        .from(storedObjects)
        .where(and(eq(storedObjects.bucket, bucket), lt(storedObjects.createdAt, before)))
        .orderBy(asc(storedObjects.key));
      return rows.map((row) => row.key);
    },
  };
}
