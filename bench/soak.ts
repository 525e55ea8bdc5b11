// `npm run bench:soak`: ten minutes (--minutes) of mixed traffic against the production shape
// (tests/support/production/: nginx with TLS, two instances, PostgreSQL): public pages in both
// languages, contact messages, orders and staff reading the admin. Prints the answers by class,
// the 5xx count, p50/p99 per kind, and each instance's memory after warm-up and at the end.
// Targets: no 5xx, memory growth under 20% after warm-up. Figures, not a test: exits 0 whatever
// they are, 1 only when it could not measure.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { openDatabase } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { createSession, SESSION_DEFAULTS } from "~/.server/sessions.server";
import { sampleArticles } from "../db/seed/sample-articles";
import { productionRequest, productionSiteUrl } from "../tests/support/production/production-env";
import { uniqueClientIp } from "../tests/support/staff";
import { cleanUp } from "./lib/processes";
import { instancePids, startProductionSite } from "./lib/production-site";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    minutes: { type: "string" },
    visitors: { type: "string" },
    "skip-build": { type: "boolean" },
    help: { type: "boolean" },
  },
});
if (values.help) {
  console.info("Usage: npm run bench:soak -- [--minutes 10] [--visitors 8] [--skip-build]");
  process.exit(0);
}
const minutes = Number(values.minutes ?? 10);
const visitors = Number(values.visitors ?? 8);

type Kind = "page" | "contact" | "order" | "admin";
const latencies: Record<Kind, number[]> = { page: [], contact: [], order: [], admin: [] };
const classes: Record<string, number> = {};
const failures: string[] = [];

const slugs = sampleArticles.map((article) => article.slug);
const PAGES = [
  "/",
  "/solutions",
  "/services",
  "/about",
  "/contact",
  "/articles",
  "/privacy-policy",
  "/terms",
  ...slugs.map((slug) => `/articles/${slug}`),
];
const ADMIN = ["/admin/dashboard", "/admin/articles", "/admin/payments", "/admin/users", "/admin/settings"];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const posting = () => ({
  Origin: productionSiteUrl(),
  "Content-Type": "application/x-www-form-urlencoded",
  "X-Forwarded-For": uniqueClientIp(),
});

async function timed(kind: Kind, label: string, request: () => ReturnType<typeof productionRequest>) {
  const started = performance.now();
  try {
    const response = await request();
    latencies[kind].push(performance.now() - started);
    const bucket = `${Math.floor(response.status / 100)}xx`;
    classes[bucket] = (classes[bucket] ?? 0) + 1;
    if (response.status >= 500) failures.push(`${response.status} ${label}`);
  } catch (error) {
    classes.network = (classes.network ?? 0) + 1;
    failures.push(`network ${label}: ${(error as Error).message}`);
  }
}

/** The contact form's signed time stamp, from the page as a browser gets it (it must age 3 s). */
async function contactToken(): Promise<string> {
  const page = (await productionRequest("/contact?lang=en")).text();
  const token = /name="formToken"[^>]*value="([^"]+)"/.exec(page)?.[1] ?? /value="([^"]+)"[^>]*name="formToken"/.exec(page)?.[1];
  if (!token) throw new Error("No form token on /contact");
  return token;
}

async function adminCookie(databaseUrl: string): Promise<string> {
  const database = await openDatabase({ databaseUrl });
  try {
    await database.db
      .insert(users)
      .values({ uid: "soak:admin", email: "soak-admin@siam-web.test", role: "admin" })
      .onConflictDoNothing();
    const { token } = await createSession(database.db, "soak:admin", SESSION_DEFAULTS);
    return `__Host-session=${token}`;
  } finally {
    await database.close();
  }
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("VmRSS:"));
  return Number(line?.replace(/\D/g, "") ?? 0) / 1024;
}

const p = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
};

async function visitor(until: number, token: string, cookie: string, n: number) {
  let step = 0;
  while (Date.now() < until) {
    step++;
    const roll = Math.random();
    const lang = Math.random() < 0.5 ? "en" : "th";
    if (roll < 0.7) {
      const path = pick(PAGES);
      await timed("page", path, () =>
        productionRequest(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`, { headers: { "Accept-Encoding": "gzip" } }),
      );
    } else if (roll < 0.8) {
      const body = form({
        name: `Soak ${n}-${step}`,
        email: `soak-${n}-${step}@example.com`,
        message: "A question about the Starter package, sent by the soak test.",
        formToken: token,
        website: "",
        lang,
      });
      await timed("contact", "POST /contact", () => productionRequest("/contact", { method: "POST", headers: posting(), body }));
    } else if (roll < 0.85) {
      const body = form({
        packageId: pick(["starter", "ecommerce", "premium"]),
        option: pick(["full", "deposit"]),
        method: pick(["promptpay", "bank_transfer"]),
        fullName: `Soak Buyer ${n}`,
        email: `buyer-${n}-${step}@example.com`,
        phone: "0812345678",
        requirements: "A website ordered by the soak test.",
        idempotencyKey: `soak-${n}-${step}-${Math.random().toString(36).slice(2, 12)}`,
        lang,
      });
      await timed("order", "POST /checkout", () => productionRequest("/checkout", { method: "POST", headers: posting(), body }));
    } else {
      const path = pick(ADMIN);
      await timed("admin", path, () => productionRequest(path, { headers: { Cookie: cookie, "Accept-Encoding": "gzip" } }));
    }
  }
}

try {
  const { databaseUrl } = await startProductionSite({ build: !values["skip-build"] });
  const cookie = await adminCookie(databaseUrl);
  const token = await contactToken();
  await new Promise((resolve) => setTimeout(resolve, 3_200));
  console.info(
    `nginx (TLS) → 2 instances → PostgreSQL; ${visitors} visitors for ${minutes} min (70% pages, 10% contact, 5% orders, 15% admin)\n`,
  );

  // Warm-up: two minutes (a fifth of a short run) of the same traffic, long enough for the V8 heaps
  // and the caches to reach their working size; then the baseline.
  const warmUpMs = Math.min(120_000, minutes * 12_000);
  await Promise.all(Array.from({ length: visitors }, (_, n) => visitor(Date.now() + warmUpMs, token, cookie, n)));
  const pids = await instancePids();
  const baseline = pids.map(rssMb);
  for (const list of Object.values(latencies)) list.length = 0;
  for (const key of Object.keys(classes)) delete classes[key];
  const until = Date.now() + minutes * 60_000;
  // Memory each minute, so a leak (growth that keeps going) shows apart from a heap settling.
  const samples: number[][] = [baseline];
  const progress = setInterval(() => {
    samples.push(pids.map(rssMb));
    const left = Math.max(0, Math.round((until - Date.now()) / 1000));
    const count = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
    console.info(
      `  ${left} s left, ${count} requests, RSS ${samples
        .at(-1)
        ?.map((mb) => `${mb.toFixed(0)} MB`)
        .join(" / ")}`,
    );
  }, 60_000);
  await Promise.all(Array.from({ length: visitors }, (_, n) => visitor(until, token, cookie, n)));
  clearInterval(progress);
  const end = pids.map(rssMb);

  const total = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
  console.info(
    `\n${total} requests in ${minutes} min (${(total / (minutes * 60)).toFixed(1)}/s); answers: ${JSON.stringify(classes)}`,
  );
  for (const kind of Object.keys(latencies) as Kind[]) {
    console.info(
      `${kind.padEnd(8)} ${String(latencies[kind].length).padStart(7)} requests   p50 ${p(latencies[kind], 0.5).toFixed(0).padStart(5)} ms   p99 ${p(latencies[kind], 0.99).toFixed(0).padStart(5)} ms`,
    );
  }
  console.info(
    `5xx and network errors: ${failures.length}${failures.length ? ` (first: ${failures.slice(0, 5).join("; ")})` : ""}`,
  );
  pids.forEach((pid, index) => {
    const growth = ((end[index] ?? 0) / (baseline[index] || 1) - 1) * 100;
    console.info(
      `instance ${index === 0 ? "A" : "B"} memory (RSS): ${baseline[index]?.toFixed(0)} MB after warm-up → ${end[index]?.toFixed(0)} MB at the end (${growth >= 0 ? "+" : ""}${growth.toFixed(1)}%)`,
    );
  });
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
