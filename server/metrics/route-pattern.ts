// A request's route pattern ("/articles/:slug", never "/articles/how-we-build"), for metric labels:
// a label takes one of the few patterns the app has, however many paths visitors make up. React
// Router's own `matchRoutes`, on the routes of the server build, decides, as the router itself does.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The paths Hono answers itself, ahead of React Router (server/app.ts). */
const HONO_ROUTES: readonly (readonly [prefix: string, pattern: string])[] = [
  ["/assets/", "/assets/*"],
  ["/media/", "/media/:key"],
];
const HONO_PATHS = new Set(["/healthz", "/metrics"]);

/** The not-found page's catch-all (app/routes.ts); a file served from the build answers 200 under it. */
const SPLAT = "/*";
export const STATIC_FILE = "(static file)";
export const UNMATCHED = "(unmatched)";

/** Recently resolved path shapes (below): most requests skip the match; the bound keeps memory fixed. */
const REMEMBERED = 1000;
const ANY = "\u0000";

/** The build's route manifest (flat, by parentId) as the nested route objects `matchRoutes` takes. */
export function routeObjects(build: Pick<ServerBuild, "routes">): RouteObject[] {
  const byParent = new Map<string | undefined, { id: string; path?: string; index?: boolean; caseSensitive?: boolean }[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      if (route.index) return { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive };
      const children = childrenOf(route.id);
      return {
        id: route.id,
        path: route.path,
        caseSensitive: route.caseSensitive,
        children: children.length ? children : undefined,
      };
    });
  return childrenOf(undefined);
}

/** "/admin/payments/:orderId" from the matched routes' own paths, joined. */
function joinPattern(paths: (string | undefined)[]): string {
  const segments = paths.flatMap((path) => (path ? path.split("/") : [])).filter(Boolean);
  return `/${segments.join("/")}`;
}

export interface RoutePatterns {
  /** The pattern of `pathname`, answered with `status`. */
  patternOf(pathname: string, status: number): string;
}

/** Every literal segment of the routes' paths ("articles", "sitemap.xml"), folded as matching folds. */
function literalSegments(build: Pick<ServerBuild, "routes">, fold: (segment: string) => string): Set<string> {
  const literals = new Set<string>();
  for (const route of Object.values(build.routes)) {
    for (const segment of route?.path?.split("/") ?? []) {
      if (segment && !segment.startsWith(":") && segment !== "*") literals.add(fold(segment));
    }
  }
  return literals;
}

/**
 * A path's shape: each segment that is some route's literal kept, any other replaced by one
 * placeholder. Two paths of one shape match the same routes (a param or a splat takes any
 * segment, a literal only itself), so the shape keys the remembered patterns: /articles/a and
 * /articles/b are one entry, one `matchRoutes` (which ranks every route on each call, about a
 * millisecond here).
 */
function shapeOf(pathname: string, literals: Set<string>, fold: (segment: string) => string): string {
  return pathname
    .split("/")
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // Kept as written, as React Router keeps a malformed escape.
      }
      const folded = fold(decoded);
      return folded === "" || literals.has(folded) ? folded : ANY;
    })
    .join("/");
}

export function routePatterns(build: Pick<ServerBuild, "routes" | "basename">): RoutePatterns {
  const routes = routeObjects(build);
  // React Router matches regardless of case unless a route asks otherwise.
  const caseSensitive = Object.values(build.routes).some((route) => route?.caseSensitive);
  const fold = caseSensitive ? (segment: string) => segment : (segment: string) => segment.toLowerCase();
  const literals = literalSegments(build, fold);
  const remembered = new Map<string, string>();

  const match = (pathname: string): string => {
    const shape = shapeOf(pathname, literals, fold);
    const known = remembered.get(shape);
    if (known !== undefined) return known;
    const matches = matchRoutes(routes, pathname, build.basename);
    const pattern = matches ? joinPattern(matches.map((found) => found.route.path)) : UNMATCHED;
    if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value as string);
    remembered.set(shape, pattern);
    return pattern;
  };

  return {
    patternOf(requested, status) {
      if (HONO_PATHS.has(requested)) return requested;
      // A data request (single fetch: /x.data, /_root.data for /) is for the page at its path.
      const pathname =
        requested === "/_root.data" ? "/" : requested.endsWith(".data") ? requested.slice(0, -".data".length) : requested;
      for (const [prefix, pattern] of HONO_ROUTES) if (pathname.startsWith(prefix)) return pattern;
      const pattern = match(pathname);
      // The catch-all renders the not-found page (404); a success under it is a file of the build.
      return pattern === SPLAT && status < 400 ? STATIC_FILE : pattern;
    },
  };
}
