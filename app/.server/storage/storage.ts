// The storage port for uploaded files: what the app needs from a place that keeps bytes by key.
// A local folder (local-folder-storage.server.ts) on the embedded database, PostgreSQL itself
// (database-storage.server.ts) on a PostgreSQL server; an object store (S3, R2, GCS) would be
// another implementation of the same calls. storage-for.server.ts picks one.

/**
 * Keys are flat names such as `3f2a...-960.webp` or `SWS-2026-7K3Q9-1f0e....png`: no folders,
 * nothing to escape.
 */
export const STORAGE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,120}\.[a-z0-9]{2,5}$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
  size: number;
}

export interface ObjectStorage {
  /** Stores bytes under a key; writing the same key again replaces it whole (never half-written). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none (or the key is not a valid key). */
  get(key: string): Promise<StoredObject | null>;
  has(key: string): Promise<boolean>;
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Keys of the objects stored (or last replaced) before `before`, in key order: the retention jobs' scan. */
  keysStoredBefore(before: Date): Promise<string[]>;
}

/** The two kinds of upload: article images are public, transfer slips are for staff only. */
export type StorageBucket = "media" | "slips";

const contentTypes: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

export function contentTypeForKey(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}
