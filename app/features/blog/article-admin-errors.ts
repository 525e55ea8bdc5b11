// Errors of the admin's article operations that the specification's catalogue (article-errors.ts)
// does not name: the editor needs to tell a taken slug and an unknown category from a failure.
export type ArticleAdminErrorCode = "slugTaken" | "categoryUnknown" | "createFailed";

export class ArticleAdminError extends Error {
  override name = "ArticleAdminError";
  constructor(
    readonly code: ArticleAdminErrorCode,
    options?: { cause?: unknown },
  ) {
    super(code, options);
  }
}

export function isArticleAdminError(error: unknown, code?: ArticleAdminErrorCode): error is ArticleAdminError {
  return error instanceof ArticleAdminError && (code === undefined || error.code === code);
}

/** PostgreSQL's SQLSTATE and constraint of an error, looking through wrappers (Drizzle wraps driver errors). */
export function postgresErrorOf(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === "string" ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return {};
}
