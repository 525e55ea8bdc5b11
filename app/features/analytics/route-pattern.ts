// Pages whose address carries a secret (a draft's share link, /preview/<token>) are reported to
// analytics by their route pattern, never by their path. A route says so in its `handle`
// (`secretPath: true`); the pattern is rebuilt from React Router's match (pathname and params),
// so it cannot drift from app/routes.ts.
import type { UIMatch } from "react-router";

/** The `handle` of a route whose path must never reach analytics. */
export interface SecretPathHandle {
  secretPath?: boolean;
}

/**
 * `pathname` with every segment a param filled in replaced by `:name` (`*` for a splat and all
 * that follows): `/preview/abc` with `{ token: "abc" }` is `/preview/:token`.
 */
export function routePattern(pathname: string, params: Readonly<Record<string, string | undefined>>): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (name !== "*" && value) names.set(value, `:${name}`);
  }
  const segments = pathname.split("/");
  const out: string[] = [];
  for (const segment of segments) {
    let value = segment;
    try {
      value = decodeURIComponent(segment);
    } catch {
      // A malformed escape is kept as written; it can still match nothing below.
    }
    const named = names.get(value);
    out.push(named ?? segment);
  }
  const splat = params["*"];
  if (splat) {
    const joined = out.join("/");
    const at = joined.lastIndexOf(splat);
    return at < 0 ? "/*" : `${joined.slice(0, at)}*`;
  }
  return out.join("/") || "/";
}

/** The route pattern to report instead of the path, when the deepest route marking one says so. */
export function secretRoutePattern(matches: readonly UIMatch[]): string | undefined {
  for (const match of [...matches].reverse()) {
    if ((match.handle as SecretPathHandle | undefined)?.secretPath === true) {
      return routePattern(match.pathname, match.params);
    }
  }
  return undefined;
}
