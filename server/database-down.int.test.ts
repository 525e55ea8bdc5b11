// The HTTP app on a PostgreSQL server of its own, which this file stops: while the database is
// down, /healthz says 503 and public pages already in the page cache are still served.
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type ThrowawayPostgres } from "../tests/support/postgres";
import type * as ContentChanges from "~/.server/content-changes";
import type * as DbClient from "~/.server/db/client";
import type * as Env from "~/.server/env";
import type * as Seed from "../db/seed";
import type * as SampleArticles from "../db/seed/sample-articles";
import type * as App from "./app";
import type * as PageCacheModule from "./page-cache/cache";

describe("while the database is down", () => {
  let vite: ViteDevServer;
  let postgres: ThrowawayPostgres;
  let database: DbClient.Database;
  let pageCache: PageCacheModule.PageCache;
  let app: ReturnType<typeof App.createHttpApp>;
  let articlePath: string;

  beforeAll(async () => {
    vite = await createServer({
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: "custom",
      logLevel: "silent",
    });
    const load = <T>(id: string) => vite.ssrLoadModule(id) as Promise<T>;
    const [appModule, client, env, seed, samples, cacheModule, changes] = await Promise.all([
      load<typeof App>("/server/app.ts"),
      load<typeof DbClient>("/app/.server/db/client.ts"),
      load<typeof Env>("/app/.server/env.ts"),
      load<typeof Seed>("/db/seed/index.ts"),
      load<typeof SampleArticles>("/db/seed/sample-articles.ts"),
      load<typeof PageCacheModule>("/server/page-cache/cache.ts"),
      load<typeof ContentChanges>("/app/.server/content-changes.ts"),
    ]);
    postgres = await startPostgres();
    const databaseUrl = await postgres.createDatabase("down");
    database = await client.openDatabase({ databaseUrl });
    await database.migrate();
    await seed.seedSampleContent(database.db);
    articlePath = `/articles/${samples.sampleArticles[0]?.slug}`;
    pageCache = cacheModule.createPageCache({ invalidateOn: changes.onContentChange });
    app = appModule.createHttpApp({
      env: env.parseEnv({
        NODE_ENV: "production",
        SITE_URL: "http://localhost:3000",
        DATA_DIR: "/nonexistent",
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: "s".repeat(40),
      }),
      database,
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
      pageCache,
    });
  }, 90_000);

  afterAll(async () => {
    pageCache?.dispose();
    await database?.close().catch(() => undefined);
    await postgres?.stop();
    await vite?.close();
  });

  it("answers /healthz 503 and keeps serving cached pages, and recovers when it is back", async () => {
    const get = (path: string) => app.request(path, { headers: { "Accept-Language": "en" } });
    expect((await get("/healthz")).status).toBe(200);
    expect((await get(articlePath)).headers.get("X-Page-Cache")).toBe("miss");

    await postgres.halt();
    const health = await get("/healthz");
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "unavailable" });
    const cached = await get(articlePath);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("X-Page-Cache")).toBe("hit");

    await postgres.resume();
    let healthy = false;
    for (let attempt = 0; attempt < 50 && !healthy; attempt++) {
      healthy = (await get("/healthz")).status === 200;
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(healthy).toBe(true);
  }, 60_000);
});
