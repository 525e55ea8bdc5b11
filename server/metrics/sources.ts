// What the metrics read from the rest of the server: composed here, as features do not import
// each other (the same reason as server/feature-jobs.ts).
import { count, eq, min } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { mailOutbox } from "~/.server/db/schema";
import { countAwaitingConfirmation } from "~/features/checkout/payments-overview.server";
import type { PageCache } from "../page-cache/cache";
import type { MetricSources } from "./metrics";

/** Pending mails and the oldest one's time: one query on the outbox's partial index of pending rows. */
export async function outboxBacklog(database: Pick<Database, "db">): Promise<{ pending: number; oldestPendingAt: Date | null }> {
  const [row] = await database.db
    .select({ pending: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"));
  return { pending: Number(row?.pending ?? 0), oldestPendingAt: row?.oldest ? new Date(row.oldest) : null };
}

export function serverMetricSources(database: Database, pageCache: PageCache | undefined): MetricSources {
  return {
    pageCache: pageCache ? () => pageCache.stats() : undefined,
    databasePool: database.poolUse ? () => database.poolUse?.() : undefined,
    outbox: () => outboxBacklog(database),
    paymentsAwaitingConfirmation: () => countAwaitingConfirmation(database.db),
  };
}
