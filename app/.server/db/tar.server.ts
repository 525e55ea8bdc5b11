// The few tar features a backup archive needs: regular files written one after another (ustar,
// with a POSIX "pax" header for names longer than 100 bytes) and read back. GNU tar, bsdtar and
// 7-Zip open the result, so an operator can look inside a backup with `tar tzvf`.

const BLOCK = 512;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export interface TarEntry {
  name: string;
  bytes: Uint8Array;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

function header(name: string, size: number, type: "0" | "x", mode: number, mtime: number): Uint8Array {
  const block = new Uint8Array(BLOCK);
  const put = (text: string, offset: number) => block.set(encoder.encode(text), offset);
  block.set(encoder.encode(name).subarray(0, 100), 0);
  put(octal(mode, 8), 100);
  put(octal(0, 8), 108);
  put(octal(0, 8), 116);
  put(octal(size, 12), 124);
  put(octal(mtime, 12), 136);
  put("        ", 148); // the checksum is summed with its own field as spaces
  put(type, 156);
  put("ustar\u000000", 257);
  const sum = block.reduce((total, byte) => total + byte, 0);
  put(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return block;
}

/** A pax record `"<length> path=<name>\n"`, where the length counts its own digits too. */
function paxPath(name: string): Uint8Array {
  const body = ` path=${name}\n`;
  const bodyBytes = encoder.encode(body).byteLength;
  let length = bodyBytes + 1;
  while (String(length).length + bodyBytes !== length) length = String(length).length + bodyBytes;
  return encoder.encode(`${length}${body}`);
}

function padding(size: number): Uint8Array {
  return new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK);
}

/** The blocks of one file entry, ready to be written in order. */
export function tarEntry(name: string, bytes: Uint8Array, options: { mode?: number; mtime?: Date } = {}): Uint8Array[] {
  const mode = options.mode ?? 0o644;
  const mtime = Math.floor((options.mtime ?? new Date()).getTime() / 1000);
  const blocks: Uint8Array[] = [];
  if (encoder.encode(name).byteLength > 100) {
    const record = paxPath(name);
    blocks.push(header("PaxHeaders/path", record.byteLength, "x", 0o644, mtime), record, padding(record.byteLength));
  }
  blocks.push(header(name, bytes.byteLength, "0", mode, mtime), bytes, padding(bytes.byteLength));
  return blocks;
}

/** Two empty blocks end an archive. */
export function tarEnd(): Uint8Array {
  return new Uint8Array(BLOCK * 2);
}

function text(block: Uint8Array, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return decoder.decode(end === -1 ? field : field.subarray(0, end));
}

function number(block: Uint8Array, offset: number, length: number): number {
  const value = text(block, offset, length).trim();
  return value === "" ? 0 : Number.parseInt(value, 8);
}

/** Every regular file in an (uncompressed) archive, in order; throws on a damaged one. */
export function readTar(archive: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  let longName: string | undefined;
  while (offset + BLOCK <= archive.byteLength) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return entries;
    const stored = number(block, 148, 8);
    const sum = block.reduce((total, byte, index) => total + (index >= 148 && index < 156 ? 32 : byte), 0);
    if (stored !== sum) throw new Error(`The archive is damaged at byte ${offset} (header checksum)`);
    const size = number(block, 124, 12);
    const type = text(block, 156, 1) || "0";
    const start = offset + BLOCK;
    if (start + size > archive.byteLength) throw new Error("The archive ends in the middle of a file");
    const bytes = archive.subarray(start, start + size);
    offset = start + size + padding(size).byteLength;
    if (type === "x") {
      const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(decoder.decode(bytes));
      longName = match?.[1];
      continue;
    }
    if (type !== "0") continue;
    const prefix = text(block, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100));
    longName = undefined;
    entries.push({ name, bytes });
  }
  throw new Error("The archive ends without its end marker");
}
