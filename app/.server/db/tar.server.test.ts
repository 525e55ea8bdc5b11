// The backup archive's tar: what it writes, GNU tar reads (long names included), and back.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readTar, tarEnd, tarEntry } from "./tar.server";

const dir = mkdtempSync(path.join(tmpdir(), "tar-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const longKey = `${"a".repeat(120)}-960.webp`;
const files = [
  { name: "manifest.json", bytes: new TextEncoder().encode('{"kind":"pglite"}') },
  { name: "empty", bytes: new Uint8Array(0) },
  { name: "block", bytes: new Uint8Array(512).fill(7) },
  { name: `uploads/${longKey}`, bytes: Uint8Array.from([0, 255, 1, 254]) },
  { name: "slips/รูป.png", bytes: new TextEncoder().encode("สลิป") },
];
const archive = () => Buffer.concat([...files.flatMap((file) => tarEntry(file.name, file.bytes)), tarEnd()]);

describe("the backup archive's tar", () => {
  it("reads back every file it wrote, whole and in order", () => {
    const entries = readTar(archive());
    expect(entries.map((entry) => entry.name)).toEqual(files.map((file) => file.name));
    entries.forEach((entry, index) => expect(Buffer.from(entry.bytes)).toEqual(Buffer.from(files[index]?.bytes ?? [])));
  });

  it("is an archive GNU tar lists and extracts, long names included", () => {
    const file = path.join(dir, "test.tar");
    writeFileSync(file, archive());
    expect(execFileSync("tar", ["-tf", file], { encoding: "utf8" }).trim().split("\n")).toEqual(files.map((entry) => entry.name));
    execFileSync("tar", ["-xf", file, "-C", dir]);
    expect([...readFileSync(path.join(dir, "uploads", longKey))]).toEqual([0, 255, 1, 254]);
  });

  it("refuses a damaged or cut-off archive", () => {
    const damaged = archive();
    damaged[3] = 0x41;
    expect(() => readTar(damaged)).toThrow(/damaged/);
    expect(() => readTar(archive().subarray(0, 1024))).toThrow(/ends/);
  });
});
