// An order's history of staff decisions (order_events): each decision's use-case records its row
// inside its own transaction, so a decision rolled back or refused leaves no row, and a row always
// names a change that happened. Rows are never changed; the admin payment screen lists them.
import { asc, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { type OrderEventKind, orderEvents, users } from "~/.server/db/schema";

type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a decision keeps for reading later: the amount, the documents issued, a reason. */
export interface OrderEventDetails {
  amountSatang?: number;
  /** Numbers of the documents the decision issued (a receipt, a tax invoice). */
  documents?: string[];
  paymentId?: number;
  reason?: string;
}

export async function recordOrderEvent(
  tx: Executor,
  event: { orderId: number; kind: OrderEventKind; actor: string | null; details?: OrderEventDetails },
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    kind: event.kind,
    actor: event.actor,
    details: { ...event.details },
  });
}

export interface OrderEventView {
  id: number;
  kind: OrderEventKind;
  at: string;
  /** A staff member's name, "unknown" when the account is gone, "system" for a job or webhook. */
  actor: { kind: "staff"; name: string } | { kind: "unknown" } | { kind: "system" };
  details: OrderEventDetails;
}

/** An order's decisions, oldest first, with who made each one. */
export async function orderEventsOf(db: Db, orderId: number): Promise<OrderEventView[]> {
  const rows = await db
    .select({ event: orderEvents, name: users.displayName, email: users.email })
    .from(orderEvents)
    .leftJoin(users, eq(users.uid, orderEvents.actor))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map(({ event, name, email }) => {
    const details = event.details as Record<string, unknown>;
    return {
      id: event.id,
      kind: event.kind,
      at: event.at.toISOString(),
      actor: !event.actor ? { kind: "system" } : email ? { kind: "staff", name: name || email } : { kind: "unknown" },
      details: {
        ...(typeof details.amountSatang === "number" ? { amountSatang: details.amountSatang } : {}),
        ...(Array.isArray(details.documents) ? { documents: details.documents.map(String) } : {}),
        ...(typeof details.paymentId === "number" ? { paymentId: details.paymentId } : {}),
        ...(typeof details.reason === "string" && details.reason ? { reason: details.reason } : {}),
      },
    };
  });
}
