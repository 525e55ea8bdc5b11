// Order reference numbers, e.g. SWS-2026-7K3Q9: short enough to read over the phone or type into
// a banking app's memo, without the characters people confuse (0/O, 1/I/L).
export const referenceAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const LENGTH = 5;

export const referencePattern = /^SWS-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/;

export function isOrderReference(value: unknown): value is string {
  return typeof value === "string" && referencePattern.test(value);
}

/** `randomBytes` is injected so tests can force collisions; the server passes crypto's. */
export function generateReference(now: Date, randomBytes: (size: number) => Uint8Array): string {
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 31).
  const limit = 256 - (256 % referenceAlphabet.length);
  let code = "";
  while (code.length < LENGTH) {
    for (const byte of randomBytes(LENGTH * 2)) {
      if (byte < limit && code.length < LENGTH) code += referenceAlphabet[byte % referenceAlphabet.length];
    }
  }
  return `SWS-${now.getUTCFullYear()}-${code}`;
}
