import { sql } from "drizzle-orm";
import { check, customType, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Uploaded files kept in PostgreSQL when the site runs on a PostgreSQL server (DATABASE_URL), so
 * instances share them without a shared disk and a database backup holds them: article images
 * (`media`, served publicly from /media) and transfer slips (`slips`, staff only). On the embedded
 * database they stay files under DATA_DIR (storage/storage-for.server.ts).
 */
export const storedObjects = pgTable(
  "stored_objects",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.key] }),
    check("stored_objects_bucket_check", sql`${table.bucket} in ('media', 'slips')`),
    check("stored_objects_size_check", sql`${table.size} = octet_length(${table.bytes})`),
  ],
);
