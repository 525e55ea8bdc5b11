// The request as the public site sees it, whatever sits in front of this process: the client's
// address and the public origin (believing X-Forwarded-* only from the proxies TRUST_PROXY names),
// and the one cross-site check every state-changing request passes before anything runs.
import type { Env } from "~/.server/env";
import { resolveForwarded } from "~/.server/proxy-trust";
import type { Language } from "~/i18n/config";
import { refusal } from "./refusal";
import { crossSiteMessages } from "./refusal-messages";

export interface PublicRequest {
  /** The same request on its public URL (https://www.example.co.th/contact behind a TLS proxy). */
  request: Request;
  clientIp: string;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Callers that are not browsers on this site and prove themselves another way. Stripe's webhooks
 * carry no Origin and are verified by their signature on the raw body (stripe-webhooks.server.ts).
 */
const ORIGIN_CHECK_EXEMPT = new Set(["/webhooks/stripe"]);

function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin this request reached: the scheme and host a trusted proxy reports, else those of the
 * connection itself (the Host header of a direct request).
 */
function reachedOrigin(url: URL, forwarded: { proto?: string; host?: string }): string | undefined {
  const proto = forwarded.proto ?? url.protocol.slice(0, -1);
  return originOf(`${proto}://${forwarded.host ?? url.host}`);
}

function onOrigin(request: Request, url: URL, origin: string): Request {
  const target = `${origin}${url.pathname}${url.search}`;
  if (target === request.url) return request;
  const hasBody = request.body !== null && !SAFE_METHODS.has(request.method);
  return new Request(target, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    // Node's fetch needs this to pass a body on as a stream.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * Resolves a request that reached the HTTP layer from `peer`. Answers a Response instead when it
 * is a state-changing request whose Origin is missing or not this site's: a 403 in `language`, and
 * nothing runs. React Router's own check (Origin against request.url) then always agrees, since
 * the request it gets is on the origin the browser used.
 */
export function resolvePublicRequest(
  raw: Request,
  peer: string | undefined,
  env: Pick<Env, "siteUrl" | "trustProxy">,
  language: Language,
): PublicRequest | Response {
  const forwarded = resolveForwarded(env.trustProxy, peer, raw.headers);
  const url = new URL(raw.url);
  const site = new URL(env.siteUrl).origin;
  const reached = reachedOrigin(url, forwarded) ?? site;

  if (SAFE_METHODS.has(raw.method) || ORIGIN_CHECK_EXEMPT.has(url.pathname)) {
    return { request: onOrigin(raw, url, reached), clientIp: forwarded.clientIp };
  }
  const header = raw.headers.get("Origin");
  if (header === null) {
    // A browser that leaves Origin out still says where the request came from, in a header no
    // page can set; anything else without an Origin is not a browser on this site.
    if (raw.headers.get("Sec-Fetch-Site") !== "same-origin") return crossSiteRefusal(raw, language);
    return { request: onOrigin(raw, url, reached), clientIp: forwarded.clientIp };
  }
  const origin = originOf(header);
  if (!origin || (origin !== site && origin !== reached)) return crossSiteRefusal(raw, language);
  return { request: onOrigin(raw, url, origin), clientIp: forwarded.clientIp };
}

/** 403 in the visitor's language, before anything runs. */
function crossSiteRefusal(request: Request, language: Language): Response {
  return refusal(request, language, 403, crossSiteMessages);
}
