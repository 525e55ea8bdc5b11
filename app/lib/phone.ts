/** `+66 81 234 5678` -> `tel:+66812345678`; a leading 0 is Thailand's trunk prefix. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("0") ? `+66${digits.slice(1)}` : digits}`;
}
