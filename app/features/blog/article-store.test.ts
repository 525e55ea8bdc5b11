import { describe, expect, it } from "vitest";
import { articleStoreReducer, type ArticleStoreState, initialArticleStore } from "./article-store";

interface Row {
  id: number;
  title: string;
  status: string;
}

const one: Row = { id: 1, title: "One", status: "draft" };
const two: Row = { id: 2, title: "Two", status: "published" };

function loaded(): ArticleStoreState<Row> {
  let state = articleStoreReducer(initialArticleStore<Row>(), { type: "READ_ARTICLES_SUCCESS", articles: [one, two], at: 10 });
  state = articleStoreReducer(state, { type: "READ_ARTICLE_SUCCESS", article: one, at: 20 });
  return state;
}

describe("the article store", () => {
  it("starts empty, with the specification's fields", () => {
    expect(initialArticleStore()).toEqual({
      articles: [],
      currentArticle: null,
      loading: false,
      error: null,
      lastOperation: null,
      timestamp: null,
    });
  });

  it("records the list, the operation's name and its time", () => {
    const requested = articleStoreReducer(initialArticleStore<Row>(), { type: "READ_ARTICLES_REQUEST", at: 5 });
    expect(requested).toMatchObject({ loading: true, lastOperation: "READ_ARTICLES_REQUEST", timestamp: 5 });
    const state = articleStoreReducer(requested, { type: "READ_ARTICLES_SUCCESS", articles: [one, two], at: 9 });
    expect(state).toEqual({
      articles: [one, two],
      currentArticle: null,
      loading: false,
      error: null,
      lastOperation: "READ_ARTICLES_SUCCESS",
      timestamp: 9,
    });
  });

  it("stamps the current time when no time is given", () => {
    const before = Date.now();
    const state = articleStoreReducer(initialArticleStore<Row>(), { type: "READ_ARTICLES_SUCCESS", articles: [] });
    expect(state.timestamp).toBeGreaterThanOrEqual(before);
  });

  it("a reset clears every field", () => {
    const failed = articleStoreReducer(loaded(), { type: "UPDATE_ARTICLE_FAILURE", at: 30 });
    expect(failed.error).toBe("Failed to update article. Please try again.");
    expect(articleStoreReducer(failed, { type: "RESET" })).toEqual(initialArticleStore());
  });

  it("deleting the current article clears it", () => {
    const state = articleStoreReducer(loaded(), { type: "DELETE_ARTICLE_SUCCESS", id: 1, at: 40 });
    expect(state.currentArticle).toBeNull();
    expect(state.articles).toEqual([two]);
    expect(state.lastOperation).toBe("DELETE_ARTICLE_SUCCESS");
  });

  it("deleting another article keeps the current one", () => {
    const state = articleStoreReducer(loaded(), { type: "DELETE_ARTICLE_SUCCESS", id: 2, at: 40 });
    expect(state.currentArticle).toEqual(one);
    expect(state.articles).toEqual([one]);
  });

  it("an id that does not exist gives 'Article not found' and clears the current article", () => {
    const state = articleStoreReducer(loaded(), { type: "ARTICLE_NOT_FOUND", id: 99, at: 50 });
    expect(state.error).toBe("Article not found");
    expect(state.currentArticle).toBeNull();
    expect(state.articles).toEqual([one, two]);
    expect(state.lastOperation).toBe("ARTICLE_NOT_FOUND");
  });

  it("a failed delete keeps everything and says so in the catalogue's words", () => {
    const state = articleStoreReducer(loaded(), { type: "DELETE_ARTICLE_FAILURE", at: 60 });
    expect(state.error).toBe("Failed to delete article. Please try again.");
    expect(state.articles).toEqual([one, two]);
    expect(state.currentArticle).toEqual(one);
  });

  it("failed reads use the catalogue's texts, or a translation given by the screen", () => {
    expect(articleStoreReducer(loaded(), { type: "READ_ARTICLES_FAILURE" }).error).toBe(
      "Failed to load articles. Please try again.",
    );
    expect(articleStoreReducer(loaded(), { type: "READ_ARTICLE_FAILURE" }).error).toBe(
      "Failed to load article. Please try again.",
    );
    expect(articleStoreReducer(loaded(), { type: "DELETE_ARTICLE_FAILURE", error: "ลบบทความไม่สำเร็จ" }).error).toBe(
      "ลบบทความไม่สำเร็จ",
    );
  });

  it("an update merges into the list and the current article", () => {
    const state = articleStoreReducer(loaded(), {
      type: "UPDATE_ARTICLE_SUCCESS",
      article: { id: 1, status: "published" },
      at: 70,
    });
    expect(state.articles[0]).toEqual({ ...one, status: "published" });
    expect(state.currentArticle).toEqual({ ...one, status: "published" });
    expect(state.articles[1]).toBe(two);
  });

  it("a new request clears the previous error and sets loading", () => {
    const failed = articleStoreReducer(loaded(), { type: "DELETE_ARTICLE_FAILURE", at: 1 });
    const state = articleStoreReducer(failed, { type: "DELETE_ARTICLE_REQUEST", at: 2 });
    expect(state).toMatchObject({ loading: true, error: null, lastOperation: "DELETE_ARTICLE_REQUEST" });
    expect(articleStoreReducer(failed, { type: "CLEAR_ERROR", at: 3 }).error).toBeNull();
  });
});
