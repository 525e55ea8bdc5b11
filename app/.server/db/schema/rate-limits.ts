import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters (app/.server/rate-limit.server.ts). In the database rather than in
 * memory so that a limit holds across several server instances and restarts.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    // The purge of finished windows.
    index("rate_limits_window_start_idx").on(table.windowStart),
  ],
);
