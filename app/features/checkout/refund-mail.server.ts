// The customer's e-mail about a refund, in the order's language, with the credit note when one was
// issued: queued in the outbox inside the transaction that settles the refund (refunds.server.ts),
// so a refund rolled back sends nothing.
import type { Db } from "~/.server/db/client";
import type { orders, refunds } from "~/.server/db/schema";
import { enqueueMail } from "~/.server/mail/outbox.server";
import { localeFor } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { formatMoney } from "~/lib/pricing";
import type { AgencyContact } from "./admin-receipt-mail.server";
import { type DocumentRow, pdfAttachments } from "./documents/issue-document.server";
import { refundMessages } from "./refund-messages";

type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function enqueueRefundMail(
  executor: Executor,
  input: {
    order: typeof orders.$inferSelect;
    refund: typeof refunds.$inferSelect;
    creditNote: DocumentRow | undefined;
    whole: boolean;
    agency: AgencyContact;
  },
): Promise<void> {
  const { order, refund, creditNote, agency } = input;
  // An order anonymised by the retention job has no one to write to.
  if (!order.customerEmail) return;
  const t = messagesT(refundMessages, order.language);
  const amount = formatMoney(refund.amountSatang, "THB", localeFor(order.language));
  await enqueueMail(executor as Db, {
    to: order.customerEmail,
    replyTo: agency.notificationEmail,
    subject: t("mail.subject", { reference: order.reference }),
    text: [
      t("mail.greeting", { name: order.customerName }),
      "",
      t(refund.method === "stripe" ? "mail.stripe" : "mail.offline", { amount }),
      t("mail.reason", { reason: refund.reason }),
      ...(input.whole ? ["", t("mail.whole")] : []),
      ...(creditNote ? ["", t("mail.creditNote", { number: creditNote.number })] : []),
      "",
      t("mail.questions"),
      "",
      t("mail.signature", { agency: agency.name }),
    ].join("\n"),
    attachments: creditNote ? pdfAttachments([creditNote]) : undefined,
    kind: "refund",
    reference: order.reference,
  });
}
