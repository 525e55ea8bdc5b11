// The HTTP layer: security headers, compression, /healthz, public pages through the page cache,
// static assets, then React Router. The process around it (database, workers, shutdown) is start.ts.
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type AppServices, appContext, requestInfoContext, requestLanguageContext } from "~/.server/context";
import { type Database, isDatabaseReady } from "~/.server/db/client";
import type { Env } from "~/.server/env";
import type { RootLogger } from "~/.server/json-logger";
import { logger, rootLogger } from "~/.server/logger";
import { languageFromRequest } from "~/.server/request-language";
import { PERMISSIONS_POLICY } from "~/.server/security-headers";
import { storageFor } from "~/.server/storage/storage-for.server";
import { serveMedia } from "~/.server/storage/serve-media.server";
import type { Language } from "~/i18n/config";
import journal from "../db/migrations/meta/_journal.json";
import { createPageCache, type PageCache } from "./page-cache/cache";
import { applyCachePolicy } from "./page-cache/policy";
import { resolvePublicRequest } from "./public-request";
import { bodyLimitFor, limitBody, routeReadsBody } from "./body-limit";
import { METRICS_PATH, metricsOnSitePort, metricsResponse } from "./metrics/endpoint";
import type { AppMetrics } from "./metrics/metrics";
import { measureRequests } from "./metrics/middleware";
import { type RequestLogVariables, requestLogging } from "./request-log";

const IMMUTABLE = "public, max-age=31536000, immutable";

export interface HttpAppOptions {
  env: Env;
  database: Database;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the client build, served as static files; omitted in dev where Vite serves them. */
  clientDir?: string;
  /** Serves public pages from memory; without one every page is rendered (as in development). */
  pageCache?: PageCache;
  /** True once a shutdown began: /healthz answers 503 so the proxy stops sending requests here. */
  isStopping?: () => boolean;
  /** Counts and times every request; served at /metrics here only with METRICS_TOKEN (ADR 104). */
  metrics?: AppMetrics;
  /** Where the request lines go (request-log.ts): the server's logger unless a test says otherwise. */
  log?: RootLogger;
}

/** One request as the HTTP layer resolved it, once, for itself and for the router context. */
interface Visit {
  /** On its public URL, its body bounded. */
  request: Request;
  clientIp: string;
  language: Language;
}

export function createHttpApp({
  env,
  database,
  build,
  clientDir,
  pageCache,
  isStopping,
  metrics,
  log = rootLogger,
}: HttpAppOptions) {
  const services: AppServices = { env, db: database.db };
  const handleRequest = createRequestHandler(build, env.mode);
  const app = new Hono<{ Variables: { visit: Visit } & RequestLogVariables }>();

  // First, so a request's time includes every step below.
  if (metrics) app.use(measureRequests(metrics, build));
  // Every answer, refusals included, gets a request id and one request line (ADR 103).
  app.use(...requestLogging({ log, trust: env.trustProxy, build }));
  app.use(async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    // Nothing here is for other sites to load into their pages (uploaded images say same-site
    // themselves; link previews are fetched by crawlers, which this does not concern).
    if (!headers.has("Cross-Origin-Resource-Policy")) headers.set("Cross-Origin-Resource-Policy", "same-origin");
    // Document-level policies mean nothing on scripts, styles and fonts; leaving them off the
    // hashed assets keeps every one of a page's many small files lighter.
    if (!c.req.path.startsWith("/assets/")) {
      // A page may ask for less (a share link's token must not travel in a Referer).
      if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
      headers.set("X-Frame-Options", "DENY");
      headers.set("Cross-Origin-Opener-Policy", openerPolicyFor(c.req.path));
      headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    }
    if (env.secureSite) {
      headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
  });
  app.use(compress());

  // Every request is resolved once: its language (ADR 081), its public URL, the client's address
  // and, for a state-changing one, the cross-site check (public-request.ts) and the body's bound
  // (body-limit.ts). What follows, the router context included, reads them from `visit`.
  app.use(async (c, next) => {
    const language = languageFromRequest(c.req.raw);
    const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
    const resolved = resolvePublicRequest(c.req.raw, peer, env, language);
    if (resolved instanceof Response) {
      // The request line names the route; a path may carry a secret (ADR 103).
      logger.info("Refused a state-changing request from another origin", {
        method: c.req.method,
        origin: c.req.header("Origin") ?? "(none)",
      });
      return resolved;
    }
    // Every body is bounded here, on the bytes read, before any route reads it; an upload's is only
    // counted, so that its route checks who is asking before reading a byte (body-limit.ts).
    const bounded = await limitBody(resolved.request, bodyLimitFor(c.req.path), language, routeReadsBody(c.req.path));
    if (bounded instanceof Response) {
      logger.info("Refused a request body past its limit", { method: c.req.method });
      return bounded;
    }
    c.set("visit", { request: bounded, clientIp: resolved.clientIp, language });
    await next();
  });

  const render = ({ request, clientIp, language }: Visit) => {
    const context = new RouterContextProvider();
    context.set(appContext, services);
    context.set(requestInfoContext, { clientIp });
    context.set(requestLanguageContext, language);
    return handleRequest(request, context);
  };
  const pages = pageCache ?? createPageCache({ enabled: false });

  // Uploaded article images: content-addressed, so cached for a year (ADR 021).
  const media = storageFor(env, database.db, "media");
  app.on(["GET", "HEAD"], "/media/:key", (c) => serveMedia(media, c.req.param("key"), c.req.method));

  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    // A stopping instance tells the load balancer to send its traffic elsewhere.
    if (isStopping?.()) return c.json({ status: "stopping", database: database.kind }, 503);
    const ready = await isDatabaseReady(database.db, journal.entries.length);
    return c.json({ status: ready ? "ok" : "unavailable", database: database.kind }, ready ? 200 : 503);
  });

  // Only for a bearer of METRICS_TOKEN; without it /metrics is the site's 404 page (endpoint.ts).
  const { token: metricsToken } = env.metrics;
  if (metrics && metricsToken && metricsOnSitePort(env.metrics)) {
    app.get(METRICS_PATH, (c) => metricsResponse(metrics, metricsToken, c.req.header("Authorization")));
  }

  // Ahead of the static files: a public page is never a file, and a cached page should not
  // cost a trip to the disk.
  app.use(async (c, next) => {
    const { visit } = c.var;
    const page = pages.handle(visit.request, visit.language, (request) => render({ ...visit, request }));
    if (page) return page;
    await next();
  });

  if (clientDir) {
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        // The .br and .gz copies the build wrote (vite-plugins/precompress-assets.ts).
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  app.all("*", async (c) => {
    const { visit } = c.var;
    return applyCachePolicy(visit.request, await render(visit), false);
  });

  app.onError((error, c) => {
    logger.error("Request failed", { error });
    return c.text("Internal Server Error", 500);
  });

  return app;
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * /login opens the sign-in popup and watches whether it was closed. A popup whose page has a
 * different opener policy from /login's is moved to another browsing context group, and from then
 * on looks closed to /login although the person is still signing in; so the popup's own pages
 * (/auth/*, the built-in provider) share /login's policy, and every other page keeps same-origin.
 */
export function openerPolicyFor(path: string): "same-origin-allow-popups" | "same-origin" {
  return path === "/login" || path.startsWith("/auth/") ? "same-origin-allow-popups" : "same-origin";
}
