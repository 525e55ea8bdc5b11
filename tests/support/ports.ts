// Ports for servers the tests start later, often in another process (a web server Playwright
// launches, a PostgreSQL cluster, an instance behind nginx), so the port is chosen now and bound
// later. A port the kernel handed out for `listen(0)` is wrong for that: it comes back from the
// same ephemeral range every fake service draws from when it calls `listen(0)`, so in the gap a
// fake could take it and answer in the real server's place. These ports are drawn below that range,
// where the kernel never assigns one by itself, and never twice in one process.
import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

const LOWEST = 10_000;
const handedOut = new Set<number>();

/** The first port of the kernel's ephemeral range (Linux), or the IANA default elsewhere. */
function readEphemeralFloor(): number {
  try {
    const [low] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/);
    const port = Number(low);
    return Number.isInteger(port) && port > 0 ? port : 49_152;
  } catch {
    return 49_152;
  }
}

const ephemeralFloor = readEphemeralFloor();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A TCP port on 127.0.0.1 that nobody listens on now and that no `listen(0)` will be given. */
export async function freePort(): Promise<number> {
  if (ephemeralFloor - LOWEST < 1_000) {
    throw new Error(`The ephemeral port range starts at ${ephemeralFloor}: too low to pick ports below it`);
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = randomInt(LOWEST, ephemeralFloor);
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free port found between ${LOWEST} and ${ephemeralFloor}`);
}
