// nginx as an operator runs it in front of the site: TLS terminated with the test certificate,
// requests spread over the instances, the forwarded headers docs/deploy.md names.
// One thing is for tests only: the X-Test-Instance header picks one instance, so a test can
// publish through A and read through B.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

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

export function nginxConfig({ dir, port, serverName, certFile, keyFile, upstreams, down = [] }: NginxOptions): string {
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

  # --- what a deployment has -------------------------------------------------------------
  upstream site {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s${down.includes(upstream) ? " down" : ""};`).join("\n")}
    keepalive 16;
    # Shorter than a stopping instance drains (server/graceful-shutdown.ts), and than Node's own
    # keep-alive timeout (5 s), so nginx never reuses a connection the instance is closing.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port} ssl;
    server_name ${serverName};
    ssl_certificate ${certFile};
    ssl_certificate_key ${keyFile};
    # Article images and transfer slips are up to 5 MB, in a multipart body.
    client_max_body_size 8m;

    location / {
      proxy_pass http://$backend;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_read_timeout 60s;
    }
  }

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
