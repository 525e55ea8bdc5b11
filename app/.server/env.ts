// The one place that reads process.env: parsed once at start-up, with a readable error per bad value.
import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

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
  })
  .transform((env) => {
    const local = !env.DATABASE_URL;
    const host = env.HOST ?? (local ? "127.0.0.1" : "0.0.0.0");
    const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
    return {
      mode: env.NODE_ENV,
      isDevelopment: env.NODE_ENV === "development",
      port: env.PORT,
      host,
      dataDir: path.resolve(env.DATA_DIR),
      databaseUrl: env.DATABASE_URL,
      siteUrl,
      secureSite: siteUrl.startsWith("https://"),
      productionLogging: env.ENABLE_PRODUCTION_LOGGING,
      // Demo articles on a fresh local install; opt-in on a production database.
      seedSampleContent: env.SEED_SAMPLE_CONTENT
        ? env.SEED_SAMPLE_CONTENT === "true" || env.SEED_SAMPLE_CONTENT === "1"
        : local,
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
