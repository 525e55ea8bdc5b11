// React Router's route discovery, done while the document is rendered (ADR 077).
//
// The browser's router starts with only the routes of the page it was served. Once the page has
// rendered, React Router looks for the links on it (`data-discover`), asks /__manifest for the
// routes they lead to, and patches them into the router: the patch makes the whole page render
// again, in the middle of the takeover. The server already knows the links and the routes, so it
// finds them here, the way /__manifest would, and the document carries them from the start: the
// browser's request then brings nothing new, and nothing renders twice.
import { type EntryContext, matchRoutes, type RouteObject } from "react-router";

type Manifest = EntryContext["manifest"];
type ManifestRoute = Manifest["routes"][string];

// Links and forms React Router marks for discovery, in our own rendered document (never request
// input): React writes `href` just before `data-discover` on a link and `action` just after it on a
// form, and escapes every `"` inside an attribute, so `[^"]*` stops at the attribute's end.
const DISCOVERABLE = / href="([^"]*)" data-discover="true"|data-discover="true" action="([^"]*)"/g;
const ORIGIN = "http://discovery.invalid";

const trees = new WeakMap<Manifest["routes"], RouteObject[]>();

/** The manifest's routes as the tree `matchRoutes` walks (built once per build's manifest). */
function routeTree(routes: Manifest["routes"]): RouteObject[] {
  const cached = trees.get(routes);
  if (cached) return cached;
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
  trees.set(routes, roots);
  return roots;
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
  const decoded = target.replaceAll("&amp;", "&");
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
  const tree = routeTree(manifest.routes);
  const skip = new Set(page.rendered);
  for (const path of ["/", ...withAncestors(page.pathname).slice(1)]) {
    for (const { route } of matchRoutes(tree, path) ?? []) skip.add(route.id!);
  }
  const found: Record<string, ManifestRoute> = {};
  const paths = new Set<string>();
  for (const [, href, action] of html.matchAll(DISCOVERABLE)) {
    const path = linkedPath(href ?? action ?? "");
    if (path) for (const each of withAncestors(path)) paths.add(each);
  }
  for (const path of paths) {
    for (const { route } of matchRoutes(tree, path) ?? []) {
      const id = route.id!;
      if (skip.has(id)) continue;
      skip.add(id);
      found[id] = manifest.routes[id];
    }
  }
  return found;
}
