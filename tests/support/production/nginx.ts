// nginx as an operator runs it in front of the site: the site file from deploy/nginx/ with this
// run's ports and test certificate, TLS terminated, requests spread over the instances.
// One thing is for tests only: the X-Test-Instance header picks one instance, so a test can
// publish through A and read through B.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const NGINX_BINARY = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface NginxOptions {
  dir: string;
  port: number;
  serverName: string;
  certFile: string;
  keyFile: string;
  /** The instances' ports, in order: a, b, … */
  upstreams: number[];
  /** Ports taken out of the rotation (`down`), as a deploy does before it stops an instance. */
  down?: number[];
}

/** The site file operators install (deploy/nginx/siam-web-studio.conf), read once. */
const siteFile = readFileSync(fileURLToPath(new URL("../../../deploy/nginx/siam-web-studio.conf", import.meta.url)), "utf8");

/** Replaces `from` in `text`, which must hold it exactly once: the site file and this harness never drift apart. */
function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`deploy/nginx/siam-web-studio.conf: expected one "${from}"`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** The operator's site file with this run's ports, name and certificate, and nothing else changed. */
export function siteConfig({ port, serverName, certFile, keyFile, upstreams, down = [] }: NginxOptions): string {
  let site = siteFile;
  const plain = site.indexOf("# begin: plain HTTP");
  const plainEnd = site.indexOf("# end: plain HTTP");
  if (plain < 0 || plainEnd < plain) throw new Error("deploy/nginx/siam-web-studio.conf: the plain HTTP block is not marked");
  // The tests speak HTTPS only; the redirect from port 80 needs no instance.
  site = site.slice(0, plain) + site.slice(plainEnd + "# end: plain HTTP".length);
  site = replaceOnce(
    site,
    "  server 127.0.0.1:3000 max_fails=1 fail_timeout=5s;",
    upstreams
      .map((upstream) => `  server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s${down.includes(upstream) ? " down" : ""};`)
      .join("\n"),
  );
  site = replaceOnce(site, "  listen 443 ssl;\n  listen [::]:443 ssl;", `  listen 127.0.0.1:${port} ssl;`);
  site = replaceOnce(site, "  server_name www.example.co.th;", `  server_name ${serverName};`);
  site = replaceOnce(site, "/etc/letsencrypt/live/www.example.co.th/fullchain.pem", certFile);
  site = replaceOnce(site, "/etc/letsencrypt/live/www.example.co.th/privkey.pem", keyFile);
  // Tests only: X-Test-Instance may pick one instance (the map below); otherwise the rotation.
  return replaceOnce(site, "proxy_pass http://site;", "proxy_pass http://$backend;");
}

export function nginxConfig(options: NginxOptions): string {
  const { dir, upstreams } = options;
  const temp = (name: string) => path.join(dir, "temp", name);
  const names = upstreams.map((_, index) => String.fromCharCode(97 + index));
  return `# Made by tests/support/production/nginx.ts
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log stderr warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};

  # --- deploy/nginx/siam-web-studio.conf, as an operator installs it -------------------------
${siteConfig(options)}
  # --- tests only: X-Test-Instance: a|b sends the request to that instance alone -------------
${names.map((name, index) => `  upstream instance_${name} { server 127.0.0.1:${upstreams[index]}; }`).join("\n")}
  map $http_x_test_instance $backend {
    default site;
${names.map((name) => `    ${name} instance_${name};`).join("\n")}
  }
}
`;
}

async function writeNginxConfig(options: NginxOptions): Promise<string> {
  const configFile = path.join(options.dir, "nginx.conf");
  // As root, nginx's workers would run as "nobody" and could not use the temporary folders.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  await writeFile(configFile, user + nginxConfig(options));
  return configFile;
}

/**
 * Writes the configuration anew and has nginx load it (SIGHUP): new workers take the new
 * rotation, the old ones finish the requests they hold. Resolves once the new workers have had
 * time to start.
 */
export async function reloadNginx(nginx: ChildProcess, options: NginxOptions): Promise<void> {
  await writeNginxConfig(options);
  nginx.kill("SIGHUP");
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Starts nginx in the foreground; resolves once it accepts connections on `port`. */
export async function startNginx(options: NginxOptions): Promise<ChildProcess> {
  for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    await mkdir(path.join(options.dir, "temp", name), { recursive: true });
  }
  const configFile = await writeNginxConfig(options);
  const nginx = spawn(NGINX_BINARY, ["-p", options.dir, "-c", configFile, "-e", "stderr", "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    nginx.once("error", reject);
    nginx.once("spawn", () => resolve());
  });
  return nginx;
}
