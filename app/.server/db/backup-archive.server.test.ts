// The backup archive: what it writes, GNU tar lists and extracts (long and Thai names included),
// and it reads back whole; a damaged or cut-off archive is refused.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readArchive, writeArchive } from "./backup-archive.server";

const dir = mkdtempSync(path.join(tmpdir(), "archive-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const longKey = `${"a".repeat(120)}-960.webp`;
const files = [
  { name: "pglite-data.tar", bytes: new Uint8Array(512).fill(7) },
  { name: "empty", bytes: new Uint8Array(0) },
  { name: `uploads/${longKey}`, bytes: Uint8Array.from([0, 255, 1, 254]) },
  { name: "slips/รูป.png", bytes: new TextEncoder().encode("สลิป") },
  { name: "manifest.json", bytes: new TextEncoder().encode('{"kind":"pglite"}') },
];

async function archive(name: string): Promise<string> {
  const layout = path.join(dir, `${name}-layout`);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(layout, file.name)), { recursive: true });
    writeFileSync(path.join(layout, file.name), file.bytes);
  }
  const target = path.join(dir, `${name}.tar.gz`);
  await writeArchive(
    layout,
    files.map((file) => file.name),
    target,
  );
  return target;
}

describe("the backup archive", () => {
  it("reads back every file it wrote, whole, and only its owner may read it", async () => {
    const file = await archive("whole");
    const entries = await readArchive(file);
    expect([...entries.keys()]).toEqual(files.map((entry) => entry.name));
    for (const entry of files) expect(Buffer.from(entries.get(entry.name) ?? [])).toEqual(Buffer.from(entry.bytes));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("is a .tar.gz GNU tar lists and extracts in order, long and Thai names included", async () => {
    const file = await archive("gnu");
    const listed = execFileSync("tar", ["-tzf", file], { encoding: "utf8" }).trim().split("\n");
    expect(listed).toEqual(files.map((entry) => entry.name));
    const out = path.join(dir, "gnu-out");
    mkdirSync(out);
    execFileSync("tar", ["-xzf", file, "-C", out]);
    expect([...readFileSync(path.join(out, "uploads", longKey))]).toEqual([0, 255, 1, 254]);
    expect(readFileSync(path.join(out, "slips", "รูป.png"), "utf8")).toBe("สลิป");
  });

  it("refuses a damaged or cut-off archive", async () => {
    const bytes = readFileSync(await archive("damaged"));
    const cut = path.join(dir, "cut.tar.gz");
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(readArchive(cut)).rejects.toThrow();
    const garbage = path.join(dir, "garbage.tar.gz");
    writeFileSync(garbage, Buffer.from("not a backup at all"));
    await expect(readArchive(garbage)).rejects.toThrow();
  });
});
