// The storage port's contract, kept by every adapter: files under DATA_DIR, and the database on
// PGlite and on PostgreSQL; plus what PostgreSQL storage is for (instances with different
// DATA_DIRs sharing uploads), the move of old files into it, and slips never reaching /media.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject, afterAll, describe, expect, it } from "vitest";
import { createDatabase, dropDatabase } from "../../../tests/support/postgres";
import { databaseKinds, suiteDatabase } from "../../../tests/support/test-database";
import { openDatabase } from "../db/client";
import { createDatabaseStorage } from "./database-storage.server";
import { importDataDirFiles } from "./import-files.server";
import { createLocalFolderStorage } from "./local-folder-storage.server";
import { serveMedia } from "./serve-media.server";
import type { ObjectStorage } from "./storage";
import { storageFor } from "./storage-for.server";

const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);

function contract(name: string, make: () => ObjectStorage) {
  describe(`${name} keeps the storage contract`, () => {
    it("stores, reads and replaces an object whole", async () => {
      const storage = make();
      const key = "3f2a9c-960.webp";
      expect(await storage.has(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
      await storage.put(key, bytes("first"), "image/webp");
      expect(await storage.has(key)).toBe(true);
      expect(await storage.get(key)).toEqual({ bytes: bytes("first"), contentType: "image/webp", size: 5 });
      await storage.put(key, bytes("second!"), "image/webp");
      expect(await storage.get(key)).toMatchObject({ bytes: bytes("second!"), size: 7 });
    });

    it("keeps the case of a slip's key, and deletes", async () => {
      const storage = make();
      const key = "SWS-2026-7K3Q9-0123456789abcdef.png";
      await storage.put(key, bytes("slip"), "image/png");
      expect((await storage.get(key))?.contentType).toBe("image/png");
      await storage.delete(key);
      expect(await storage.has(key)).toBe(false);
      await storage.delete(key);
    });

    it("lists the keys stored before a moment, oldest writes only, for the retention jobs", async () => {
      const storage = make();
      await storage.put("aa11bb-480.webp", bytes("one"), "image/webp");
      await storage.put("aa11bb-960.webp", bytes("two"), "image/webp");
      const later = await storage.keysStoredBefore(new Date(Date.now() + 60_000));
      expect(later).toEqual(expect.arrayContaining(["aa11bb-480.webp", "aa11bb-960.webp"]));
      expect(later.indexOf("aa11bb-480.webp")).toBeLessThan(later.indexOf("aa11bb-960.webp"));
      expect(await storage.keysStoredBefore(new Date(Date.now() - 60_000))).not.toContain("aa11bb-480.webp");
      await storage.delete("aa11bb-480.webp");
      expect(await storage.keysStoredBefore(new Date(Date.now() + 60_000))).not.toContain("aa11bb-480.webp");
    });

    it("refuses keys that are not flat names", async () => {
      const storage = make();
      for (const key of ["../secret.png", "a/b.png", "", ".hidden.png", "x.png\n"]) {
        expect(await storage.get(key)).toBeNull();
        expect(await storage.has(key)).toBe(false);
        await expect(storage.put(key, bytes("x"), "image/png")).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}

contract("a folder under DATA_DIR", () => createLocalFolderStorage(tempDir("storage-folder-")));

it("a folder that was never written lists nothing", async () => {
  expect(await createLocalFolderStorage(path.join(tempDir("storage-none-"), "uploads")).keysStoredBefore(new Date())).toEqual([]);
});

describe.each(databaseKinds)("database storage on %s", (kind) => {
  const database = suiteDatabase(kind);
  contract(`the database (${kind})`, () => createDatabaseStorage(database.db, "media"));

  it("keeps buckets apart: a slip's key is never an image at /media", async () => {
    const slips = createDatabaseStorage(database.db, "slips");
    await slips.put("SWS-2026-AAAAA-00112233aabbccdd.png", bytes("private"), "image/png");
    const response = await serveMedia(createDatabaseStorage(database.db, "media"), "SWS-2026-AAAAA-00112233aabbccdd.png", "GET");
    expect(response.status).toBe(404);
  });

  it("serves a stored image at /media with the same immutable caching as files", async () => {
    const media = createDatabaseStorage(database.db, "media");
    await media.put("abc123-480.webp", bytes("webp bytes"), "image/webp");
    const response = await serveMedia(media, "abc123-480.webp", "GET");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("ETag")).toBe('"abc123-480.webp"');
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes("webp bytes"));
  });

  it("copies the files a file-based start left under DATA_DIR, once", async () => {
    const dataDir = tempDir("storage-import-");
    mkdirSync(path.join(dataDir, "uploads"));
    mkdirSync(path.join(dataDir, "slips"));
    writeFileSync(path.join(dataDir, "uploads", "feed01-960.webp"), "image");
    writeFileSync(path.join(dataDir, "uploads", "feed01-960.webp.1a2b.tmp"), "half written");
    writeFileSync(path.join(dataDir, "slips", "SWS-2026-BBBBB-0011223344556677.jpg"), "slip");
    expect(await importDataDirFiles(database.db, dataDir)).toEqual({ media: 1, slips: 1 });
    expect(await importDataDirFiles(database.db, dataDir)).toEqual({ media: 0, slips: 0 });
    const slip = await createDatabaseStorage(database.db, "slips").get("SWS-2026-BBBBB-0011223344556677.jpg");
    expect(slip).toMatchObject({ bytes: bytes("slip"), contentType: "image/jpeg" });
  });
});

describe("two instances on one PostgreSQL database, each with its own DATA_DIR", () => {
  it("read each other's uploads without a shared disk", async () => {
    const url = await createDatabase(inject("postgresUrl"), `storage_${process.pid}_${Date.now().toString(36)}`);
    const [a, b] = [await openDatabase({ databaseUrl: url }), await openDatabase({ databaseUrl: url })];
    try {
      await a.migrate();
      const envA = { databaseUrl: url, dataDir: tempDir("instance-a-") };
      const envB = { databaseUrl: url, dataDir: tempDir("instance-b-") };
      await storageFor(envA, a.db, "slips").put("SWS-2026-CCCCC-8899aabbccddeeff.png", bytes("from A"), "image/png");
      expect((await storageFor(envB, b.db, "slips").get("SWS-2026-CCCCC-8899aabbccddeeff.png"))?.bytes).toEqual(bytes("from A"));
    } finally {
      await Promise.all([a.close(), b.close()]);
      await dropDatabase(url);
    }
  });
});
