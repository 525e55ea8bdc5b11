// React Router's route discovery, done while the document is rendered (ADR 077).
//
// The browser's router starts with only the routes of the page it was served. Once the page has
// rendered, React Router looks for the links on it (`data-discover`), asks /__manifest for the
// routes they lead to, and patches them into the router: the patch makes the whole page render
// again, in the middle of the takeover. The server already knows the links and the routes, so it
// finds them here, the way /__manifest would, and the document carries them from the start: the
// browser's request then brings nothing new, and nothing renders twice.
import { type EntryContext, matchRoutes, type RouteObject } from "react-router";
import { decodeAttribute } from "./html-attribute";

type Manifest = EntryContext["manifest"];
type ManifestRoute = Manifest["routes"][string];

// Links and forms React Router marks for discovery, in our own rendered document (never request
// input): React writes `href` just before `data-discover` on a link and `action` just after it on a
// form, and escapes every `"` inside an attribute, so `[^"]*` stops at the attribute's end.
const DISCOVERABLE = / href="([^"]*)" data-discover="true"|data-discover="true" action="([^"]*)"/g;
const ORIGIN = "http://discovery.invalid";

/** The most paths whose matches are kept per manifest: the site's own links, articles included. */
const MAX_CACHED_PATHS = 2000;

interface Matcher {
  tree: RouteObject[];
  /** Route ids by path: `matchRoutes` ranks the whole tree on every call (milliseconds a page). */
  matched: Map<string, string[]>;
}

const matchers = new WeakMap<Manifest["routes"], Matcher>();

/** The manifest's routes as the tree `matchRoutes` walks, built once per build's manifest. */
function routeTree(routes: Manifest["routes"]): RouteObject[] {
  const nodes = new Map<string, RouteObject>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const { id, path, caseSensitive } = route;
    nodes.set(id, route.index ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive, children: [] });
  }
  const roots: RouteObject[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent?.children ?? roots).push(node);
  }
  return roots;
}

/** The ids of the routes `path` matches, outermost first (none for a path no route answers). */
function matchedIds(routes: Manifest["routes"], path: string): string[] {
  let matcher = matchers.get(routes);
  if (!matcher) matchers.set(routes, (matcher = { tree: routeTree(routes), matched: new Map() }));
  let ids = matcher.matched.get(path);
  if (!ids) {
    ids = (matchRoutes(matcher.tree, path) ?? []).map(({ route }) => route.id!);
    if (matcher.matched.size >= MAX_CACHED_PATHS) matcher.matched.clear();
    matcher.matched.set(path, ids);
  }
  return ids;
}

/** `/a/b` and its ancestors `/a/b`, `/a`, as React Router's discovery asks for them. */
function withAncestors(pathname: string): string[] {
  const paths = [pathname];
  for (let end = pathname.lastIndexOf("/"); end > 0; end = pathname.lastIndexOf("/", end - 1)) {
    paths.push(pathname.slice(0, end));
  }
  return paths;
}

/** The path a link or form leads to, or null for anything that is not a path on this site. */
function linkedPath(target: string): string | null {
  const decoded = decodeAttribute(target);
  if (!decoded.startsWith("/") || decoded.startsWith("//")) return null;
  try {
    return new URL(decoded, ORIGIN).pathname;
  } catch {
    return null;
  }
}

/**
 * The manifest entries of the routes the document's links and forms lead to (with their parents),
 * leaving out those the document's manifest has already: the rendered routes, and those of `/` and
 * of the page's parent paths (React Router adds them too).
 */
export function linkedRoutes(
  html: string,
  manifest: Manifest,
  page: { pathname: string; rendered: Iterable<string> },
): Record<string, ManifestRoute> {
  const skip = new Set(page.rendered);
  for (const path of ["/", ...withAncestors(page.pathname).slice(1)]) {
    for (const id of matchedIds(manifest.routes, path)) skip.add(id);
  }
  const found: Record<string, ManifestRoute> = {};
  const paths = new Set<string>();
  for (const [, href, action] of html.matchAll(DISCOVERABLE)) {
    const path = linkedPath(href ?? action ?? "");
    if (path) for (const each of withAncestors(path)) paths.add(each);
  }
  for (const path of paths) {
    for (const id of matchedIds(manifest.routes, path)) {
      if (skip.has(id)) continue;
      skip.add(id);
      found[id] = manifest.routes[id];
    }
  }
  return found;
}
