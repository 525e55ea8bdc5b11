// A site with something in every table, written through the app's own services (and SQL for the
// tables no service writes in a test), and a snapshot of a database that two sites can be compared
// by: every table of the app's schemas row by row, every sequence, and every stored file's bytes.
import { currentCatalogue } from "./current-catalogue";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "~/.server/db/client";
import { BACKUP_SCHEMAS, countTables, type Query } from "~/.server/db/backup-common.server";
import { storageFor } from "~/.server/storage/storage-for.server";
import type { StorageBucket } from "~/.server/storage/storage";
import { recordSignIn } from "~/features/users/users.server";
import { createArticle, saveArticle } from "~/features/blog/articles.server";
import { emptyArticleForm, parseArticleForm } from "~/features/blog/article-form-schema";
import { storeArticleImage } from "~/features/blog/article-media.server";
import { createOrder, reportPayment } from "~/features/checkout/orders.server";
import { requestBalance } from "~/features/checkout/balance.server";
import { confirmOrderPayment } from "~/features/checkout/payment-decisions.server";
import { submitContactMessage } from "~/features/contact/contact.server";
import { loadSettingsForEditing, saveSettings } from "~/features/settings/settings-admin.server";
import { loadPageCopyForEditing, savePageCopy } from "~/features/site-content/page-copy.server";
import { seedSampleContent } from "../../db/seed";
import { testAgency } from "./agency";

export interface SiteEnv {
  dataDir: string;
  databaseUrl?: string;
}

/** What storageFor() reads from the environment. */
const storageEnv = (env: SiteEnv) => ({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });

export const dbQuery =
  (db: Db): Query =>
  async (text) =>
    ((await db.execute(text)) as unknown as { rows: Record<string, unknown>[] }).rows;

// The smallest PNG the slip check accepts.
export const SLIP_PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"),
);

/** Writes the sample articles, a user, an article with a cover image and an earlier version, an order with a slip, settings, a contact message and more. */
export async function populateSite(db: Db, env: SiteEnv): Promise<void> {
  await seedSampleContent(db);
  const admin = await recordSignIn(
    db,
    { uid: "google:1001", email: "owner@siamweb.example", displayName: "คุณนก", photoURL: null, emailVerified: true },
    { adminEmails: ["owner@siamweb.example"] },
  );
  await db.execute(sql`insert into sessions (id, user_uid, expires_at, user_agent, ip)
    values ('a'||repeat('0', 63), ${admin.uid}, now() + interval '14 days', 'Firefox', '10.0.0.1')`);

  const png = new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 90 } } })
      .png()
      .toBuffer(),
  );
  const image = await storeArticleImage(storageFor(storageEnv(env), db, "media"), png);
  const base = emptyArticleForm();
  const form = parseArticleForm({
    ...base,
    status: "published",
    categoryId: "pricing",
    coverImageUrl: image.src,
    en: { ...base.en, title: "Backups that work", content: "<p>Tested restores.</p>", coverImageAlt: "A red square" },
    th: { ...base.th, title: "สำรองข้อมูลที่กู้คืนได้จริง", content: "<p>ทดสอบการกู้คืน</p>" },
  });
  if (!form.ok) throw new Error(`Invalid article: ${JSON.stringify(form.errors)}`);
  const { id: articleId } = await createArticle(db, form.value, admin.displayName);
  // A second version, so the first is kept in the history (article_revisions).
  await saveArticle(
    db,
    articleId,
    { ...form.value, en: { ...form.value.en, title: "Backups that restore" } },
    { by: "คุณนก", kept: 50 },
  );

  const { order } = await createOrder(db, {
    catalogue: await currentCatalogue(db),
    input: {
      packageId: "ecommerce",
      option: "deposit",
      addOns: { domain: 1, extraPage: 2, premiumSsl: 0, logo: 1 },
      maintenancePlan: "basic",
      method: "bank_transfer",
      fullName: "Somchai Jaidee",
      email: "somchai@example.co.th",
      phone: "081-234-5678",
      company: "Jaidee Coffee",
      requirements: "ร้านกาแฟ with a menu\nand a map.",
      idempotencyKey: "backup-test-0123456789abcdef",
    },
    language: "th",
    allowedMethods: ["promptpay", "bank_transfer"],
    mailContext: () => ({
      agencyName: "Siam Web Studio",
      notificationEmail: "orders@siamweb.example",
      orderUrl: "https://www.siamweb.example/order-confirmation",
      adminUrl: "https://www.siamweb.example/admin/payments",
      bank: { bankName: "Kasikornbank", accountName: "Siam Web Studio", accountNumber: "123-4-56789-0", branch: "Siam Square" },
    }),
  });
  await reportPayment(db, {
    reference: order.reference,
    method: "bank_transfer",
    slip: { bytes: SLIP_PNG, contentType: "image/png" },
    slips: storageFor(storageEnv(env), db, "slips"),
    mailContext: { notificationEmail: "orders@siamweb.example", adminUrl: "https://www.siamweb.example/admin/payments" },
  });
  // The deposit confirmed (its receipt issued and numbered) and the balance requested.
  await confirmOrderPayment(db, { orderId: order.id, staffUid: admin.uid, agency: testAgency });
  await requestBalance(db, {
    orderId: order.id,
    staffUid: admin.uid,
    mail: {
      agencyName: "Siam Web Studio",
      notificationEmail: "orders@siamweb.example",
      orderUrl: () => "https://www.siamweb.example/order-confirmation",
    },
  });
  await db.execute(
    sql`insert into payment_webhook_events (provider_event_id, type) values ('evt_backup_1', 'checkout.session.completed')`,
  );

  const { revision, settings } = await loadSettingsForEditing(db);
  const next = { ...settings, agency: { ...settings.agency, phone: "02 123 4567" } };
  const saved = await saveSettings(db, { uid: admin.uid, email: admin.email }, next, revision);
  if (saved.status !== "saved") throw new Error(`Settings not saved: ${saved.status}`);

  // The owner's edit of a marketing page's words: page_copy and the content trail (content_audit).
  const about = await loadPageCopyForEditing(db, "about");
  const copy = await savePageCopy(
    db,
    { uid: admin.uid, email: admin.email },
    "about",
    { revision: about.revision, en: { "hero.title": "A small studio for small shops" }, th: { "hero.title": "" } },
    {
      en: [{ path: "hero.title", text: "A small studio for small businesses" }],
      th: [{ path: "hero.title", text: "สตูดิโอเล็กๆ" }],
    },
  );
  if (copy !== "saved") throw new Error(`Page copy not saved: ${copy}`);

  await submitContactMessage(
    db,
    {
      name: "สมหญิง",
      email: "somying@example.co.th",
      phone: "089 000 1111",
      company: undefined,
      packageId: "starter",
      message: "สวัสดีค่ะ\nPlease call me.",
    },
    {
      agencyName: "Siam Web Studio",
      agencyEmail: "hello@siamweb.example",
      agencyPhone: "02 123 4567",
      notificationEmail: "orders@siamweb.example",
      siteUrl: "https://www.siamweb.example",
      language: "th",
    },
  );
  await db.execute(sql`insert into rate_limits (key, window_start, count) values ('contact:10.0.0.1', now(), 3)`);
  // One row in each table of migration 0021 that the services above do not write, so a backup is
  // proven to carry them too: an offline refund, a share link, a privacy request, a consent choice.
  await db.execute(
    sql`insert into refunds (order_id, payment_id, amount_satang, method, status, reason, completed_at)
        select order_id, id, 100, 'offline', 'succeeded', 'Backup test refund', now() from payments order by id limit 1`,
  );
  await db.execute(
    sql`insert into share_links (article_id, token_hash, label, expires_at)
        select id, 'backup-test-token-hash', 'For the client', now() + interval '7 days' from articles order by id limit 1`,
  );
  await db.execute(
    sql`insert into privacy_requests (kind, subject_email, subject_hash, due_at)
        values ('access', 'somying@example.co.th', 'backup-test-subject-hash', now() + interval '30 days')`,
  );
  await db.execute(
    sql`insert into consent_records (anonymous_id, choice, policy_version) values ('backup-test-visitor', 'accepted', '2026-11-29')`,
  );
  // A backup run as the scheduled job records it (app/.server/db/backup-runs.server.ts).
  await db.execute(
    sql`insert into backup_runs (trigger, status, file_name, size_bytes, command_exit_code, instance, started_at, finished_at)
        values ('schedule', 'succeeded', 'siam-web-studio-20261128-200000.dump', 123456, 0, 'web-1:4242', now() - interval '1 day', now() - interval '1 day')`,
  );
}

export interface DatabaseSnapshot {
  /** schema.table -> every row as JSON text, sorted. */
  tables: Record<string, string[]>;
  /** schema.sequence -> last value and whether it was used. */
  sequences: Record<string, string>;
}

/** Every table of the backup's schemas, listed from the catalogue, so a new table is compared too. */
export async function snapshotDatabase(query: Query): Promise<DatabaseSnapshot> {
  const tables: Record<string, string[]> = {};
  for (const { name } of await countTables(query)) {
    const [schema = "", table = ""] = name.split(".");
    const rows = await query(`select row_to_json(t)::text as row from "${schema}"."${table}" t order by 1`);
    tables[name] = rows.map((row) => String(row.row));
  }
  const sequences: Record<string, string> = {};
  const schemas = BACKUP_SCHEMAS.map((schema) => `'${schema}'`).join(", ");
  for (const row of await query(
    `select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences where schemaname in (${schemas})`,
  )) {
    sequences[String(row.name)] = String(row.value);
  }
  return { tables, sequences };
}

/** Every stored file (the database on PostgreSQL, DATA_DIR's folders on PGlite) by bucket and key, with its bytes. */
export async function snapshotStoredFiles(db: Db, env: SiteEnv): Promise<Record<string, Buffer>> {
  const keys: { bucket: StorageBucket; key: string }[] = env.databaseUrl
    ? ((await dbQuery(db)("select bucket, key from stored_objects order by 1, 2")) as { bucket: StorageBucket; key: string }[])
    : [
        ...(await readdir(path.join(env.dataDir, "uploads")).catch(() => [])).map((key) => ({ bucket: "media" as const, key })),
        ...(await readdir(path.join(env.dataDir, "slips")).catch(() => [])).map((key) => ({ bucket: "slips" as const, key })),
      ];
  const files: Record<string, Buffer> = {};
  for (const { bucket, key } of keys) {
    const object = await storageFor(storageEnv(env), db, bucket).get(key);
    if (!object) throw new Error(`${bucket}/${key} is listed but cannot be read`);
    files[`${bucket}/${key}`] = Buffer.from(object.bytes);
  }
  return files;
}
