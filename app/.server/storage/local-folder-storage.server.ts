// The default storage: files in a folder (DATA_DIR/uploads). Writes go to a temporary name and
// are renamed into place, so a reader never sees half a file and a crash leaves no broken one.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeForKey, isStorageKey, type ObjectStorage } from "./storage";

export interface LocalFolderOptions {
  /** Files only this process's user may read (transfer slips). */
  private?: boolean;
}

export function createLocalFolderStorage(folder: string, options: LocalFolderOptions = {}): ObjectStorage {
  const fileMode = options.private ? 0o600 : 0o644;
  const root = path.resolve(folder);
  let ready: Promise<unknown> | undefined;
  const fileFor = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileFor(key);
      ready ??= mkdir(root, { recursive: true, mode: options.private ? 0o700 : 0o755 });
      await ready;
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, bytes, { mode: fileMode });
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const file = await readFile(path.join(root, key));
        const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
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
    async delete(key) {
      if (!isStorageKey(key)) return;
      await rm(path.join(root, key), { force: true });
    },
    async keysStoredBefore(before) {
      let names: string[];
      try {
        names = (await readdir(root)).filter(isStorageKey).sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      // The file's modification time is when it was written (put renames a fresh file into place).
      const keys: string[] = [];
      for (const name of names) {
        const info = await stat(path.join(root, name)).catch(() => null);
        if (info?.isFile() && info.mtime < before) keys.push(name);
      }
      return keys;
    },
  };
}

const byFolder = new Map<string, ObjectStorage>();

/** One storage per folder, so the folder is created once however many requests write to it. */
export function localFolderStorage(folder: string, options: LocalFolderOptions = {}): ObjectStorage {
  let storage = byFolder.get(folder);
  if (!storage) {
    storage = createLocalFolderStorage(folder, options);
    byFolder.set(folder, storage);
  }
  return storage;
}
