// Errors of the admin's article operations that the specification's catalogue (article-errors.ts)
// does not name: the editor needs to tell a taken slug and an unknown category from a failure.
import { codedError } from "~/lib/errors";

export type ArticleAdminErrorCode = "slugTaken" | "categoryUnknown" | "createFailed" | "staleRevision" | "notScheduled";

export const ArticleAdminError = codedError<ArticleAdminErrorCode>("ArticleAdminError");
export type ArticleAdminError = InstanceType<typeof ArticleAdminError>;

export function isArticleAdminError(error: unknown, code?: ArticleAdminErrorCode): error is ArticleAdminError {
  return error instanceof ArticleAdminError && (code === undefined || error.code === code);
}
