// The storage port for uploaded files: what the app needs from a place that keeps bytes by key.
// The local folder (local-folder-storage.server.ts) is the default; an object store (S3, R2, GCS)
// is another implementation of the same three calls, so several instances can share uploads.

/** Keys are flat, lower-case names such as `3f2a...-960.webp`: no folders, nothing to escape. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,120}\.[a-z0-9]{2,5}$/;

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
}

const contentTypes: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

export function contentTypeForKey(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}
