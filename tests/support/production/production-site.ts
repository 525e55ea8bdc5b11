// The production shape, started for Playwright's `production` project: a throwaway PostgreSQL,
// two server instances as separate processes (same DATABASE_URL and SESSION_SECRET, each its own
// DATA_DIR: no shared disk), nginx terminating TLS in front of both with a certificate made now,
// SITE_URL=https://www.siam-web.test:<port>, TRUST_PROXY naming nginx, and staff sign-in through
// a Google stand-in (not the built-in passwordless provider, which this public origin refuses).
//
// A control server on loopback lets tests stop, kill and restart one instance and read the
// database URL: GET /ready, GET /state, POST /kill/:name, POST /term/:name, POST /start/:name.
// GET /log/:name answers the instance's recent output lines (its JSON log, ADR 103).
// Usage (playwright.config.ts): E2E_PRODUCTION_PORT=… E2E_PRODUCTION_CONTROL_PORT=… node --import tsx tests/support/production/production-site.ts
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../../../app/.server/db/client";
import { seedSampleContent } from "../../../db/seed";
import { saveAgencyPaymentDetails } from "../agency-payment-details";
import { copyAppForServer } from "../app-copy";
import { E2E_SESSION_SECRET } from "../e2e-env";
import { FAKE_GOOGLE_CLIENT_ID, FAKE_GOOGLE_CLIENT_SECRET, type FakeGoogle, startFakeGoogle } from "../fake-google";
import { freePort } from "../ports";
import { startPostgres, type ThrowawayPostgres } from "../postgres";
import { type NginxOptions, reloadNginx, startNginx } from "./nginx";
import { PRODUCTION_ADMIN_EMAIL, PRODUCTION_HOST, PRODUCTION_METRICS_TOKEN } from "./production-env";
import { makeCertificates } from "./tls";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const port = Number(process.env.E2E_PRODUCTION_PORT);
const controlPort = Number(process.env.E2E_PRODUCTION_CONTROL_PORT);
if (!port || !controlPort) {
  console.error("Set E2E_PRODUCTION_PORT and E2E_PRODUCTION_CONTROL_PORT (playwright.config.ts does)");
  process.exit(2);
}

const workDir = await mkdtemp(path.join(tmpdir(), "e2e-production-"));
const appDir = path.join(workDir, "app");
let postgres: ThrowawayPostgres | undefined;
let google: FakeGoogle | undefined;
let nginx: ChildProcess | undefined;
let nginxOptions: NginxOptions | undefined;

/** Takes an instance out of nginx's rotation, or puts it back, as a deploy does around a restart. */
async function rotate(instance: Instance, inRotation: boolean) {
  if (!nginx || !nginxOptions) return;
  const down = new Set(nginxOptions.down);
  if (down.has(instance.port) !== inRotation) return;
  if (inRotation) down.delete(instance.port);
  else down.add(instance.port);
  nginxOptions = { ...nginxOptions, down: [...down] };
  await reloadNginx(nginx, nginxOptions);
}
let cleaning: Promise<void> | undefined;
let ready = false;

interface Instance {
  name: string;
  port: number;
  /** Its METRICS_PORT listener, on loopback (ADR 104). */
  metricsPort: number;
  env: NodeJS.ProcessEnv;
  process?: ChildProcess;
  /** Its recent standard output lines, still echoed to this process's own. */
  log: string[];
}

/** Enough for any one test's requests; older lines are dropped. */
const LOG_LINES_KEPT = 5000;
const instances: Instance[] = [];

async function waitForHealth(instance: Instance, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const ok = await fetch(`http://127.0.0.1:${instance.port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (instance.process?.exitCode !== null && instance.process?.exitCode !== undefined) {
      throw new Error(`Instance ${instance.name} exited with ${instance.process.exitCode}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Instance ${instance.name} did not become healthy`);
}

function launch(instance: Instance) {
  const child = spawn(process.execPath, ["server/main.mjs"], {
    cwd: appDir,
    env: instance.env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  instance.process = child;
  let partial = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    const text = partial + chunk.toString("utf8");
    const lines = text.split("\n");
    partial = lines.pop() ?? "";
    instance.log.push(...lines);
    if (instance.log.length > LOG_LINES_KEPT) instance.log.splice(0, instance.log.length - LOG_LINES_KEPT);
  });
  child.once("exit", (code, signal) => {
    if (instance.process === child) instance.process = undefined;
    if (!cleaning) console.info(`[production] instance ${instance.name} stopped (${signal ?? `exit ${code}`})`);
  });
  return child;
}

function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals, timeoutMs = 15_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve();
    }, timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

function cleanUp() {
  cleaning ??= (async () => {
    await Promise.all([...instances.map((instance) => stopProcess(instance.process, "SIGTERM")), stopProcess(nginx, "SIGQUIT")]);
    await google?.close();
    await postgres?.stop();
    await rm(workDir, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(0)));
}

let databaseUrl = "";
/** The test CA's certificate, for clients that should trust the site as browsers trust a real one. */
let caFile = "";
const control = createServer((request, response) => {
  const answer = (status: number, body: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const url = new URL(request.url ?? "/", "http://control");
  if (url.pathname === "/ready") return answer(ready ? 200 : 503, { ready });
  if (url.pathname === "/state") {
    return answer(200, {
      databaseUrl,
      caFile,
      instances: instances.map((instance) => ({
        name: instance.name,
        running: Boolean(instance.process),
        pid: instance.process?.pid,
        metricsPort: instance.metricsPort,
      })),
    });
  }
  const logOf = /^\/log\/([a-z])$/.exec(url.pathname);
  if (logOf) {
    const instance = instances.find((candidate) => candidate.name === logOf[1]);
    return instance ? answer(200, { lines: instance.log }) : answer(404, { error: "unknown" });
  }
  const match = /^\/(kill|term|start)\/([a-z])$/.exec(url.pathname);
  const instance = instances.find((candidate) => candidate.name === match?.[2]);
  if (request.method !== "POST" || !match || !instance) return answer(404, { error: "unknown" });
  const action = match[1];
  const work =
    action === "kill"
      ? stopProcess(instance.process, "SIGKILL")
      : action === "term"
        ? // A deploy: out of the proxy's rotation first (nginx has no health checks of its own, and
          // a listener that closes under a connection nginx just opened resets it), then SIGTERM.
          rotate(instance, false).then(() => stopProcess(instance.process, "SIGTERM"))
        : instance.process
          ? Promise.resolve()
          : (launch(instance), waitForHealth(instance).then(() => rotate(instance, true)));
  work.then(
    () => answer(200, { ok: true }),
    (error: unknown) => answer(500, { error: String(error) }),
  );
});
control.listen(controlPort, "127.0.0.1");

try {
  await copyAppForServer(root, appDir);
  const certificates = await makeCertificates(workDir, [PRODUCTION_HOST, "localhost", "127.0.0.1"]);
  caFile = certificates.caFile;
  postgres = await startPostgres();
  databaseUrl = await postgres.createDatabase("production");
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  await seedSampleContent(database.db);
  // The instances run without sample content, which never offers the sample account: the owner's own.
  await saveAgencyPaymentDetails(database.db);
  await database.close();
  google = await startFakeGoogle({ cert: certificates.cert, key: certificates.key });

  // Shared by both instances, and known to the tests (tests/support/form-clock.ts).
  const sessionSecret = E2E_SESSION_SECRET;
  for (const name of ["a", "b"]) {
    const dataDir = path.join(workDir, `data-${name}`);
    await mkdir(dataDir);
    const instancePort = await freePort();
    const metricsPort = await freePort();
    instances.push({
      name,
      port: instancePort,
      log: [],
      metricsPort,
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(instancePort),
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: sessionSecret,
        SITE_URL: `https://${PRODUCTION_HOST}:${port}`,
        TRUST_PROXY: "127.0.0.1",
        DATA_DIR: dataDir,
        GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT_SECRET,
        OIDC_ISSUER: google.issuer,
        ADMIN_EMAILS: PRODUCTION_ADMIN_EMAIL,
        // The instances trust the test CA for the Google stand-in, as they trust Google's.
        NODE_EXTRA_CA_CERTS: certificates.caFile,
        LOCAL_IDP: "auto",
        SEED_SAMPLE_CONTENT: "false",
        // Both instances look for due scheduled articles every second (the default is 30 s).
        ARTICLE_SCHEDULE_INTERVAL_MS: "1000",
        // Request lines and info lines too, as an operator who looks into a problem turns them on.
        ENABLE_PRODUCTION_LOGGING: "true",
        // Metrics on a loopback listener of each instance's own; b asks for a token there too.
        METRICS_PORT: String(metricsPort),
        ...(name === "b" ? { METRICS_TOKEN: PRODUCTION_METRICS_TOKEN } : {}),
      },
    });
  }
  for (const instance of instances) launch(instance);
  await Promise.all(instances.map((instance) => waitForHealth(instance)));
  nginxOptions = {
    dir: workDir,
    port,
    serverName: PRODUCTION_HOST,
    certFile: certificates.certFile,
    keyFile: certificates.keyFile,
    upstreams: instances.map((instance) => instance.port),
  };
  nginx = await startNginx(nginxOptions);
  nginx.once("exit", (code) => {
    if (cleaning) return;
    console.error(`[production] nginx stopped (exit ${code})`);
    void cleanUp().finally(() => process.exit(1));
  });
  ready = true;
  console.info(`[production] https://${PRODUCTION_HOST}:${port} ready (instances on ${instances.map((i) => i.port).join(", ")})`);
} catch (error) {
  console.error(error);
  await cleanUp();
  process.exit(1);
}
