// What the Privacy requests screens show, worded on the server: the list, one request with what
// was found and what erasure will do (or did), and the dashboard's figure.
import { inArray } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { countFigure } from "~/components/admin/count-figure";
import type { OverviewFigure } from "~/components/admin/overview-figures";
import { type Language, localeFor } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { BANGKOK_TIME_ZONE } from "~/lib/bangkok-date";
import { formatPrice } from "~/lib/pricing";
import { formatPeriod } from "~/lib/retention";
import { type ErasurePlan, erasurePlan } from "./privacy-erase.server";
import type { SubjectData } from "./privacy-find.server";
import { privacyMessages } from "./privacy-messages";
import type { PrivacyOutcome, PrivacyRequestRow } from "./privacy-requests.server";

export function formatDay(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(localeFor(language), { dateStyle: "medium", timeZone: BANGKOK_TIME_ZONE }).format(date);
}

export interface RequestSummary {
  id: number;
  kind: string;
  status: string;
  email: string | null;
  received: string;
  due: string;
  overdue: boolean;
}

export function requestSummary(row: PrivacyRequestRow, language: Language, now = new Date()): RequestSummary {
  const t = messagesT(privacyMessages, language);
  return {
    id: row.id,
    kind: t(`kinds.${row.kind}`),
    status: t(`statuses.${row.status}`),
    email: row.subjectEmail,
    received: formatDay(row.receivedAt, language),
    due: formatDay(row.dueAt, language),
    overdue: row.status === "open" && row.dueAt.getTime() < now.getTime(),
  };
}

/** The found data as lines of text for the screen (the zip has every field). */
export function foundView(data: SubjectData, language: Language) {
  const t = messagesT(privacyMessages, language);
  const locale = localeFor(language);
  return {
    messages: data.messages.map((message) => ({
      id: message.id,
      received: formatDay(message.createdAt, language),
      from: [message.name, message.email, message.phone].filter(Boolean).join(", "),
      text: message.message.length > 160 ? `${message.message.slice(0, 160)}…` : message.message,
    })),
    orders: data.orders.map((order) => ({
      id: order.id,
      summary: t("view.order", {
        reference: order.reference,
        status: order.status,
        total: formatPrice(order.totalSatang, "THB", locale),
        payments: order.payments.length,
        slips: order.payments.filter((payment) => payment.slipPath).length,
      }),
      customer: t("view.customer", { name: order.customerName, email: order.customerEmail, phone: order.customerPhone }),
      documents: order.documents.length
        ? t("view.documents", { numbers: order.documents.map((document) => document.number).join(", ") })
        : null,
    })),
    mail: data.mail.map((mail) => ({ id: mail.id, text: `${mail.subject} (${mail.kind}, ${mail.status})` })),
    staff: data.staff
      ? t("view.staffText", {
          name: data.staff.displayName || data.staff.email,
          role: data.staff.role,
          sessions: data.staff.sessions,
        })
      : null,
  };
}

type Reasons = { reason: string; references?: string[]; orders?: number; documents: number }[];

function keptLines(kept: Reasons, language: Language, orderYears: number): string[] {
  const t = messagesT(privacyMessages, language);
  const years = formatPeriod(orderYears, "year", localeFor(language));
  return kept.map((item) => {
    const references = item.references?.length
      ? item.references.join(", ")
      : t("reasons.keptCount", { orders: item.orders ?? 0, documents: item.documents });
    if (item.reason === "taxDocuments") return t("reasons.taxDocuments", { references, documents: item.documents, years });
    if (item.reason === "paidOrder") return t("reasons.paidOrder", { references, years });
    return t("reasons.staffAccount");
  });
}

/** Before erasure: each step as a sentence, and what stays with its reason. */
export function planView(plan: ErasurePlan, language: Language, orderYears: number) {
  const t = messagesT(privacyMessages, language);
  const steps = [
    plan.deleteMessages ? t("view.planMessages", { count: plan.deleteMessages }) : null,
    plan.deleteMail ? t("view.planMail", { count: plan.deleteMail }) : null,
    plan.deleteSlips ? t("view.planSlips", { count: plan.deleteSlips }) : null,
    plan.deleteOrders.length ? t("view.planDelete", { references: plan.deleteOrders.join(", ") }) : null,
    plan.anonymiseOrders.length ? t("view.planAnonymise", { references: plan.anonymiseOrders.join(", ") }) : null,
  ].filter((step): step is string => step !== null);
  return { steps, kept: keptLines(plan.kept, language, orderYears) };
}

/** What is stored in the request's outcome once erased: counts, reasons and the kept orders' references. */
export function erasureOutcome(plan: ErasurePlan, found: SubjectData): Omit<PrivacyOutcome, "log"> {
  return {
    found: {
      messages: found.messages.length,
      orders: found.orders.length,
      documents: found.orders.reduce((sum, order) => sum + order.documents.length, 0),
      mail: found.mail.length,
    },
    // The kept orders' references say what stays; the orders themselves no longer name the person.
    kept: plan.kept.map((item) => ({ reason: item.reason, references: item.references, documents: item.documents })),
  };
}

/** After: the outcome and the history, with staff named as the Users screen names them. */
export async function outcomeView(db: Db, row: PrivacyRequestRow, language: Language, orderYears: number) {
  const t = messagesT(privacyMessages, language);
  const outcome = row.outcome as PrivacyOutcome;
  const log = outcome.log ?? [];
  const uids = [...new Set([...log.map((entry) => entry.by), row.handledBy ?? ""].filter(Boolean))];
  const staff = uids.length
    ? await db.select({ uid: users.uid, name: users.displayName, email: users.email }).from(users).where(inArray(users.uid, uids))
    : [];
  const nameOf = (uid: string | null) => {
    const person = staff.find((candidate) => candidate.uid === uid);
    return person ? person.name || person.email : (uid ?? "");
  };
  return {
    erased: outcome.erased ? t("view.erasedCounts", outcome.erased) : null,
    kept: keptLines(outcome.kept ?? [], language, orderYears),
    handledBy: row.handledBy ? nameOf(row.handledBy) : null,
    completedAt: row.completedAt ? formatDay(row.completedAt, language) : null,
    history: log.map((entry) => ({
      at: formatDay(new Date(entry.at), language),
      action: t(`view.actions.${entry.action}`),
      by: nameOf(entry.by),
    })),
  };
}

export { erasurePlan };

export function privacyRequestsFigure(open: number, nextDue: Date | null, language: Language): OverviewFigure {
  const t = messagesT(privacyMessages, language);
  return countFigure({
    id: "privacyRequests",
    count: open,
    language,
    label: t("dashboard.label"),
    note: nextDue ? t("dashboard.noteDue", { date: formatDay(nextDue, language) }) : t("dashboard.noteNone"),
    href: "/admin/privacy",
    link: t("dashboard.link"),
    waiting: true,
  });
}
