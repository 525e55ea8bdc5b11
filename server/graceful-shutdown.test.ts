import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { gracefulShutdown } from "./graceful-shutdown";

const quiet = { notice() {}, warn() {} };

function get(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path: "/", agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("gracefulShutdown", () => {
  it("finishes the request in flight, refuses new connections, then runs each step in order", async () => {
    let arrived: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const server = createServer((_request, response) => {
      arrived();
      setTimeout(() => response.end("finished"), 300);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    const slow = get(port);
    await inFlight;
    const order: string[] = [];
    const stopped = gracefulShutdown(
      server,
      [
        { name: "jobs", run: async () => order.push("jobs") },
        { name: "broken", run: async () => Promise.reject(new Error("boom")) },
        { name: "database", run: async () => order.push("database") },
      ],
      { log: quiet },
    );
    await expect(get(port)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(order).toEqual([]);
    expect(await slow).toEqual({ status: 200, body: "finished" });
    await stopped;
    expect(order).toEqual(["jobs", "database"]);
  });

  it("cuts requests that outlive the grace period, and still runs the steps", async () => {
    const server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const hanging = get(port).catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 50));
    let ran = false;
    await gracefulShutdown(server, [{ name: "database", run: async () => (ran = true) }], { log: quiet, graceMs: 100 });
    expect(await hanging).toBe("ECONNRESET");
    expect(ran).toBe(true);
  });
});
