// The PGlite backup's archive (.tar.gz), written and read with `tar` (node-tar, npm's own): files
// laid out in a folder under the names the archive gives them, written in the order given, without
// owner or device details; read back into memory, a damaged or cut-off archive refused. GNU tar,
// bsdtar and 7-Zip open the result, so an operator can look inside a backup with `tar tzvf`.
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";

/** Writes the files `names` under `dir` to `file` as a gzip'd tar, readable by its owner only. */
export async function writeArchive(dir: string, names: readonly string[], file: string): Promise<void> {
  await pipeline(tar.create({ gzip: true, cwd: dir, portable: true }, [...names]), createWriteStream(file, { mode: 0o600 }));
}

/** Every file of a .tar.gz by name, in memory; throws on a damaged or cut-off archive. */
export async function readArchive(file: string): Promise<Map<string, Uint8Array>> {
  const entries = new Map<string, Uint8Array>();
  await tar.list({
    file,
    strict: true,
    onReadEntry: (entry) => {
      if (entry.type !== "File") return;
      const chunks: Buffer[] = [];
      entry.on("data", (chunk: Buffer) => chunks.push(chunk));
      entry.on("end", () => entries.set(entry.path, new Uint8Array(Buffer.concat(chunks))));
    },
  });
  return entries;
}
