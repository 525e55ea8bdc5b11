// Who signs staff in, resolved from the environment (env.ts parses it): Google or another OIDC
// issuer, the built-in provider where it is safe, or nobody; and the secret that signs sessions.
import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { trimEnd } from "~/lib/trim";
import { EnvError } from "./env-error";

/** Google's issuer, the default when GOOGLE_CLIENT_ID is set. */
export const GOOGLE_ISSUER = "https://accounts.google.com";
/** Where the built-in identity provider is mounted, under SITE_URL. */
export const LOCAL_IDP_PATH = "/local-idp";
/** The one client the built-in provider knows: this site. */
export const LOCAL_IDP_CLIENT_ID = "siam-web-studio";
/** Who may sign in as admin on a fresh clone, where the built-in provider accepts any e-mail. */
export const ZERO_SET_UP_ADMIN = "admin@example.com";
const MIN_SECRET_LENGTH = 32;
/** Why LOCAL_IDP=on is refused with a public SITE_URL (env.ts says it with the variable's name). */
export const LOCAL_IDP_ON_PUBLIC_SITE =
  "LOCAL_IDP=on needs a loopback SITE_URL: the built-in provider lets anyone sign in as any e-mail, admins included";

export type SignInProvider = "google" | "oidc" | "local" | "none";

export interface AuthConfig {
  /** Who signs staff in: Google (or another OIDC_ISSUER), the built-in provider, or nobody. */
  provider: SignInProvider;
  /** The relying party's registration; undefined when provider is "none". */
  client?: {
    issuer: string;
    clientId: string;
    /** A function, so that printing the Env can never print the secret. */
    clientSecret: () => string;
    /** Only the built-in provider may be plain http (local use); openid-client refuses it otherwise. */
    allowInsecureRequests: boolean;
  };
  localIdp: { enabled: boolean; setting: "auto" | "on" | "off"; reason: string };
  /** Lower-case; a verified e-mail listed here becomes admin at sign-in. */
  adminEmails: readonly string[];
  /**
   * 32+ characters that sign and encrypt the server's cookies. Read on first call: without
   * SESSION_SECRET (outside production) that call creates DATA_DIR/session-secret (0600) once, so
   * restarts keep sessions. Call it at start-up to fail early.
   */
  sessionSecret: () => string;
  sessionSecretSource: "environment" | "file";
  /** Set when sessionSecretSource is "file". */
  sessionSecretFile?: string;
}

/** HOST values (and SITE_URL host names) that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, "").toLowerCase();
  return name === "localhost" || name.endsWith(".localhost") || name === "::1" || /^127(\.\d{1,3}){3}$/.test(name);
}

/** True when the public origin is this machine: no one else can complete a sign-in there. */
export function isLoopbackSite(siteUrl: string): boolean {
  return isLoopbackHost(new URL(siteUrl).hostname);
}

export interface AuthInput {
  NODE_ENV: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  OIDC_ISSUER?: string;
  LOCAL_IDP: "auto" | "on" | "off";
  SESSION_SECRET?: string;
  ADMIN_EMAILS?: string[];
}

export function resolveAuth(
  env: AuthInput,
  { host, siteUrl, dataDir }: { host: string; siteUrl: string; dataDir: string },
): AuthConfig {
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { id: env.GOOGLE_CLIENT_ID, secret: env.GOOGLE_CLIENT_SECRET } : undefined;
  // The built-in provider lets anyone sign in as anyone: it must never face a public origin,
  // whatever the server listens on (a proxy on the same host reaches 127.0.0.1 too).
  const loopbackSite = isLoopbackSite(siteUrl);
  // The SITE_URL check comes before every other reason to turn it on, NODE_ENV included.
  const localIdp = (() => {
    if (env.LOCAL_IDP === "off") return { enabled: false, reason: "LOCAL_IDP=off" };
    if (!loopbackSite) {
      // env.ts refuses LOCAL_IDP=on with a public SITE_URL first; this holds for any other caller.
      if (env.LOCAL_IDP === "on")
        throw new EnvError(`Invalid environment configuration:\n  - ${LOCAL_IDP_ON_PUBLIC_SITE} (SITE_URL ${siteUrl})`);
      return { enabled: false, reason: `SITE_URL (${siteUrl}) is a public origin, where anyone could sign in as anyone` };
    }
    if (env.LOCAL_IDP === "on") return { enabled: true, reason: `LOCAL_IDP=on (SITE_URL ${siteUrl})` };
    if (google) return { enabled: false, reason: "a Google client is configured" };
    // npm run dev may listen on every interface; its SITE_URL is still loopback (checked above).
    if (env.NODE_ENV === "development") {
      return {
        enabled: true,
        reason: `NODE_ENV=development, no Google client is configured and the site is on loopback (${siteUrl})`,
      };
    }
    if (!isLoopbackHost(host)) {
      return { enabled: false, reason: `the server listens on ${host}, not loopback only (LOCAL_IDP=on offers it anyway)` };
    }
    return { enabled: true, reason: `no Google client is configured and the site is on loopback (${siteUrl})` };
  })();

  const secretFile = env.SESSION_SECRET ? undefined : path.join(dataDir, "session-secret");
  let secret: string | undefined = env.SESSION_SECRET;
  const sessionSecret = () => (secret ??= readOrCreateSecretFile(secretFile as string));

  let client: AuthConfig["client"];
  let provider: SignInProvider = "none";
  if (google) {
    const issuer = trimEnd(env.OIDC_ISSUER ?? GOOGLE_ISSUER, "/");
    provider = issuer === GOOGLE_ISSUER ? "google" : "oidc";
    client = { issuer, clientId: google.id, clientSecret: () => google.secret, allowInsecureRequests: false };
  } else if (localIdp.enabled) {
    provider = "local";
    const issuer = `${siteUrl}${LOCAL_IDP_PATH}`;
    client = {
      issuer,
      clientId: LOCAL_IDP_CLIENT_ID,
      // Derived, so the provider and the client agree without a second secret to configure.
      clientSecret: () => createHmac("sha256", sessionSecret()).update("local-idp client secret").digest("base64url"),
      allowInsecureRequests: issuer.startsWith("http://"),
    };
  }

  return {
    provider,
    client,
    localIdp: { ...localIdp, setting: env.LOCAL_IDP },
    adminEmails: env.ADMIN_EMAILS ?? (provider === "local" ? [ZERO_SET_UP_ADMIN] : []),
    sessionSecret,
    sessionSecretSource: secretFile ? "file" : "environment",
    sessionSecretFile: secretFile,
  };
}

function errorCode(error: unknown) {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function readOrCreateSecretFile(file: string): string {
  const unusable = (why: string) =>
    new EnvError(
      `Invalid environment configuration:\n  - SESSION_SECRET: not set, and ${file} ${why}; set SESSION_SECRET or fix the file`,
    );
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length < MIN_SECRET_LENGTH) throw unusable(`holds fewer than ${MIN_SECRET_LENGTH} characters`);
    // Someone may have copied it with looser permissions; it signs every session.
    if (statSync(file).mode & 0o077) chmodSync(file, 0o600);
    return existing;
  } catch (error) {
    if (error instanceof EnvError) throw error;
    if (errorCode(error) !== "ENOENT") throw unusable(`cannot be read (${errorCode(error) ?? String(error)})`);
  }
  const secret = randomBytes(48).toString("base64url");
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process starting at the same moment wrote it first: use theirs.
    if (errorCode(error) === "EEXIST") return readOrCreateSecretFile(file);
    throw unusable(`cannot be created (${errorCode(error) ?? String(error)})`);
  }
}
