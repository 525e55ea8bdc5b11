// The change relay on a PostgreSQL server of its own (this file stops and starts it): a change
// announced by one instance empties the caches of another, and a listener that lost the database
// comes back after the restart and empties its caches once, since it may have missed changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type ThrowawayPostgres } from "../../../tests/support/postgres";
import { type ChangeRelay, startChangeRelay } from "./change-relay.server";
import { type Database, openDatabase } from "./client";

const quiet = { notice() {}, warn() {} };

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > timeoutMs) throw new Error(`Not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - started;
}

describe("content change relay on PostgreSQL", () => {
  let postgres: ThrowawayPostgres;
  let databaseUrl: string;
  let a: { database: Database; relay: ChangeRelay; drops: number };
  let b: { database: Database; relay: ChangeRelay; drops: number };

  async function instance() {
    const database = await openDatabase({ databaseUrl });
    const self = { database, relay: undefined as unknown as ChangeRelay, drops: 0 };
    self.relay = startChangeRelay({ databaseUrl, db: database.db, onChange: () => self.drops++, log: quiet });
    await self.relay.ready();
    return self;
  }

  beforeAll(async () => {
    postgres = await startPostgres();
    databaseUrl = await postgres.createDatabase("relay");
    a = await instance();
    b = await instance();
  }, 60_000);

  afterAll(async () => {
    for (const side of [a, b]) {
      await side?.relay.stop();
      await side?.database.close();
    }
    await postgres?.stop();
  });

  it("tells every other instance, not the one that made the change", async () => {
    const before = { a: a.drops, b: b.drops };
    a.relay.broadcast();
    const delay = await waitFor(() => b.drops > before.b, 5_000);
    console.info(`Change relay: instance B dropped its caches ${delay.toFixed(1)} ms after A's change`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.drops).toBe(before.a);
    expect(b.drops).toBe(before.b + 1);
  });

  it("keeps caches while the database is down, then drops them once when it is back", async () => {
    await postgres.halt();
    const whileDown = b.drops;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(b.drops).toBe(whileDown);
    await postgres.resume();
    await waitFor(() => b.drops === whileDown + 1, 20_000);
    await b.relay.ready();
    await a.relay.ready();
    // Listening again: a new change reaches B.
    a.relay.broadcast();
    await waitFor(() => b.drops === whileDown + 2, 5_000);
  }, 40_000);
});
