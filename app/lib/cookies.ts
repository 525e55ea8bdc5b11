// Reading one cookie from a Cookie header. The header is the visitor's to write, so it is split,
// never matched with a pattern that could backtrack: the cost stays linear in its length.

/** The raw value of the first cookie called `name`, trimmed; undefined when there is none. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index !== -1 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** The same value percent-decoded (as `encodeURIComponent` wrote it); undefined when malformed. */
export function readDecodedCookie(header: string | null | undefined, name: string): string | undefined {
  const value = readCookie(header, name);
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
