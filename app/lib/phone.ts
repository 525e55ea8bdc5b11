/** `+66 81 234 5678` -> `tel:+66812345678`; a leading 0 is Thailand's trunk prefix. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("0") ? `+66${digits.slice(1)}` : digits}`;
}

/** Separators people type inside numbers: spaces, dashes, dots, brackets. */
const separators = /[\s\-.()]/g;

/**
 * A phone number as people write it: Thai with the trunk 0 (`081-234-5678`, `02 123 4567`) or
 * international (`+66 81 234 5678`, `+1 415 555 0100`). Thai numbers have 8 (landline) or 9 (mobile)
 * digits after the 0 or +66; others follow E.164 (at most 15 digits). Used by every form that asks
 * for one (contact, checkout, settings).
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s\-.()]+$/.test(value)) return false;
  const compact = value.replace(separators, "");
  if (/^0[1-9]\d{7,8}$/.test(compact)) return true;
  if (/^\+66[1-9]\d{7,8}$/.test(compact)) return true;
  return !compact.startsWith("+66") && /^\+[1-9]\d{6,14}$/.test(compact);
}
