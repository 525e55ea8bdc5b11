// Erasure for a data-subject request (ADR 110): what the law lets go is deleted or anonymised, and
// what tax law needs stays. The plan is worked out from the found data alone, so the screen shows
// exactly what the erasure will do before anyone confirms it, and the outcome after.
import { and, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { contactMessages, mailOutbox, orders, payments } from "~/.server/db/schema";
import type { FoundOrder, SubjectData } from "./privacy-find.server";

/** Why something is kept: a reason key of privacy-messages.ts (`reasons.*`). */
export type KeptReason = "taxDocuments" | "paidOrder" | "staffAccount";

export interface ErasurePlan {
  /** Contact messages: nothing requires them. */
  deleteMessages: number;
  /** Mail to or about the person, queued, sent or failed. */
  deleteMail: number;
  /** Transfer slip images: the payment record and the tax document prove the payment. */
  deleteSlips: number;
  /** Orders nothing was paid for: deleted whole, with their payments and history. */
  deleteOrders: string[];
  /** Orders whose customer details are replaced by the empty placeholder; their facts stay. */
  anonymiseOrders: string[];
  /** What stays, and why (each names order references or a count). */
  kept: { reason: KeptReason; references: string[]; documents: number }[];
}

const hasPaid = (order: FoundOrder) => order.payments.some((payment) => payment.status === "succeeded");

export function erasurePlan(data: SubjectData): ErasurePlan {
  const withDocuments = data.orders.filter((order) => order.documents.length > 0);
  const paidWithout = data.orders.filter((order) => order.documents.length === 0 && hasPaid(order));
  const unpaid = data.orders.filter((order) => order.documents.length === 0 && !hasPaid(order));
  const kept: ErasurePlan["kept"] = [];
  if (withDocuments.length > 0) {
    kept.push({
      reason: "taxDocuments",
      references: withDocuments.map((order) => order.reference),
      documents: withDocuments.reduce((sum, order) => sum + order.documents.length, 0),
    });
  }
  if (paidWithout.length > 0)
    kept.push({ reason: "paidOrder", references: paidWithout.map((order) => order.reference), documents: 0 });
  if (data.staff) kept.push({ reason: "staffAccount", references: [], documents: 0 });
  return {
    deleteMessages: data.messages.length,
    deleteMail: data.mail.length,
    deleteSlips: data.orders.flatMap((order) => order.payments).filter((payment) => payment.slipPath).length,
    deleteOrders: unpaid.map((order) => order.reference),
    anonymiseOrders: [...withDocuments, ...paidWithout].map((order) => order.reference),
    kept,
  };
}

/** Removes one slip file by its payments.slip_path (checkout's slips.server.ts, passed in by the route). */
export type RemoveSlip = (slipPath: string) => Promise<void>;

export interface ErasureResult {
  messagesDeleted: number;
  mailDeleted: number;
  slipsDeleted: number;
  ordersDeleted: number;
  ordersAnonymised: number;
}

/**
 * Carries out the plan of `data` (found just before, in the same action). The rows change in one
 * transaction; the slip files go after it commits, so a failure leaves files nothing refers to,
 * which the orphan-slip retention job removes within a day. updated_at is left alone: it is the
 * clock the tax retention period runs from.
 */
export async function eraseSubject(db: Db, data: SubjectData, removeSlip: RemoveSlip, now = new Date()): Promise<ErasureResult> {
  const plan = erasurePlan(data);
  const byReference = new Map(data.orders.map((order) => [order.reference, order]));
  const anonymiseIds = plan.anonymiseOrders.map((reference) => byReference.get(reference)?.id ?? 0);
  const deleteIds = plan.deleteOrders.map((reference) => byReference.get(reference)?.id ?? 0);
  const orderIds = [...anonymiseIds, ...deleteIds];

  const slipPaths = await db.transaction(async (tx) => {
    if (data.messages.length > 0) {
      await tx.delete(contactMessages).where(
        inArray(
          contactMessages.id,
          data.messages.map((message) => message.id),
        ),
      );
    }
    if (data.mail.length > 0) {
      await tx.delete(mailOutbox).where(
        inArray(
          mailOutbox.id,
          data.mail.map((mail) => mail.id),
        ),
      );
    }
    const paths = data.orders.flatMap((order) =>
      order.payments.flatMap((payment) => (payment.slipPath ? [payment.slipPath] : [])),
    );
    if (paths.length > 0) {
      await tx
        .update(payments)
        .set({ slipPath: null, slipContentType: null, slipSha256: null })
        .where(and(inArray(payments.orderId, orderIds), isNotNull(payments.slipPath)));
    }
    if (anonymiseIds.length > 0) {
      await tx
        .update(orders)
        .set({
          // The empty placeholder the retention job also leaves (checkout-retention.server.ts).
          customerName: "",
          customerEmail: "",
          customerPhone: "",
          customerCompany: "",
          requirements: "",
          taxInvoiceBuyer: null,
          analyticsClientId: null,
          personalDataErasedAt: now,
        })
        .where(inArray(orders.id, anonymiseIds));
    }
    if (deleteIds.length > 0) await tx.delete(orders).where(inArray(orders.id, deleteIds));
    return paths;
  });
  return {
    messagesDeleted: data.messages.length,
    mailDeleted: data.mail.length,
    slipsDeleted: await removeSlips(slipPaths, removeSlip),
    ordersDeleted: deleteIds.length,
    ordersAnonymised: anonymiseIds.length,
  };
}

async function removeSlips(paths: string[], removeSlip: RemoveSlip): Promise<number> {
  for (const path of paths) await removeSlip(path);
  return paths.length;
}
