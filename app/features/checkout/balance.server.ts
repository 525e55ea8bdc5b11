// The balance of a deposit order (ADR 062): an admin requests it once the deposit is paid (the
// customer is e-mailed a link to the order page, where the balance can be paid by any enabled
// method), reminders follow on the configured days while it is unpaid, and every mail is logged
// on the order. Each change is a guarded transition (status-transitions.server.ts), so a double
// click, two admins or two instances' reminder jobs cannot request, remind or pay twice.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { orderBalanceMails, orders } from "~/.server/db/schema";
import { enqueueMail } from "~/.server/mail/outbox.server";
import { localeFor } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { codedError } from "~/lib/errors";
import { formatMoney } from "~/lib/pricing";
import { balanceMessages } from "./balance-messages";
import { recordOrderEvent } from "./order-events.server";
import { moveBalance } from "./status-transitions.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type OrderRow = typeof orders.$inferSelect;

const DAY_MS = 24 * 60 * 60_000;

export type BalanceErrorCode = "notFound" | "notDeposit" | "depositUnpaid" | "alreadyRequested" | "alreadyPaid";
export const BalanceError = codedError<BalanceErrorCode>("BalanceError", (code) => `Balance refused: ${code}`);
export type BalanceError = InstanceType<typeof BalanceError>;

export interface BalanceMailContext {
  agencyName: string;
  /** Where replies go (settings: notificationEmail). */
  notificationEmail: string;
  /** The absolute link to the order's page, with its access token. */
  orderUrl: (reference: string) => string;
}

function balanceMail(order: OrderRow, kind: "request" | "reminder", context: BalanceMailContext) {
  const t = messagesT(balanceMessages, order.language);
  const amount = formatMoney(order.balanceDueSatang, "THB", localeFor(order.language));
  const values = { reference: order.reference, amount };
  return {
    to: order.customerEmail,
    replyTo: context.notificationEmail,
    subject: t(kind === "request" ? "mail.requestSubject" : "mail.reminderSubject", values),
    text: [
      t("mail.greeting", { name: order.customerName }),
      "",
      t(kind === "request" ? "mail.requestIntro" : "mail.reminderIntro"),
      "",
      t("mail.reference", values),
      t("mail.amount", values),
      "",
      t("mail.howToPay"),
      context.orderUrl(order.reference),
      "",
      t("mail.questions"),
      "",
      t("mail.signature", { agency: context.agencyName }),
    ].join("\n"),
    kind: `balance-${kind}`,
    reference: order.reference,
  };
}

async function logAndSend(tx: Tx, order: OrderRow, kind: "request" | "reminder", by: string | null, context: BalanceMailContext) {
  await tx.insert(orderBalanceMails).values({ orderId: order.id, kind, sentBy: by });
  // An order anonymised by the retention job has no one to write to; the request still stands.
  if (order.customerEmail) await enqueueMail(tx as unknown as Db, balanceMail(order, kind, context));
}

/** Why a request is refused, from the order as it is now. */
function refusalOf(order: OrderRow | undefined): BalanceErrorCode {
  if (!order) return "notFound";
  if (order.paymentOption !== "deposit") return "notDeposit";
  if (order.balanceStatus === "paid") return "alreadyPaid";
  if (order.balanceStatus === "requested") return "alreadyRequested";
  return "depositUnpaid";
}

/** An admin asks for the balance: owed -> requested, the customer is e-mailed, the mail logged. */
export async function requestBalance(
  db: Db,
  input: { orderId: number; staffUid: string; mail: BalanceMailContext; now?: Date },
): Promise<{ reference: string }> {
  return db.transaction(async (tx) => {
    const moved = await moveBalance(tx, input.orderId, "requested", { requestedAt: input.now });
    if (!moved) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
      throw new BalanceError(refusalOf(order));
    }
    await logAndSend(tx, moved, "request", input.staffUid, input.mail);
    await recordOrderEvent(tx, {
      orderId: moved.id,
      kind: "balance_requested",
      actor: input.staffUid,
      details: { amountSatang: moved.balanceDueSatang },
    });
    return { reference: moved.reference };
  });
}

/**
 * Sends the reminders that are due: for each requested, unpaid balance whose next reminder day
 * (counted from the request) has come. Rows are claimed with SKIP LOCKED and the count moves
 * with a guard on its old value, so instances running this at once send each reminder once.
 * Returns how many were queued.
 */
export async function sendBalanceReminders(
  db: Db,
  input: { days: readonly number[]; mail: BalanceMailContext; now?: Date; batchSize?: number },
): Promise<number> {
  const now = input.now ?? new Date();
  const days = [...input.days].sort((a, b) => a - b);
  if (days.length === 0) return 0;
  const earliest = new Date(now.getTime() - (days[0] ?? 0) * DAY_MS);
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.balanceStatus, "requested"),
          eq(orders.status, "completed"),
          sql`${orders.balanceRequestedAt} <= ${earliest}`,
          sql`${orders.balanceRemindersSent} < ${days.length}`,
        ),
      )
      .orderBy(asc(orders.balanceRequestedAt))
      .limit(input.batchSize ?? 50)
      .for("update", { skipLocked: true });
    let sent = 0;
    for (const order of due) {
      const day = days[order.balanceRemindersSent];
      if (day === undefined || !order.balanceRequestedAt) continue;
      if (order.balanceRequestedAt.getTime() + day * DAY_MS > now.getTime()) continue;
      // Past several reminder days at once (the job was down): one reminder, and the count
      // catches up, so the customer is not sent a burst.
      const reached = days.filter((d) => order.balanceRequestedAt!.getTime() + d * DAY_MS <= now.getTime()).length;
      const [updated] = await tx
        .update(orders)
        .set({ balanceRemindersSent: reached, updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.balanceStatus, "requested"),
            eq(orders.balanceRemindersSent, order.balanceRemindersSent),
          ),
        )
        .returning();
      if (!updated) continue;
      await logAndSend(tx, updated, "reminder", null, input.mail);
      sent += 1;
    }
    return sent;
  });
}

/** The balance mails of an order, oldest first, for its admin page. */
export async function balanceMailsOf(db: Db, orderId: number) {
  return db
    .select({ kind: orderBalanceMails.kind, sentBy: orderBalanceMails.sentBy, sentAt: orderBalanceMails.sentAt })
    .from(orderBalanceMails)
    .where(eq(orderBalanceMails.orderId, orderId))
    .orderBy(asc(orderBalanceMails.sentAt), asc(orderBalanceMails.id));
}
