import { mkdtemp, readdir, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalFolderStorage } from "~/.server/storage/local-folder-storage.server";
import { serveMedia } from "~/.server/storage/serve-media.server";
import type { ObjectStorage } from "~/.server/storage/storage";
import { MEDIA_URL_PATTERN } from "./article-form-schema";
import { ImageUploadError, sniffImageFormat, storeArticleImage } from "./article-media.server";
import { mediaSrcSet } from "./media-widths";

async function image(format: "jpeg" | "png" | "webp", width = 2000, height = 1000) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 80, b: 200 } } })
      .toFormat(format)
      .toBuffer(),
  );
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageUploadError);
  return (error as ImageUploadError).code;
}

let folder: string;
let storage: ObjectStorage;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "media-test-"));
  storage = createLocalFolderStorage(folder);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("sniffImageFormat", () => {
  it("reads the format from the bytes", async () => {
    expect(sniffImageFormat(await image("jpeg", 10, 10))).toBe("jpeg");
    expect(sniffImageFormat(await image("png", 10, 10))).toBe("png");
    expect(sniffImageFormat(await image("webp", 10, 10))).toBe("webp");
    expect(sniffImageFormat(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});

describe("storeArticleImage", () => {
  it("writes an image again when it is uploaded again, so the unused-image purge counts from the new upload", async () => {
    const bytes = await image("png", 300, 200);
    const first = await storeArticleImage(storage, bytes);
    const key = first.src.slice("/media/".length);
    const longAgo = new Date("2020-01-01T00:00:00Z");
    await utimes(path.join(folder, key), longAgo, longAgo);
    expect(await storage.keysStoredBefore(new Date("2021-01-01T00:00:00Z"))).toContain(key);
    await storeArticleImage(storage, bytes);
    expect(await storage.keysStoredBefore(new Date("2021-01-01T00:00:00Z"))).not.toContain(key);
  });

  it.each(["jpeg", "png", "webp"] as const)("stores a %s as WebP at the responsive widths", async (format) => {
    const stored = await storeArticleImage(storage, await image(format));
    expect(stored.widths).toEqual([480, 960, 1600]);
    expect(stored.src).toMatch(MEDIA_URL_PATTERN);
    expect(stored.src).toMatch(/-1600\.webp$/);
    expect(stored.srcset.split(", ")).toHaveLength(3);
    expect(stored.width).toBe(1600);
    expect(stored.height).toBe(800);
    const key = stored.src.slice("/media/".length);
    const object = await storage.get(key);
    expect(object?.contentType).toBe("image/webp");
    const meta = await sharp(object?.bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1600);
  });

  it("never enlarges a small image", async () => {
    const stored = await storeArticleImage(storage, await image("png", 300, 200));
    expect(stored.widths).toEqual([300]);
    expect(stored.src).toMatch(/-300\.webp$/);
  });

  it.each([
    [300, 200],
    [1200, 600],
    [2400, 1200],
  ])("names in the cover's srcset exactly the widths a %ipx upload stored", async (width, height) => {
    const stored = await storeArticleImage(storage, await image("png", width, height));
    // The pages derive a cover's srcset from its address alone (media-widths.ts).
    expect(mediaSrcSet(stored.src)).toBe(stored.srcset);
    for (const candidate of stored.srcset.split(", ")) {
      const key = candidate.split(" ")[0]!.slice("/media/".length);
      expect(await storage.has(key)).toBe(true);
    }
  });

  it("refuses text, SVG and HTML whatever they are called", async () => {
    for (const text of [
      "<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>",
      "<html><script>alert(1)</script>",
      "GIF89a",
    ]) {
      expect(await failure(storeArticleImage(storage, new TextEncoder().encode(text)))).toBe("imageType");
    }
  });

  it("refuses a GIF, and a file whose PNG header hides something else", async () => {
    const gif = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
        .gif()
        .toBuffer(),
    );
    expect(await failure(storeArticleImage(storage, gif))).toBe("imageType");
    const jpeg = await image("jpeg", 20, 20);
    const lying = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...jpeg.slice(8)]);
    expect(await failure(storeArticleImage(storage, lying))).toBe("imageType");
  });

  it("refuses files over 5 MB and empty files", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await failure(storeArticleImage(storage, big))).toBe("imageTooLarge");
    expect(await failure(storeArticleImage(storage, new Uint8Array()))).toBe("imageMissing");
  });

  it("refuses an image with too many pixels before decoding it", async () => {
    const huge = new Uint8Array(
      await sharp({ create: { width: 9000, height: 100, channels: 3, background: "white" } })
        .png()
        .toBuffer(),
    );
    expect(await failure(storeArticleImage(storage, huge))).toBe("imageTooManyPixels");
  });

  it("leaves nothing behind when it refuses a file", async () => {
    const before = await readdir(folder);
    await failure(storeArticleImage(storage, new TextEncoder().encode("not an image")));
    expect(await readdir(folder)).toEqual(before);
  });
});

describe("serveMedia", () => {
  it("answers a stored image with a year-long immutable cache and nothing for unknown or unsafe keys", async () => {
    const stored = await storeArticleImage(storage, await image("png", 100, 50));
    const key = stored.src.slice("/media/".length);
    const response = await serveMedia(storage, key, "GET");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    for (const bad of ["../../etc/passwd", "..%2Fsecret.webp", "missing-100.webp", ""]) {
      expect((await serveMedia(storage, bad, "GET")).status).toBe(404);
    }
  });
});
