// Development server: Vite (hot reload, SSR) in front of the same Hono app as production.
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createServer as createViteServer } from "vite";

process.env.NODE_ENV ??= "development";
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const load = () => vite.ssrLoadModule("/server/app.ts");
const { openAppDatabase, prepareSignIn, startBackgroundJobs } = await vite.ssrLoadModule("/server/start.ts");
const { getEnv } = await vite.ssrLoadModule("/app/.server/env.ts");
const { withLocalIdp } = await vite.ssrLoadModule("/server/local-idp/provider.ts");
const { logger } = await vite.ssrLoadModule("/app/.server/logger.ts");
const env = getEnv();
const database = await openAppDatabase(env);
// Created once: its sign-ins in progress live in memory and must survive a hot reload.
const localIdp = await prepareSignIn(env);
// The outbox worker and purges run once for the process, not per hot reload.
const jobs = startBackgroundJobs(env, database);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => void jobs.stop().finally(() => process.exit(0)));
}

const listener = getRequestListener(async (request) => {
  const { createHttpApp: create } = await load();
  const app = create({
    env,
    database,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
  });
  return app.fetch(request);
});

const site = withLocalIdp(localIdp, (req, res) => vite.middlewares(req, res, () => listener(req, res)));
createServer(site).listen(env.port, env.host, () => logger.notice(`Dev server on http://${env.host}:${env.port}`));
