// Counts and times every request the HTTP app answers, labelled by route pattern and status.
import type { MiddlewareHandler } from "hono";
import type { ServerBuild } from "react-router";
import type { AppMetrics } from "./metrics";
import { type RoutePatterns, routePatterns } from "./route-pattern";

export function measureRequests(metrics: AppMetrics, build: ServerBuild | (() => Promise<ServerBuild>)): MiddlewareHandler {
  // In development the build is a function returning the current one; patterns follow it.
  const patterns = new WeakMap<ServerBuild, RoutePatterns>();
  const patternsOf = async () => {
    const current = typeof build === "function" ? await build() : build;
    let found = patterns.get(current);
    if (!found) {
      found = routePatterns(current);
      patterns.set(current, found);
    }
    return found;
  };
  return async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const status = c.res.status;
    // A build that failed to load (development) has already failed the request; skip the sample.
    const resolved = await patternsOf().catch(() => undefined);
    if (!resolved) return;
    metrics.observeRequest({ method: c.req.method, route: resolved.patternOf(c.req.path, status), status, seconds });
  };
}
