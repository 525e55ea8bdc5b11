// The one place that reads process.env: parsed once at start-up, with a readable error per bad value.
import { trimEnd } from "~/lib/trim";
import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { RETENTION_DEFAULTS, RETENTION_ENV_BOUNDS, type RetentionPeriods } from "~/lib/retention";
import { parseTrustProxy } from "./proxy-trust";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** Google's issuer, the default when GOOGLE_CLIENT_ID is set. */
export const GOOGLE_ISSUER = "https://accounts.google.com";
/** Where the built-in identity provider is mounted, under SITE_URL. */
export const LOCAL_IDP_PATH = "/local-idp";
/** The one client the built-in provider knows: this site. */
export const LOCAL_IDP_CLIENT_ID = "siam-web-studio";
/** Who may sign in as admin on a fresh clone, where the built-in provider accepts any e-mail. */
export const ZERO_SET_UP_ADMIN = "admin@example.com";
const MIN_SECRET_LENGTH = 32;

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
  return (
    name === "localhost" || name.endsWith(".localhost") || name === "::1" || /^127(\.\d{1,3}){3}$/.test(name)
  );
}

/** True when the public origin is this machine: no one else can complete a sign-in there. */
export function isLoopbackSite(siteUrl: string): boolean {
  return isLoopbackHost(new URL(siteUrl).hostname);
}

interface AuthInput {
  NODE_ENV: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  OIDC_ISSUER?: string;
  LOCAL_IDP: "auto" | "on" | "off";
  SESSION_SECRET?: string;
  ADMIN_EMAILS?: string[];
}

function resolveAuth(
  env: AuthInput,
  { host, siteUrl, dataDir }: { host: string; siteUrl: string; dataDir: string },
): AuthConfig {
  const google = env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
    ? { id: env.GOOGLE_CLIENT_ID, secret: env.GOOGLE_CLIENT_SECRET }
    : undefined;
  // The built-in provider lets anyone sign in as anyone: it must never face a public origin,
  // whatever the server listens on (a proxy on the same host reaches 127.0.0.1 too).
  const loopbackSite = isLoopbackSite(siteUrl);
  const localIdp = (() => {
    if (env.LOCAL_IDP === "off") return { enabled: false, reason: "LOCAL_IDP=off" };
    if (env.LOCAL_IDP === "on") return { enabled: true, reason: `LOCAL_IDP=on (SITE_URL ${siteUrl})` };
    if (google) return { enabled: false, reason: "a Google client is configured" };
    if (env.NODE_ENV === "development") return { enabled: true, reason: "NODE_ENV=development and no Google client is configured" };
    if (!loopbackSite) {
      return { enabled: false, reason: `SITE_URL (${siteUrl}) is a public origin, where anyone could sign in as anyone` };
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

export interface MailConfig {
  /** The SMTP server; a function so that printing the Env never prints its password. */
  smtpUrl?: () => string;
  /** Where the SMTP server is, without credentials, for the log. */
  smtpServer?: string;
  /** The From header of every mail. */
  from: string;
}

function resolveMail(env: { SMTP_URL?: string; MAIL_FROM?: string }, siteUrl: string): MailConfig {
  const smtpUrl = env.SMTP_URL;
  const server = smtpUrl ? new URL(smtpUrl) : undefined;
  return {
    smtpUrl: smtpUrl ? () => smtpUrl : undefined,
    smtpServer: server ? `${server.protocol}//${server.host}` : undefined,
    from: env.MAIL_FROM ?? `Siam Web Studio <no-reply@${new URL(siteUrl).hostname}>`,
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

export interface StripeConfig {
  /** Card payments are offered only with both keys: without the webhook secret nothing could confirm them. */
  enabled: boolean;
  /** Functions, so that printing the Env can never print a secret. */
  secretKey: () => string;
  webhookSecret: () => string;
  /** Where the API lives; a local fake server in tests. */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

function resolveStripe(env: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string; STRIPE_API_URL?: string }): StripeConfig {
  const { STRIPE_SECRET_KEY: secretKey = "", STRIPE_WEBHOOK_SECRET: webhookSecret = "" } = env;
  const url = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  const protocol = url?.protocol === "http:" ? "http" : "https";
  return {
    enabled: Boolean(secretKey && webhookSecret),
    secretKey: () => secretKey,
    webhookSecret: () => webhookSecret,
    api: url ? { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol } : undefined,
  };
}

/** Cloudflare Turnstile's documented endpoints (ADR 027); tests point both at a local fake. */
export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
export const TURNSTILE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js";

export interface CaptchaConfig {
  /** A function, so that printing the Env can never print the secret; undefined: captcha off. */
  secretKey?: () => string;
  verifyUrl: string;
  scriptUrl: string;
}

function resolveCaptcha(env: {
  CAPTCHA_SECRET_KEY?: string;
  CAPTCHA_VERIFY_URL?: string;
  CAPTCHA_SCRIPT_URL?: string;
}): CaptchaConfig {
  const secret = env.CAPTCHA_SECRET_KEY;
  return {
    secretKey: secret ? () => secret : undefined,
    verifyUrl: env.CAPTCHA_VERIFY_URL ?? TURNSTILE_VERIFY_URL,
    scriptUrl: env.CAPTCHA_SCRIPT_URL ?? TURNSTILE_SCRIPT_URL,
  };
}

/** A whole number of `unit` within bounds, e.g. CONTACT_RETENTION_MONTHS. */
function wholeNumber(unit: string, { min, max }: { min: number; max: number }) {
  return z.coerce
    .number({ error: `must be a whole number of ${unit}` })
    .int(`must be a whole number of ${unit}`)
    .min(min, `must be from ${min} to ${max} ${unit}`)
    .max(max, `must be from ${min} to ${max} ${unit}`);
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    SITE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    ENABLE_PRODUCTION_LOGGING: booleanFlag,
    SEED_SAMPLE_CONTENT: z.enum(["true", "false", "1", "0"]).optional(),
    OIDC_ISSUER: z
      .url({ protocol: /^https$/, error: "must be an https URL (plain http is only for the built-in local provider)" })
      .optional(),
    GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
    LOCAL_IDP: z.enum(["auto", "on", "off"], { error: "must be auto, on or off" }).default("auto"),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -base64 48`)").optional(),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, context) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          context.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
    WEB_CONCURRENCY: z.coerce
      .number({ error: "must be a whole number of processes" })
      .int("must be a whole number of processes")
      .min(1, "must be at least 1")
      .max(64, "must be at most 64")
      .default(1),
    CAPTCHA_SECRET_KEY: z.string().trim().min(1).optional(),
    CAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    CAPTCHA_SCRIPT_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error: "must be an SMTP URL such as smtp://user:password@mail.example.com:587 (smtps:// for TLS on connect)",
      })
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .regex(
        /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        "must be an address, optionally with a name: Siam Web Studio <hello@example.com>",
      )
      .optional(),
    CONTACT_RETENTION_MONTHS: wholeNumber("months", RETENTION_ENV_BOUNDS.contactMessageMonths).default(
      RETENTION_DEFAULTS.contactMessageMonths,
    ),
    ORDER_RETENTION_YEARS: wholeNumber("years", RETENTION_ENV_BOUNDS.orderAccountingYears).default(
      RETENTION_DEFAULTS.orderAccountingYears,
    ),
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_…)")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .regex(/^whsec_[A-Za-z0-9+/=]+$/, "must be the webhook endpoint's signing secret (whsec_…)")
      .optional(),
    // Tests only: a local server that speaks Stripe's API instead of https://api.stripe.com.
    STRIPE_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    ADMIN_EMAILS: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: (issue) => `not an e-mail address: ${String(issue.input)}` })))
      .optional(),
  })
  .superRefine((env, context) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      const missing = env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID";
      context.addIssue({
        code: "custom",
        path: [missing],
        message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both, or neither",
      });
    }
    if (env.OIDC_ISSUER && !env.GOOGLE_CLIENT_ID) {
      context.addIssue({
        code: "custom",
        path: ["OIDC_ISSUER"],
        message: "needs a client registered with that issuer: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET too",
      });
    }
    if (env.LOCAL_IDP === "on" && env.GOOGLE_CLIENT_ID) {
      context.addIssue({
        code: "custom",
        path: ["LOCAL_IDP"],
        message: "is on while a Google client is configured: choose one sign-in provider (LOCAL_IDP=off or auto)",
      });
    }
    if (env.LOCAL_IDP === "on" && env.SITE_URL && !isLoopbackSite(env.SITE_URL)) {
      context.addIssue({
        code: "custom",
        path: ["LOCAL_IDP"],
        message: `is on while SITE_URL (${env.SITE_URL}) is a public origin: the built-in provider lets anyone sign in as any e-mail, admins included. Configure Google (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET) and set LOCAL_IDP=auto or off`,
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
      context.addIssue({
        code: "custom",
        path: [missing],
        message: "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both (card payments on), or neither",
      });
    }
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      context.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message: "needs DATABASE_URL: the embedded database (PGlite) can be opened by one process only",
      });
    }
    if (env.WEB_CONCURRENCY > 1 && env.LOCAL_IDP === "on") {
      context.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message: "cannot be more than 1 with LOCAL_IDP=on: the built-in provider keeps its sign-ins in one process's memory",
      });
    }
    if (!env.SESSION_SECRET && env.DATABASE_URL && env.NODE_ENV === "production") {
      context.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message:
          "is required in production with DATABASE_URL (32+ characters, the same on every instance; e.g. `openssl rand -base64 48`)",
      });
    }
  })
  .transform((env) => {
    const local = !env.DATABASE_URL;
    const host = env.HOST ?? (local ? "127.0.0.1" : "0.0.0.0");
    const siteUrl = trimEnd(env.SITE_URL ?? `http://localhost:${env.PORT}`, "/");
    const dataDir = path.resolve(env.DATA_DIR);
    return {
      mode: env.NODE_ENV,
      isDevelopment: env.NODE_ENV === "development",
      port: env.PORT,
      host,
      dataDir,
      databaseUrl: env.DATABASE_URL,
      siteUrl,
      secureSite: siteUrl.startsWith("https://"),
      productionLogging: env.ENABLE_PRODUCTION_LOGGING,
      // Which peers may speak for the client through X-Forwarded-* (proxy-trust.ts).
      trustProxy: env.TRUST_PROXY,
      /** Server processes sharing the port (node:cluster); 1 = this process serves. */
      webConcurrency: env.WEB_CONCURRENCY,
      // Demo articles on a fresh local install; opt-in on a production database.
      seedSampleContent: env.SEED_SAMPLE_CONTENT
        ? env.SEED_SAMPLE_CONTENT === "true" || env.SEED_SAMPLE_CONTENT === "1"
        : local,
      auth: resolveAuth(env, { host, siteUrl, dataDir }),
      captcha: resolveCaptcha(env),
      mail: resolveMail(env, siteUrl),
      // The periods the retention jobs use and the privacy policy states (app/lib/retention.ts).
      retention: {
        ...RETENTION_DEFAULTS,
        contactMessageMonths: env.CONTACT_RETENTION_MONTHS,
        orderAccountingYears: env.ORDER_RETENTION_YEARS,
      } satisfies RetentionPeriods as RetentionPeriods,
      stripe: resolveStripe(env),
    };
  });

export type Env = z.output<typeof EnvSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "not set", as they do in most deployment dashboards.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** What the browser may see. Never add a secret here. */
export function publicEnv(env: Env) {
  return { mode: env.mode, productionLogging: env.productionLogging, siteUrl: env.siteUrl };
}
export type PublicEnv = ReturnType<typeof publicEnv>;

let current: Env | undefined;
/** The process's environment, parsed on first use. */
export function getEnv(): Env {
  current ??= parseEnv();
  return current;
}
