// The error catalogue for articles (docs/product.md#error-messages). The English words are the
// catalogue's; the UI shows the translation of the code (common.blog.errors.*).
import { codedError } from "~/lib/errors";

export const articleErrorMessages = {
  loadArticlesFailed: "Failed to load articles. Please try again.",
  loadArticleFailed: "Failed to load article. Please try again.",
  notFound: "Article not found",
  updateFailed: "Failed to update article. Please try again.",
  deleteFailed: "Failed to delete article. Please try again.",
} as const;

export type ArticleErrorCode = keyof typeof articleErrorMessages;

export const ArticleError = codedError<ArticleErrorCode>("ArticleError", (code) => articleErrorMessages[code]);
export type ArticleError = InstanceType<typeof ArticleError>;

export function isArticleError(error: unknown, code?: ArticleErrorCode): error is ArticleError {
  return error instanceof ArticleError && (code === undefined || error.code === code);
}
