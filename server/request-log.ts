// One JSON line per request (ADR 103), written by hono-pino when the answer is ready, refusals
// (403, 404, 405, 413, 429) included: method, route pattern, status, responseTime (ms), the
// instance and the request id. A request is named by the route that answered it, never by its
// path, so a share link's token or any other secret in an address stays out of the log; only a
// path no route claims is written, masked (~/lib/log-mask).
import type { Context, MiddlewareHandler } from "hono";
import { pinoLogger } from "hono-pino";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { RootLogger } from "~/.server/json-logger";
import { isTrustedPeer, type TrustProxy } from "~/.server/proxy-trust";
import { REQUEST_ID_HEADER, requestIdFor, withRequestId } from "~/.server/request-id";
import { maskString } from "~/lib/log-mask";
import { type RoutePatterns, routePatterns, STATIC_FILE, UNMATCHED } from "./metrics/route-pattern";

/** What the request line says about the route: its pattern, and the masked path only when no route claimed it. */
export interface RouteLabel {
  route: string;
  path?: string;
}

export interface RequestLogVariables {
  requestId: string;
  routeLabel: RouteLabel;
}

export interface RequestLogOptions {
  log: RootLogger;
  trust: TrustProxy;
  build: ServerBuild | (() => Promise<ServerBuild>);
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

type RequestLogContext = Context<{ Variables: RequestLogVariables }>;

/**
 * What the request line names: the route pattern metrics use too (metrics/route-pattern.ts), so a
 * line and a metric of one request agree. A data request (`/x.data`, `/_root.data` for `/`) names
 * the page it is for. Only when nothing but the not-found page claimed the path is the path
 * itself written, masked.
 */
function routeLabelOf(patterns: RoutePatterns, pathname: string, status: number): RouteLabel {
  const page = pathname === "/_root.data" ? "/" : pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  const route = patterns.patternOf(page, status);
  return route === "/*" || route === UNMATCHED || route === STATIC_FILE ? { route, path: maskString(pathname) } : { route };
}

/**
 * The middlewares, outermost first: the request id (taken from a trusted proxy, else made, and
 * echoed in the answer), hono-pino's request line, and the route the line names.
 */
export function requestLogging({
  log,
  trust,
  build,
}: RequestLogOptions): MiddlewareHandler<{ Variables: RequestLogVariables }>[] {
  const requestId: MiddlewareHandler<{ Variables: RequestLogVariables }> = async (c, next) => {
    const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
    const id = requestIdFor(c.req.header(REQUEST_ID_HEADER), isTrustedPeer(trust, peer));
    c.set("requestId", id);
    await withRequestId(id, next);
    c.header(REQUEST_ID_HEADER, id);
  };
  const requestLine = pinoLogger({
    // A logger with a custom level is still a pino logger; hono-pino's type only knows the standard ones.
    pino: log as unknown as Logger,
    http: {
      // hono-pino would log every header at the start; the line is written once, at the end.
      onReqBindings: () => ({}),
      // The id is the line's `reqId` (json-logger.ts adds it to every line of the request).
      referRequestIdKey: "requestId",
      onResBindings: (c) => ({ method: c.req.method, ...(c as RequestLogContext).var.routeLabel, status: c.res.status }),
      // A 5xx is a warning, written whatever the logging setting; its cause, if the app threw, is
      // an error line of its own (app.ts's onError, entry.server.tsx's handleError).
      onResLevel: (c) => (c.res.status >= 500 ? "warn" : "info"),
      onResMessage: () => "Request",
    },
  }) as unknown as MiddlewareHandler<{ Variables: RequestLogVariables }>;
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
  const routeLabel: MiddlewareHandler<{ Variables: RequestLogVariables }> = async (c, next) => {
    await next();
    // A build that failed to load (development) has failed the request already: the path, masked.
    const resolved = await patternsOf().catch(() => undefined);
    c.set(
      "routeLabel",
      resolved ? routeLabelOf(resolved, c.req.path, c.res.status) : { route: UNMATCHED, path: maskString(c.req.path) },
    );
  };
  return [requestId, requestLine, routeLabel];
}
