// The one place that reads process.env: parsed once at start-up, with a readable error per bad value.
import path from "node:path";
import { z } from "zod";
import { RETENTION_DEFAULTS, RETENTION_ENV_BOUNDS, type RetentionPeriods } from "~/lib/retention";
import { trimEnd } from "~/lib/trim";
import { isLoopbackSite, resolveAuth } from "./env-auth";
import { backupEnvFields, resolveBackup } from "./env-backup";
import { EnvError } from "./env-error";
import { resolveAnalytics, resolveCaptcha, resolveMail, resolveStripe } from "./env-services";
import { parseTrustProxy } from "./proxy-trust";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

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
    // JSON lines for the journal, or pino-pretty's lines for people (ADR 103).
    LOG_FORMAT: z.enum(["json", "pretty"], { error: "must be json or pretty" }).default("json"),
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
    // How many earlier versions of each article are kept (ADR 068); older ones are pruned on save.
    ARTICLE_REVISIONS_KEPT: wholeNumber("revisions", { min: 1, max: 1000 }).default(50),
    // How often each instance looks for scheduled articles whose time has come (ADR 069). Staff
    // pick a minute, so 30 seconds is on time; tests shorten it.
    ARTICLE_SCHEDULE_INTERVAL_MS: wholeNumber("milliseconds", { min: 500, max: 3_600_000 }).default(30_000),
    // Scheduled backups (ADR 105): env-backup.ts.
    ...backupEnvFields,
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
    // PromptPay through Stripe Checkout, confirmed by its webhook (ADR 099): on only once the agency
    // has turned PromptPay on in its Stripe dashboard, which the site cannot see.
    STRIPE_PROMPTPAY: booleanFlag,
    // Tests only: a local server that speaks Stripe's API instead of https://api.stripe.com.
    STRIPE_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    // GA4 Measurement Protocol: the purchases of PromptPay and bank-transfer payments, reported
    // by the server once staff confirm them (the measurement id is in the settings).
    GA4_API_SECRET: z.string().trim().min(1).max(200, "must be at most 200 characters").optional(),
    // Tests only: a local server instead of Google's collect endpoint.
    GA4_MP_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    // Prometheus metrics (server/metrics/): off unless one of these is set (ADR 104).
    METRICS_PORT: z.coerce
      .number({ error: "must be a port number" })
      .int("must be a port number")
      .min(1, "must be from 1 to 65535")
      .max(65535, "must be from 1 to 65535")
      .optional(),
    METRICS_HOST: z.string().trim().min(1).optional(),
    METRICS_TOKEN: z
      .string()
      .trim()
      .min(32, "must be at least 32 characters (e.g. `openssl rand -hex 32`)")
      .max(512, "must be at most 512 characters")
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces (it travels in an Authorization header)")
      .optional(),
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
    if (env.STRIPE_PROMPTPAY && !env.STRIPE_SECRET_KEY) {
      context.addIssue({
        code: "custom",
        path: ["STRIPE_PROMPTPAY"],
        message: "needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: PromptPay through Stripe is confirmed by its webhook",
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
    if (env.METRICS_HOST && !env.METRICS_PORT) {
      context.addIssue({
        code: "custom",
        path: ["METRICS_HOST"],
        message: "needs METRICS_PORT: it is the address that port listens on",
      });
    }
    if (env.WEB_CONCURRENCY > 1 && env.METRICS_TOKEN && env.METRICS_PORT === undefined) {
      context.addIssue({
        code: "custom",
        path: ["METRICS_TOKEN"],
        message:
          "needs METRICS_PORT when WEB_CONCURRENCY is more than 1: /metrics on the site's port would answer for one worker only, METRICS_PORT for all of them",
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      context.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: "must differ from PORT: metrics get their own listener (unset it and set METRICS_TOKEN for /metrics on PORT)",
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
      logFormat: env.LOG_FORMAT,
      // Which peers may speak for the client through X-Forwarded-* (proxy-trust.ts).
      trustProxy: env.TRUST_PROXY,
      /** Server processes sharing the port (node:cluster); 1 = this process serves. */
      webConcurrency: env.WEB_CONCURRENCY,
      // Demo articles on a fresh local install; opt-in on a production database.
      seedSampleContent: env.SEED_SAMPLE_CONTENT ? env.SEED_SAMPLE_CONTENT === "true" || env.SEED_SAMPLE_CONTENT === "1" : local,
      auth: resolveAuth(env, { host, siteUrl, dataDir }),
      captcha: resolveCaptcha(env),
      mail: resolveMail(env, siteUrl),
      // The periods the retention jobs use and the privacy policy states (app/lib/retention.ts).
      retention: {
        ...RETENTION_DEFAULTS,
        contactMessageMonths: env.CONTACT_RETENTION_MONTHS,
        orderAccountingYears: env.ORDER_RETENTION_YEARS,
      } satisfies RetentionPeriods as RetentionPeriods,
      articleRevisionsKept: env.ARTICLE_REVISIONS_KEPT,
      articleScheduleIntervalMs: env.ARTICLE_SCHEDULE_INTERVAL_MS,
      backup: resolveBackup(env, { dataDir, local }),
      // Where the metrics are served, if anywhere (server/metrics/endpoint.ts, ADR 104).
      metrics: {
        port: env.METRICS_PORT,
        host: env.METRICS_HOST ?? "127.0.0.1",
        token: env.METRICS_TOKEN,
      },
      stripe: resolveStripe(env),
      analytics: resolveAnalytics(env),
    };
  });

export type Env = z.output<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "not set", as they do in most deployment dashboards.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
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
