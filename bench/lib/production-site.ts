// Starts the production shape for a benchmark (tests/support/production/production-site.ts:
// nginx with TLS, two instances, PostgreSQL) on free ports, building first unless told not to,
// and registers its stop with the clean-up list. Resolves with its control server's state.
import { spawn } from "node:child_process";
import { freePort } from "../../tests/support/ports";
import { binEnv, cleanups, projectRoot, stopProcess } from "./processes";

export interface ProductionSiteState {
  databaseUrl: string;
  caFile: string;
  instances: { name: string; running: boolean; pid?: number }[];
}

export const controlUrl = (route: string) => `http://127.0.0.1:${process.env.E2E_PRODUCTION_CONTROL_PORT}${route}`;

export async function productionState(): Promise<ProductionSiteState> {
  return (await (await fetch(controlUrl("/state"))).json()) as ProductionSiteState;
}

/** The process ids of the running instances (for CPU and memory figures). */
export async function instancePids(): Promise<number[]> {
  const { instances } = await productionState();
  return instances.map((instance) => instance.pid).filter((pid): pid is number => Boolean(pid));
}

export async function startProductionSite({ build }: { build: boolean }): Promise<ProductionSiteState> {
  process.env.E2E_PRODUCTION_PORT = String(await freePort());
  process.env.E2E_PRODUCTION_CONTROL_PORT = String(await freePort());
  if (build) {
    const child = spawn("npm", ["run", "build"], { cwd: projectRoot, env: binEnv(), stdio: "ignore" });
    const code = await new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
    if (code !== 0) throw new Error("npm run build failed");
  }
  const site = spawn(process.execPath, ["--import", "tsx", "tests/support/production/production-site.ts"], {
    cwd: projectRoot,
    env: binEnv({
      E2E_PRODUCTION_PORT: process.env.E2E_PRODUCTION_PORT,
      E2E_PRODUCTION_CONTROL_PORT: process.env.E2E_PRODUCTION_CONTROL_PORT,
    }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  cleanups.push(() => stopProcess(site, "production site"));
  const started = Date.now();
  while (
    !(await fetch(controlUrl("/ready")).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() - started > 120_000) throw new Error("The production-shape site did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return productionState();
}
