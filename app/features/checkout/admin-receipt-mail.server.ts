// The e-mails sent when a payment is confirmed, by Stripe's webhook or by staff on /admin/payments:
// a receipt to the customer and a notice to the agency, both in the customer's language, queued in
// the outbox inside the caller's transaction (so a rolled-back confirmation sends nothing).
import type { Db } from "~/.server/db/client";
import type { orders, payments } from "~/.server/db/schema";
import { enqueueMail } from "~/.server/mail/outbox.server";
import { localeFor } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { formatMoney } from "~/lib/pricing";
import { stripeMessages } from "./stripe-messages";
import { packageLine } from "./documents/document-lines";
import { orderNamesOf } from "./order-names.server";
import { balanceMessages } from "./balance-messages";
import { type DocumentRow, type DocumentSeller, issuePaymentDocument, pdfAttachments } from "./documents/issue-document.server";

type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export interface AgencyContact {
  name: string;
  /** Where order notifications go (settings: notificationEmail). */
  notificationEmail: string;
  /** The agency as its receipts and tax invoices print it. */
  seller: DocumentSeller;
}

export async function enqueuePaymentReceipts(
  executor: Executor,
  input: { order: OrderRow; payment: PaymentRow; confirmedAt: Date; agency: AgencyContact; document: DocumentRow },
): Promise<void> {
  const { order, payment, agency, document } = input;
  const language = order.language;
  const t = messagesT(stripeMessages, language);
  const locale = localeFor(language);
  const money = (satang: number) => formatMoney(satang, "THB", locale);
  const packageName = packageLine(await orderNamesOf(executor, order), language, order.packageId);
  const method = t(`methods.${payment.method}`);
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Asia/Bangkok",
  }).format(input.confirmedAt);
  const details = [
    t("mail.reference", { reference: order.reference }),
    t("mail.package", { package: packageName }),
    t("mail.option", { option: t(`options.${order.paymentOption}`) }),
    t("mail.method", { method }),
    t("mail.amountPaid", { amount: money(payment.amountSatang) }),
    t("mail.total", { amount: money(order.totalSatang) }),
    ...(order.balanceDueSatang > 0 && payment.purpose === "due_now"
      ? [t("mail.balance", { amount: money(order.balanceDueSatang) })]
      : []),
    t("mail.paidAt", { date }),
  ];
  const signature = t("mail.signature", { agency: agency.name });

  // An order anonymised by the retention job (checkout-retention.server.ts) has no one to write to.
  if (order.customerEmail) {
    await enqueueMail(executor, {
      to: order.customerEmail,
      replyTo: agency.notificationEmail,
      subject: t("mail.customerSubject", { reference: order.reference }),
      text: [
        t("mail.greeting", { name: order.customerName }),
        "",
        t("mail.customerIntro"),
        "",
        ...details,
        "",
        messagesT(balanceMessages, language)("mail.receiptAttached", { number: document.number }),
        "",
        t(payment.purpose === "balance" ? "mail.paidInFull" : "mail.nextSteps"),
        "",
        signature,
      ].join("\n"),
      attachments: pdfAttachments([document]),
      kind: "payment-receipt",
      reference: order.reference,
    });
  }
  await enqueueMail(executor, {
    to: agency.notificationEmail,
    replyTo: order.customerEmail || undefined,
    subject: t("mail.agencySubject", { reference: order.reference, method }),
    text: [
      t("mail.agencyIntro"),
      "",
      t("mail.customer", { name: order.customerName, email: order.customerEmail, phone: order.customerPhone }),
      ...details,
    ].join("\n"),
    kind: "payment-received-agency",
    reference: order.reference,
  });
}

/**
 * Everything a confirmed payment sets off, in the confirming transaction: its receipt or tax
 * invoice is issued, and the customer (with the PDF) and the agency are e-mailed.
 */
export async function settleConfirmedPayment(
  executor: Executor,
  input: { order: OrderRow; payment: PaymentRow; agency: AgencyContact },
): Promise<DocumentRow> {
  const document = await issuePaymentDocument(executor, {
    order: input.order,
    payment: input.payment,
    seller: input.agency.seller,
  });
  await enqueuePaymentReceipts(executor, {
    ...input,
    confirmedAt: input.payment.confirmedAt ?? new Date(),
    document,
  });
  return document;
}
