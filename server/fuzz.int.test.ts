// Property-based tests of every route action and endpoint, through the real HTTP app: random and
// hostile forms (wrong types, huge values, any Unicode, missing and repeated fields, odd encodings)
// from a visitor, and from each staff role on the admin screens. Whatever arrives: never a 5xx, a
// refusal to a Thai visitor is in Thai, and nothing is written.
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPgliteCopy } from "../tests/support/pglite-template";
import type * as DbClient from "~/.server/db/client";
import { contactMessages, orders, payments } from "~/.server/db/schema";
import type * as Env from "~/.server/env";
import { staffCookies, TEST_SESSION_SECRET } from "../tests/support/route-context";
import type * as Seed from "../db/seed";
import type * as App from "./app";

const SITE = "https://www.example.co.th";
const NGINX = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

let vite: ViteDevServer;
let database: DbClient.Database;
let app: ReturnType<typeof App.createHttpApp>;
let cookies: Record<"admin" | "editor" | "pending", string>;

/** Every field name the site's forms read, so that random values land where checks must hold. */
const FIELD_NAMES = [
  "name",
  "email",
  "phone",
  "company",
  "packageId",
  "message",
  "formToken",
  "website",
  "attestation",
  "package",
  "option",
  "method",
  "fullName",
  "requirements",
  "idempotencyKey",
  "maintenancePlan",
  "addOns.domain",
  "addOns.extraPage",
  "addOns.premiumSsl",
  "addOns.logo",
  "ref",
  "t",
  "slip",
  "reference",
  "intent",
  "language",
  "lang",
  "redirectTo",
  "uid",
  "role",
  "id",
  "slug",
  "status",
  "reason",
  "file",
  "en.title",
  "en.content",
  "en.excerpt",
  "th.title",
  "th.content",
  "category",
  "coverImage",
  "revision",
  "agency.name",
  "agency.email",
  "agency.phone",
  "agency.notificationEmail",
  "payments.promptPayId",
  "payments.accountNumber",
  "integrations.gaMeasurementId",
  "integrations.captchaSiteKey",
  "token",
  "session_id",
];

const hostileValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 100 }),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "NaN",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "__proto__",
    "constructor",
    "../../etc/passwd",
    "//evil.example",
    "javascript:alert(1)",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "ผู้ใช้ไทย่่่่่่",
    "\u202e\u0000\r\nBcc: x@example.com",
    "%00",
    "9".repeat(400),
    "a@b",
    "x@example.com",
  ),
  fc.nat({ max: 20_000 }).map((size) => "ก".repeat(size)),
  fc.integer().map(String),
);
const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);
/** A form as pairs, so that names repeat; encoded as a URL-encoded or a multipart body. */
const hostileForm = fc.record({
  fields: fc.array(fc.tuple(fieldName, hostileValue), { maxLength: 25 }),
  multipart: fc.boolean(),
  thai: fc.boolean(),
  singleFetch: fc.boolean(),
});

type HostileForm = typeof hostileForm extends fc.Arbitrary<infer T> ? T : never;

function send(path: string, form: HostileForm, cookie?: string) {
  let body: BodyInit;
  const headers: Record<string, string> = {
    Host: "www.example.co.th",
    "X-Forwarded-Proto": "https",
    Origin: SITE,
    Accept: "text/html",
    Cookie: [form.thai ? "lang=th" : "lang=en", cookie].filter(Boolean).join("; "),
  };
  if (form.multipart) {
    const data = new FormData();
    for (const [name, value] of form.fields) data.append(name, name === "slip" || name === "file" ? new Blob([value]) : value);
    body = data;
  } else {
    body = new URLSearchParams(form.fields).toString();
    headers["Content-Type"] = "application/x-www-form-urlencoded";
  }
  return app.request(form.singleFetch ? `${path}.data` : path, { method: "POST", headers, body }, NGINX);
}

/** Row counts of every table but the rate-limit counters (a refused hit still counts). */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = (await database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_name <> 'rate_limits'`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = (await database.db.execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown as {
      rows: { n: number }[];
    };
    counts[name] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

const THAI = /[\u0E00-\u0E7F]/;

async function fuzz(path: string, cookie?: string) {
  const before = await tableCounts();
  await fc.assert(
    fc.asyncProperty(hostileForm, async (form) => {
      const response = await send(path, form, cookie);
      const text = await response.text();
      expect(response.status, `${path} answered ${response.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
      // A refusal shown to a Thai visitor as a page says why in Thai. (JSON answers to the page's
      // own scripts and to Stripe carry codes, which the scripts translate.)
      const page = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
      if (form.thai && page && response.status >= 400) {
        expect(THAI.test(text), `${path} ${response.status} not in Thai: ${text.slice(0, 200)}`).toBe(true);
      }
    }),
    { numRuns: RUNS },
  );
  expect(await tableCounts(), `${path} wrote something`).toEqual(before);
}

beforeAll(async () => {
  vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "silent" });
  const appModule = (await vite.ssrLoadModule("/server/app.ts")) as typeof App;
  const envModule = (await vite.ssrLoadModule("/app/.server/env.ts")) as typeof Env;
  const client = (await vite.ssrLoadModule("/app/.server/db/client.ts")) as typeof DbClient;
  const seed = (await vite.ssrLoadModule("/db/seed/index.ts")) as typeof Seed;
  database = await client.openDatabase({ pglite: await openPgliteCopy(inject("pgliteTemplateFile")) });
  await seed.seedSampleContent(database.db);
  cookies = await staffCookies(database.db, ["admin", "editor", "pending"] as const);
  await database.db
    .insert(contactMessages)
    .values({ name: "Somchai", email: "somchai@example.com", message: "A question", language: "en" });
  const [order] = await database.db
    .insert(orders)
    .values({
      reference: "SWS-2026-FUZZ1",
      idempotencyKey: "fuzz-order-0001",
      packageId: "starter",
      paymentOption: "full",
      subtotalSatang: 990_000,
      discountSatang: 49_500,
      totalSatang: 940_500,
      amountDueNowSatang: 940_500,
      balanceDueSatang: 0,
      customerName: "Somchai",
      customerEmail: "somchai@example.com",
      customerPhone: "0812345678",
      paymentMethod: "bank_transfer",
    })
    .returning();
  if (order)
    await database.db
      .insert(payments)
      .values({ orderId: order.id, method: "bank_transfer", amountSatang: order.amountDueNowSatang });
  const env = envModule.parseEnv({
    NODE_ENV: "production",
    DATA_DIR: "/nonexistent",
    SITE_URL: SITE,
    TRUST_PROXY: "127.0.0.1",
    SESSION_SECRET: TEST_SESSION_SECRET,
  });
  app = appModule.createHttpApp({ env, database, build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never });
  // Compile the routes once, so that no property pays for it.
  await app.request("/", {}, NGINX);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await vite?.close();
});

const PUBLIC_ENDPOINTS = [
  "/contact",
  "/checkout",
  "/order-confirmation",
  "/payment-success",
  "/set-language",
  "/attestation/token",
  "/webhooks/stripe",
  "/logout",
  "/auth/start",
  "/login",
];
const ADMIN_ENDPOINTS = [
  "/admin/articles",
  "/admin/articles/new",
  "/admin/articles/1/edit",
  "/admin/media",
  "/admin/messages/1",
  "/admin/payments/1",
  "/admin/settings",
  "/admin/users",
  "/admin/articles/slug-check",
  "/admin/dashboard",
  "/admin/categories",
  "/admin/content/packages/premium",
  "/admin/content/testimonials",
  "/admin/content/pages/about",
  "/admin/content/preview/faq",
];

describe("hostile forms from anyone", () => {
  for (const path of [...PUBLIC_ENDPOINTS, ...ADMIN_ENDPOINTS]) {
    it(`POST ${path}: never a 5xx, refusals translated, nothing written`, () => fuzz(path), 120_000);
  }
});

describe.each(["pending", "editor", "admin"] as const)("hostile forms from a signed-in %s", (role) => {
  for (const path of ADMIN_ENDPOINTS) {
    it(`POST ${path}: never a 5xx, nothing written`, () => fuzz(path, cookies[role]), 120_000);
  }
});
