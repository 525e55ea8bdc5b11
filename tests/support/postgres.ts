// A throwaway PostgreSQL 15 cluster for tests: its own data directory, socket and free port,
// trust auth on 127.0.0.1, gone without a trace after stop(). Starts in about a second.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./ports";

const run = promisify(execFile);

export const postgresBinDir = process.env.POSTGRES_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

export interface ThrowawayPostgres {
  /** Connection URL of the cluster's `postgres` database, as the superuser `postgres`. */
  url: string;
  port: number;
  /** Creates a fresh, empty database and returns its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server and removes its data directory. Safe to call twice. */
  stop(): Promise<void>;
  /** Stops the server as a crash or a failover would (connections cut), keeping its data. */
  halt(): Promise<void>;
  /** Starts a halted server again on the same port. */
  resume(): Promise<void>;
}

async function postgresUserIds() {
  const [uid, gid] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function startPostgres(): Promise<ThrowawayPostgres> {
  const initdb = path.join(postgresBinDir, "initdb");
  if (!existsSync(initdb)) {
    throw new Error(
      `PostgreSQL server binaries not found in ${postgresBinDir}. Install them ` +
        "(apt-get install -y postgresql-15) or set POSTGRES_BIN_DIR; `npm test` installs them for you.",
    );
  }
  // The server refuses to run as root, so as root everything runs as the postgres user.
  const asRoot = process.getuid?.() === 0;
  const exec = (file: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(postgresBinDir, file), ...args])
      : run(path.join(postgresBinDir, file), args);

  const root = await mkdtemp(path.join(tmpdir(), "pg-test-"));
  const dataDir = path.join(root, "data");
  const socketDir = path.join(root, "socket");
  const logFile = path.join(root, "server.log");
  let stopped = false;
  let started = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      await exec("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => undefined);
    }
    await rm(root, { recursive: true, force: true });
  };

  try {
    await mkdir(socketDir);
    if (asRoot) {
      const { uid, gid } = await postgresUserIds();
      await Promise.all([chown(root, uid, gid), chown(socketDir, uid, gid)]);
    }
    await exec("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "--encoding=UTF8",
      "--locale=C.UTF-8",
      "--no-sync",
      "--no-instructions",
    ]);
    const port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      "-c listen_addresses=127.0.0.1",
      `-c unix_socket_directories=${socketDir}`,
      // Durability is worthless for a database that is deleted in a minute; speed is not.
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=200",
    ].join(" ");
    const startServer = () =>
      exec("pg_ctl", ["-D", dataDir, "-o", serverOptions, "-l", logFile, "-w", "-t", "30", "start"]).catch(
        async (error: unknown) => {
          const log = await readFile(logFile, "utf8").catch(() => "");
          throw new Error(`PostgreSQL did not start: ${String(error)}\n${log}`);
        },
      );
    await startServer();
    started = true;
    const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
    let counter = 0;
    return {
      url,
      port,
      stop,
      halt: async () => {
        await exec("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      },
      resume: async () => {
        await startServer();
      },
      async createDatabase(name) {
        const database = name ?? `test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
        if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Unsafe database name: ${database}`);
        return createDatabase(url, database);
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Creates `name` on the server `adminUrl` points at and returns a URL for it; with `template`, as a
 * copy of that database (which nobody may be connected to meanwhile).
 */
export async function createDatabase(adminUrl: string, name: string, options: { template?: string } = {}): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"${options.template ? ` TEMPLATE "${options.template}"` : ""}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database made by createDatabase, closing any connection a test left open. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
