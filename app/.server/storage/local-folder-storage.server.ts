// The default storage: files in a folder (DATA_DIR/uploads). Writes go to a temporary name and
// are renamed into place, so a reader never sees half a file and a crash leaves no broken one.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeForKey, isStorageKey, type ObjectStorage } from "./storage";

export function createLocalFolderStorage(folder: string): ObjectStorage {
  const root = path.resolve(folder);
  let ready: Promise<unknown> | undefined;
  const fileFor = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileFor(key);
      ready ??= mkdir(root, { recursive: true });
      await ready;
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, bytes, { mode: 0o644 });
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const bytes = await readFile(path.join(root, key));
        return { bytes, contentType: contentTypeForKey(key), size: bytes.byteLength };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async has(key) {
      if (!isStorageKey(key)) return false;
      return stat(path.join(root, key)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
  };
}

const byFolder = new Map<string, ObjectStorage>();

/** The uploads storage for this environment: DATA_DIR/uploads (one instance per folder). */
export function mediaStorage(env: { dataDir: string }): ObjectStorage {
  const folder = path.join(env.dataDir, "uploads");
  let storage = byFolder.get(folder);
  if (!storage) {
    storage = createLocalFolderStorage(folder);
    byFolder.set(folder, storage);
  }
  return storage;
}
