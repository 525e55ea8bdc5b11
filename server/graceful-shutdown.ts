// Stopping without losing anything: no new connections, requests in flight finish (within a
// grace period), then the background work and the database close, in that order.
import type { Server } from "node:http";

/** How long requests in flight may take to finish once the listener closed. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Behind a proxy, how long a stopping instance keeps answering (closing each connection after its
 * answer) before it closes the listener: longer than the proxy keeps an idle upstream connection
 * open (nginx: `keepalive_timeout 4s` in the upstream block of deploy/nginx/siam-web-studio.conf).
 */
export const SHUTDOWN_DRAIN_MS = 5_000;

export interface ShutdownStep {
  name: string;
  run(): Promise<unknown>;
}

export interface ShutdownLog {
  notice(message: string, ...data: unknown[]): void;
  warn(message: string, ...data: unknown[]): void;
}

/**
 * Closes `server` (answering the requests it is serving, closing keep-alive connections as they
 * fall idle, cutting whatever is still open after `graceMs`), then runs each step in turn. A step
 * that fails is logged and the next still runs.
 */
export async function gracefulShutdown(
  server: Server,
  steps: ShutdownStep[],
  { log, graceMs = SHUTDOWN_GRACE_MS }: { log: ShutdownLog; graceMs?: number },
): Promise<void> {
  const started = Date.now();
  await new Promise<void>((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    // A keep-alive connection between two requests would hold the close open until it times out.
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => {
      log.warn(`Requests still running after ${graceMs} ms were cut off`);
      server.closeAllConnections();
    }, graceMs);
    server.once("close", () => {
      clearInterval(idle);
      clearTimeout(cut);
    });
  });
  log.notice(`Stopped taking requests; those in flight finished in ${Date.now() - started} ms`);
  for (const step of steps) {
    try {
      await step.run();
    } catch (error) {
      log.warn(`Shutdown: ${step.name} failed`, { error });
    }
  }
}
