// Placeholder: replaced by the full masking rules (see its test).
export function mask(value: unknown): unknown {
  return value;
}
