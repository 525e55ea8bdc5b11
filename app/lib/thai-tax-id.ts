// Thai tax ids and branch numbers as the Revenue Department prints them on tax invoices: shared by
// the agency's own invoicing settings and the buyer's details at checkout.

/** The branch number of a head office ("สำนักงานใหญ่"). */
export const headOfficeBranch = "00000";

/** Separators people type inside numbers: spaces, dashes, dots, brackets. */
const separators = /[\s\-.()]/g;

/** What was typed, without the separators, as the id is stored: `0-1055-36000-01-1` -> `0105536000011`. */
export function compactDigits(value: string): string {
  return value.replace(separators, "");
}

/**
 * The check digit of a 13-digit Thai national id or tax id: the first 12 digits weighted 13 down
 * to 2, and (11 - sum mod 11) mod 10 must equal the last digit.
 */
export function isThaiIdNumber(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
}

/**
 * What is wrong with a typed tax id, if anything: not 13 digits, or 13 digits whose last does not
 * match the others (a typing slip the check digit exists to catch).
 */
export function taxIdProblem(value: string): "format" | "checkDigit" | null {
  const digits = compactDigits(value);
  if (!/^\d{13}$/.test(digits)) return "format";
  return isThaiIdNumber(digits) ? null : "checkDigit";
}

/** A branch's own number: exactly 5 digits, and not the head office's 00000. */
export function isBranchNumber(value: string): boolean {
  return /^\d{5}$/.test(value) && value !== headOfficeBranch;
}

/** 13 digits grouped as the Revenue Department prints them: `0105536000011` -> `0-1055-36000-01-1`. */
export function formatTaxId(digits: string): string {
  const match = /^(\d)(\d{4})(\d{5})(\d{2})(\d)$/.exec(digits);
  return match ? match.slice(1).join("-") : digits;
}
