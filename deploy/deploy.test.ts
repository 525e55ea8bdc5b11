// The deploy folder as an operator uses it: systemd accepts the service unit as written (no unknown
// key, an executable to start, the sandbox it promises), and nginx accepts the site file the
// production-shape browser tests run (tests/support/production/nginx.ts) once their ports and
// certificate are in.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NGINX_BINARY, nginxConfig } from "../tests/support/production/nginx";
import { makeCertificates } from "../tests/support/production/tls";

const run = promisify(execFile);
const unitFile = new URL("siam-web-studio.service", import.meta.url).pathname;

describe("the systemd unit", () => {
  it("passes systemd-analyze verify with nothing to say", async () => {
    const { stdout, stderr } = await run("systemd-analyze", ["verify", unitFile]);
    expect(`${stdout}${stderr}`.trim()).toBe("");
  });

  it("keeps the hardened sandbox and reads its settings from a file", async () => {
    const unit = await readFile(unitFile, "utf8");
    const settings = new Map(
      unit
        .split("\n")
        .filter((line) => /^[A-Za-z]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(settings.get("NoNewPrivileges")).toBe("yes");
    expect(settings.get("ProtectSystem")).toBe("strict");
    expect(settings.get("ReadWritePaths")).toBe("/var/lib/siam-web-studio");
    expect(settings.get("EnvironmentFile")).toBe("/etc/siam-web-studio/env");
    expect(settings.get("ExecStart")).toBe("/usr/bin/node server/main.mjs");
    // V8 writes machine code at run time: this sandbox setting would stop the site.
    expect(settings.has("MemoryDenyWriteExecute")).toBe(false);
  });
});

describe("the nginx site file", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "deploy-nginx-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("is accepted by nginx -t with the test ports and certificate filled in", async () => {
    const tls = await makeCertificates(dir, ["site.test"]);
    for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
      await mkdir(path.join(dir, "temp", name), { recursive: true });
    const config = nginxConfig({
      dir,
      port: 18443,
      serverName: "site.test",
      certFile: tls.certFile,
      keyFile: tls.keyFile,
      upstreams: [13001, 13002],
    });
    const configFile = path.join(dir, "nginx.conf");
    await writeFile(configFile, (process.getuid?.() === 0 ? "user root;\n" : "") + config);
    const { stderr } = await run(NGINX_BINARY, ["-t", "-p", dir, "-c", configFile, "-e", "stderr"]);
    expect(stderr).toContain("test is successful");
    expect(stderr).not.toMatch(/\[warn\]/);
  });
});
