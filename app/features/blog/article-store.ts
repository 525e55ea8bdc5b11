// The admin's client-side article state (docs/product.md#article-store): the list, the current
// article, a loading flag, the error text, the last operation's name and when it happened.
// A pure reducer, so each of its rules is a unit test; the screens
// hold it with useReducer and feed it what their loaders and actions answer.
import { articleErrorMessages } from "./article-errors";

export interface StoreArticle {
  id: number;
}

export interface ArticleStoreState<A extends StoreArticle = StoreArticle> {
  articles: A[];
  currentArticle: A | null;
  loading: boolean;
  error: string | null;
  lastOperation: ArticleOperation | null;
  /** Milliseconds since the epoch of the last operation, or null after a reset. */
  timestamp: number | null;
}

export type ArticleOperation =
  | "READ_ARTICLES_REQUEST"
  | "READ_ARTICLES_SUCCESS"
  | "READ_ARTICLES_FAILURE"
  | "READ_ARTICLE_REQUEST"
  | "READ_ARTICLE_SUCCESS"
  | "READ_ARTICLE_FAILURE"
  | "UPDATE_ARTICLE_REQUEST"
  | "UPDATE_ARTICLE_SUCCESS"
  | "UPDATE_ARTICLE_FAILURE"
  | "DELETE_ARTICLE_REQUEST"
  | "DELETE_ARTICLE_SUCCESS"
  | "DELETE_ARTICLE_FAILURE"
  | "ARTICLE_NOT_FOUND"
  | "CLEAR_ERROR"
  | "RESET";

export type ArticleStoreAction<A extends StoreArticle = StoreArticle> = { at?: number } & (
  | { type: "READ_ARTICLES_REQUEST" }
  | { type: "READ_ARTICLES_SUCCESS"; articles: A[] }
  | { type: "READ_ARTICLES_FAILURE"; error?: string }
  | { type: "READ_ARTICLE_REQUEST" }
  | { type: "READ_ARTICLE_SUCCESS"; article: A }
  | { type: "READ_ARTICLE_FAILURE"; error?: string }
  | { type: "UPDATE_ARTICLE_REQUEST" }
  | { type: "UPDATE_ARTICLE_SUCCESS"; article: Partial<A> & { id: number } }
  | { type: "UPDATE_ARTICLE_FAILURE"; error?: string }
  | { type: "DELETE_ARTICLE_REQUEST" }
  | { type: "DELETE_ARTICLE_SUCCESS"; id: number }
  | { type: "DELETE_ARTICLE_FAILURE"; error?: string }
  | { type: "ARTICLE_NOT_FOUND"; id?: number; error?: string }
  | { type: "CLEAR_ERROR" }
  | { type: "RESET" }
);

export function initialArticleStore<A extends StoreArticle = StoreArticle>(): ArticleStoreState<A> {
  return { articles: [], currentArticle: null, loading: false, error: null, lastOperation: null, timestamp: null };
}

/**
 * The rules: a reset clears every field; deleting an article also clears the current article when
 * it was the deleted one; an id that does not exist gives "Article not found" and clears the
 * current article. Error texts default to the catalogue's (docs/product.md#error-messages); a screen may pass its
 * translation instead.
 */
export function articleStoreReducer<A extends StoreArticle>(
  state: ArticleStoreState<A>,
  action: ArticleStoreAction<A>,
): ArticleStoreState<A> {
  if (action.type === "RESET") return initialArticleStore<A>();
  const stamped = (next: Partial<ArticleStoreState<A>>): ArticleStoreState<A> => ({
    ...state,
    ...next,
    lastOperation: action.type,
    timestamp: action.at ?? Date.now(),
  });
  switch (action.type) {
    case "READ_ARTICLES_REQUEST":
    case "READ_ARTICLE_REQUEST":
    case "UPDATE_ARTICLE_REQUEST":
    case "DELETE_ARTICLE_REQUEST":
      return stamped({ loading: true, error: null });
    case "READ_ARTICLES_SUCCESS":
      return stamped({ loading: false, error: null, articles: action.articles });
    case "READ_ARTICLES_FAILURE":
      return stamped({ loading: false, error: action.error ?? articleErrorMessages.loadArticlesFailed });
    case "READ_ARTICLE_SUCCESS":
      return stamped({ loading: false, error: null, currentArticle: action.article });
    case "READ_ARTICLE_FAILURE":
      return stamped({ loading: false, error: action.error ?? articleErrorMessages.loadArticleFailed });
    case "UPDATE_ARTICLE_SUCCESS": {
      const merge = (article: A): A => (article.id === action.article.id ? { ...article, ...action.article } : article);
      return stamped({
        loading: false,
        error: null,
        articles: state.articles.map(merge),
        currentArticle: state.currentArticle ? merge(state.currentArticle) : state.currentArticle,
      });
    }
    case "UPDATE_ARTICLE_FAILURE":
      return stamped({ loading: false, error: action.error ?? articleErrorMessages.updateFailed });
    case "DELETE_ARTICLE_SUCCESS":
      return stamped({
        loading: false,
        error: null,
        articles: state.articles.filter((article) => article.id !== action.id),
        currentArticle: state.currentArticle?.id === action.id ? null : state.currentArticle,
      });
    case "DELETE_ARTICLE_FAILURE":
      return stamped({ loading: false, error: action.error ?? articleErrorMessages.deleteFailed });
    case "ARTICLE_NOT_FOUND":
      return stamped({
        loading: false,
        error: action.error ?? articleErrorMessages.notFound,
        currentArticle: null,
        // A vanished article no longer belongs in the list either.
        articles: action.id === undefined ? state.articles : state.articles.filter((article) => article.id !== action.id),
      });
    case "CLEAR_ERROR":
      return stamped({ error: null });
    default:
      return state;
  }
}
