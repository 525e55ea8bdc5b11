// Page numbers of the article list (`?page=N`) and the links between pages. Client-safe.

/** Higher than any page the blog will have; longer numbers are treated as malformed. */
const MAX_PAGE = 100_000;

/**
 * The page a `?page=` value asks for: 1 when absent or empty; a positive whole number written
 * plainly ("2", not "02", "2.0", "-1", "0" or "1e3"); otherwise `null`, which the list answers
 * with a 404 rather than guessing (a page number that is wrong is a link that is wrong).
 */
export function parsePageParam(value: string | null): number | null {
  if (value === null || value === "") return 1;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}

/** How many pages `total` items fill; an empty list still has its first page. */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

export type PaginationItem = { type: "page"; page: number } | { type: "gap"; key: string };

/**
 * The page links to show: always the first and last page, the current one and `siblings`
 * either side, with a gap marker where numbers are skipped. A gap never hides a single page
 * (showing "3" is as short as showing "…").
 */
export function paginationItems(current: number, total: number, siblings = 1): PaginationItem[] {
  const last = Math.max(1, Math.trunc(total));
  const page = Math.min(Math.max(1, Math.trunc(current)), last);
  const shown = new Set<number>([1, last]);
  for (let n = page - siblings; n <= page + siblings; n++) {
    if (n >= 1 && n <= last) shown.add(n);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const n of sorted) {
    if (n - previous === 2) items.push({ type: "page", page: n - 1 });
    else if (n - previous > 2) items.push({ type: "gap", key: `gap-${previous}-${n}` });
    items.push({ type: "page", page: n });
    previous = n;
  }
  return items;
}

/** Query parameters of the list that links between its pages keep. */
export interface ListQuery {
  page?: number;
  category?: string | null;
  /** An explicit `?lang=` in the address outranks the stored choice, so links must keep it. */
  lang?: string | null;
}

/** `/articles` with the given filter, page and language (page 1 is the plain address). */
export function articlesHref({ page, category, lang }: ListQuery): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page && page > 1) params.set("page", String(page));
  if (lang) params.set("lang", lang);
  const query = params.toString();
  return query ? `/articles?${query}` : "/articles";
}

/** The address of one article, keeping an explicit `?lang=`. */
export function articleHref(slug: string, lang?: string | null): string {
  const path = `/articles/${encodeURIComponent(slug)}`;
  return lang ? `${path}?lang=${encodeURIComponent(lang)}` : path;
}
