// PostgreSQL failures a service turns into its own errors. Both drivers (pg, PGlite) report the
// SQLSTATE as `code`, and Drizzle wraps their error as its `cause`.

export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";

export interface PostgresError {
  code?: string;
  constraint?: string;
  message?: string;
}

/** The SQLSTATE, constraint and message of the first PostgreSQL error among an error and its causes. */
export function postgresErrorOf(error: unknown): PostgresError {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === "string" ? candidate.constraint : undefined,
        message: typeof candidate.message === "string" ? candidate.message : undefined,
      };
    }
    current = candidate.cause;
  }
  return {};
}

/**
 * A unique violation of `constraint`. A driver that leaves the constraint out still names it in
 * the message ("duplicate key value violates unique constraint ...").
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const found = postgresErrorOf(error);
  if (found.code !== UNIQUE_VIOLATION) return false;
  return found.constraint === undefined ? (found.message?.includes(constraint) ?? true) : found.constraint === constraint;
}
