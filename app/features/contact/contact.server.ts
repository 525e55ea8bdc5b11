// Contact messages: stored first, with their two mails in the same transaction (so a message is
// never told "received" without being stored, and never stored without its mails queued), then
// read, marked and deleted by staff.
import { count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { contactMessages } from "~/.server/db/schema";
import { enqueueMail } from "~/.server/mail/outbox.server";
import { acknowledgementMail, type ContactMailContext, notificationMail } from "./contact-mail.server";
import type { ContactMessageInput } from "./contact-schema";

export type ContactMessage = typeof contactMessages.$inferSelect;

export async function submitContactMessage(
  db: Db,
  message: ContactMessageInput,
  context: ContactMailContext,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: message.name,
        email: message.email,
        phone: message.phone ?? null,
        company: message.company ?? null,
        message: message.message,
        packageId: message.packageId ?? null,
        language: context.language,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("The contact message was not stored");
    await enqueueMail(tx, notificationMail(row.id, message, context));
    await enqueueMail(tx, acknowledgementMail(row.id, message, context));
    return { id: row.id };
  });
}

export interface ContactMessageSummary {
  id: number;
  name: string;
  email: string;
  company: string | null;
  /** The first characters of the message, for the list. */
  preview: string;
  createdAt: Date;
  read: boolean;
}

const PREVIEW_LENGTH = 140;

/** The newest messages first, for the dashboard. */
export async function listRecentMessages(
  db: Db,
  limit = 20,
): Promise<{ messages: ContactMessageSummary[]; unread: number; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        company: contactMessages.company,
        preview: sql<string>`left(${contactMessages.message}, ${PREVIEW_LENGTH + 1})`,
        createdAt: contactMessages.createdAt,
        readAt: contactMessages.readAt,
      })
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit),
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)::int` })
      .from(contactMessages),
  ]);
  return {
    messages: rows.map(({ readAt, preview, ...row }) => ({
      ...row,
      preview: preview.length > PREVIEW_LENGTH ? `${preview.slice(0, PREVIEW_LENGTH).trimEnd()}…` : preview,
      read: readAt !== null,
    })),
    unread: Number(totals?.unread ?? 0),
    total: Number(totals?.total ?? 0),
  };
}

export async function getContactMessage(db: Db, id: number): Promise<ContactMessage | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

/** Marks a message read (keeping the first time it was read) or unread. False when it does not exist. */
export async function setContactMessageRead(db: Db, id: number, read: boolean): Promise<boolean> {
  const updated = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return updated.length > 0;
}

export async function deleteContactMessage(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return deleted.length > 0;
}

export async function countUnreadMessages(db: Db): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return Number(row?.unread ?? 0);
}

/** Every message, oldest first, for the CSV export. */
export async function allContactMessages(db: Db): Promise<ContactMessage[]> {
  return db.select().from(contactMessages).orderBy(contactMessages.createdAt, contactMessages.id);
}

/** A route parameter as a message id, or null. */
export function parseMessageId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
