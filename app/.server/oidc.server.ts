// The relying party of staff sign-in: OpenID Connect authorization code flow with PKCE, state and
// nonce, against the configured issuer (Google, another OIDC_ISSUER, or the built-in provider).
// openid-client checks the ID token's signature, issuer, audience, nonce and times; this module
// keeps the flow's secrets in one encrypted, short-lived cookie and turns every failure into a
// SignInError with a code the UI can translate. Tokens stay in this module: callers get the
// verified identity only.
//
//   const oidc = getOidcClient(env);
//   const { authorizationUrl, flowCookie } = await oidc.beginSignIn({ redirectUri, returnTo });
//   -> redirect to authorizationUrl with Set-Cookie: flowCookie
//   const { identity, returnTo } = await oidc.completeSignIn({ callbackUrl: request.url,
//                                                              cookieHeader: request.headers.get("Cookie") });
//   -> always answer with Set-Cookie: oidc.clearFlowCookie(), success or not
import { hkdfSync, timingSafeEqual } from "node:crypto";
import * as client from "openid-client";
import { readCookie } from "~/lib/cookies";
import { safeLocalPath } from "~/lib/safe-redirect";
import type { Env } from "./env";
import { SignInError, toSignInError } from "./oidc-errors.server";
import { type FlowState, sealFlow, unsealFlow } from "./oidc-flow-cookie.server";
import { identityFrom, LOCAL_IDP_UID_ISSUER, type VerifiedIdentity } from "./oidc-identity.server";

/** Where the provider sends the browser back; registered with Google and with the built-in provider. */
export const OIDC_CALLBACK_PATH = "/auth/callback";
/** How long a sign-in may take from the redirect to the provider until the callback. */
export const FLOW_TTL_MS = 10 * 60 * 1000;
// The browser keeps the cookie a little longer than the flow is valid, so that a late callback
// is reported as "expired" rather than as a missing cookie.
const FLOW_COOKIE_MAX_AGE_S = FLOW_TTL_MS / 1000 + 5 * 60;
const SCOPE = "openid email profile";
const DEFAULT_RETURN_TO = "/admin/dashboard";

export interface SignInResult {
  identity: VerifiedIdentity;
  /** The local path given to beginSignIn (checked again here). */
  returnTo: string;
  /** Whether beginSignIn was asked for a popup flow (the callback then answers the opener). */
  popup: boolean;
}

export interface BeginSignInOptions {
  /** Absolute callback URL, exactly as registered with the provider (SITE_URL + OIDC_CALLBACK_PATH). */
  redirectUri: string;
  /** A local path to go to after sign-in; anything else falls back to /admin/dashboard. */
  returnTo?: string;
  popup?: boolean;
  /** Language hint for the provider's pages. */
  language?: "en" | "th";
}

export interface CompleteSignInOptions {
  /** The callback request's URL (its query carries code, state, iss or error). */
  callbackUrl: string | URL;
  /** The callback request's Cookie header; the flow cookie is found in it by name. */
  cookieHeader: string | null | undefined;
}

export interface OidcClientOptions {
  env: Pick<Env, "auth" | "secureSite">;
  /** Tests move time. */
  now?: () => number;
  /** Tests route the provider's requests. */
  fetch?: client.CustomFetch;
}

/** A same-site path (app/lib/safe-redirect.ts), else the admin dashboard. */
export function safeReturnTo(value: unknown): string {
  return safeLocalPath(value, DEFAULT_RETURN_TO);
}

export interface OidcClient {
  readonly flowCookieName: string;
  beginSignIn(options: BeginSignInOptions): Promise<{ authorizationUrl: string; flowCookie: string }>;
  completeSignIn(options: CompleteSignInOptions): Promise<SignInResult>;
  /** Set-Cookie value that removes the flow cookie: send it with every callback response. */
  clearFlowCookie(): string;
}

export function createOidcClient({ env, now = Date.now, fetch }: OidcClientOptions): OidcClient {
  const auth = env.auth;
  const registration = auth.client;
  const flowCookieName = env.secureSite ? "__Host-oidc-flow" : "oidc-flow";
  const cookieAttributes = `Path=/; HttpOnly; SameSite=Lax${env.secureSite ? "; Secure" : ""}`;
  let key: Buffer | undefined;
  const cookieKey = () => (key ??= Buffer.from(hkdfSync("sha256", auth.sessionSecret(), "", "oidc flow cookie v1", 32)));

  // Discovery once per process; a failure is not cached, so the next attempt tries again.
  let configuration: Promise<client.Configuration> | undefined;
  const discover = () => {
    if (!registration) {
      return Promise.reject(new SignInError("failed", "Sign-in is not configured: no Google client and no local provider"));
    }
    configuration ??= client
      .discovery(
        new URL(registration.issuer),
        registration.clientId,
        { id_token_signed_response_alg: "RS256" },
        client.ClientSecretBasic(registration.clientSecret()),
        {
          execute: registration.allowInsecureRequests ? [client.allowInsecureRequests] : [],
          timeout: 10,
          ...(fetch ? { [client.customFetch]: fetch } : {}),
        },
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw toSignInError(error, "Discovery of the sign-in provider failed");
      });
    return configuration;
  };

  // States of completed (or attempted) callbacks, until their flow would have expired anyway:
  // a second use of one callback fails here even while its cookie is still in the browser. The
  // provider's one-time codes cover the same replay across instances.
  const usedStates = new Map<string, number>();
  const markUsed = (state: string) => {
    const time = now();
    for (const [used, expires] of usedStates) if (expires <= time) usedStates.delete(used);
    if (usedStates.size >= 10_000) usedStates.delete(usedStates.keys().next().value as string);
    usedStates.set(state, time + FLOW_TTL_MS);
  };

  const seal = (flow: FlowState) => sealFlow(flow, cookieKey(), flowCookieName);
  const unseal = (value: string) => {
    const flow = unsealFlow(value, cookieKey(), flowCookieName);
    if (!flow) throw new SignInError("invalid-state", "The sign-in flow cookie is not valid");
    return flow;
  };

  return {
    flowCookieName,

    async beginSignIn({ redirectUri, returnTo, popup = false, language }) {
      if (!URL.canParse(redirectUri)) throw new SignInError("failed", "redirectUri must be an absolute URL");
      const config = await discover();
      const verifier = client.randomPKCECodeVerifier();
      const flow: FlowState = {
        v: 1,
        iss: registration?.issuer ?? "",
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier,
        redirectUri,
        returnTo: safeReturnTo(returnTo),
        popup,
        createdAt: now(),
      };
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: SCOPE,
        response_type: "code",
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: "S256",
        state: flow.state,
        nonce: flow.nonce,
        // The built-in provider would otherwise sign the last person in again without asking;
        // Google lets a person with several accounts pick one.
        prompt: auth.provider === "local" ? "login" : "select_account",
      };
      if (language) parameters[auth.provider === "google" ? "hl" : "ui_locales"] = language;
      const authorizationUrl = client.buildAuthorizationUrl(config, parameters).href;
      const flowCookie = `${flowCookieName}=${seal(flow)}; Max-Age=${FLOW_COOKIE_MAX_AGE_S}; ${cookieAttributes}`;
      return { authorizationUrl, flowCookie };
    },

    async completeSignIn({ callbackUrl, cookieHeader }) {
      let url: URL;
      try {
        url = new URL(callbackUrl);
      } catch (cause) {
        throw new SignInError("invalid-state", "The callback URL is not a URL", { cause });
      }
      const sealed = readCookie(cookieHeader, flowCookieName);
      if (!sealed) throw new SignInError("invalid-state", "No sign-in is in progress (no flow cookie)");
      const flow = unseal(sealed);
      const age = now() - flow.createdAt;
      if (age > FLOW_TTL_MS || age < -60_000) throw new SignInError("expired", "The sign-in took too long");
      if (!registration || flow.iss !== registration.issuer) {
        throw new SignInError("invalid-state", "The sign-in was started with another provider");
      }
      const state = url.searchParams.get("state") ?? "";
      if (!sameString(state, flow.state)) {
        throw new SignInError("invalid-state", "The state of the callback does not match the flow cookie");
      }
      if (usedStates.has(flow.state)) throw new SignInError("invalid-state", "This callback was already used");
      markUsed(flow.state);

      const error = url.searchParams.get("error");
      if (error) {
        throw new SignInError(error === "access_denied" ? "cancelled" : "failed", `The provider answered ${error.slice(0, 64)}`);
      }

      const config = await discover();
      // The redirect_uri sent to the token endpoint must be the one of the authorization request,
      // whatever scheme or host a proxy put on the callback request.
      let claims: client.IDToken | undefined;
      try {
        const current = new URL(flow.redirectUri);
        current.search = url.search;
        const tokens = await client.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (cause) {
        throw toSignInError(cause, "The provider did not accept the sign-in");
      }
      if (!claims) throw new SignInError("failed", "The provider sent no ID token");
      return {
        identity: identityFrom(claims, auth.provider === "local" ? LOCAL_IDP_UID_ISSUER : claims.iss),
        returnTo: safeReturnTo(flow.returnTo),
        popup: flow.popup === true,
      };
    },

    clearFlowCookie() {
      return `${flowCookieName}=; Max-Age=0; ${cookieAttributes}`;
    },
  };
}

const clients = new WeakMap<object, OidcClient>();
/** One client per parsed environment, so discovery and replay memory are shared by requests. */
export function getOidcClient(env: OidcClientOptions["env"]): OidcClient {
  let existing = clients.get(env);
  if (!existing) {
    existing = createOidcClient({ env });
    clients.set(env, existing);
  }
  return existing;
}

function sameString(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
