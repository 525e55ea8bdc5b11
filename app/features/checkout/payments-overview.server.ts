// The dashboard's payment figures: PromptPay and bank-transfer payments that customers reported and
// staff have yet to confirm, and the money received this month. "This month" is the agency's
// (Bangkok) calendar month, and "received" is the Payments screen's own total for that period
// (succeeded payments on orders placed in it), so the figure and the screen it links to agree.
import { and, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { orders, payments } from "~/.server/db/schema";
import { countFigure } from "~/components/admin/count-figure";
import type { OverviewFigure } from "~/components/admin/overview-figures";
import { type Language, localeFor } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { paymentFigureMessages } from "./payment-figure-messages.server";
import { formatMoney } from "~/lib/pricing";
import { periodEnd, periodStart } from "./admin-payments.server";

/** Bangkok keeps UTC+7 all year (no daylight saving). */
const AGENCY_OFFSET_MS = 7 * 60 * 60 * 1000;

export interface AgencyMonth {
  /** The first and last day of the month as the Payments screen's `from` and `to` (YYYY-MM-DD). */
  from: string;
  to: string;
}

/** The Bangkok calendar month that `now` falls in. */
export function agencyMonth(now: Date = new Date()): AgencyMonth {
  const local = new Date(now.getTime() + AGENCY_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const prefix = `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}`;
  return { from: `${prefix}-01`, to: `${prefix}-${String(lastDay).padStart(2, "0")}` };
}

export interface PaymentsOverview {
  /** Orders whose customer reported a PromptPay or bank-transfer payment that staff have not decided. */
  awaitingConfirmation: number;
  receivedThisMonthSatang: number;
  month: AgencyMonth;
}

/** The dashboard's "awaiting confirmation" figure alone (also a metric: server/metrics/sources.ts). */
export async function countAwaitingConfirmation(db: Db): Promise<number> {
  // Only a customer's "I have paid" moves an order to processing (card orders go from pending
  // to completed or failed), so this is the list /admin/payments?status=processing shows.
  // orders_status_created_at_idx.
  const [awaiting] = await db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.status, "processing"), inArray(orders.paymentMethod, ["promptpay", "bank_transfer"])));
  return Number(awaiting?.total ?? 0);
}

export async function getPaymentsOverview(db: Db, now: Date = new Date()): Promise<PaymentsOverview> {
  const month = agencyMonth(now);
  const [awaiting, [received]] = await Promise.all([
    countAwaitingConfirmation(db),
    // orders_created_at_idx for the month, the payments by an index (status or order) as the data suits.
    db
      // Net of refunds, as the Payments list's "received" total (admin-payments.server.ts).
      .select({ total: sql<string>`coalesce(sum(${payments.amountSatang} - ${payments.refundedSatang}), 0)::bigint` })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(payments.status, "succeeded"),
          gte(orders.createdAt, periodStart(month.from)),
          lt(orders.createdAt, periodEnd(month.to)),
        ),
      ),
  ]);
  return {
    awaitingConfirmation: awaiting,
    receivedThisMonthSatang: Number(received?.total ?? 0),
    month,
  };
}

/** "1–31 May 2026" / "1–31 พ.ค. 2569": the Bangkok month given as calendar dates. */
function periodLabel(month: AgencyMonth, language: Language): string {
  const format = new Intl.DateTimeFormat(localeFor(language), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return format.formatRange(new Date(`${month.from}T00:00:00Z`), new Date(`${month.to}T00:00:00Z`));
}

/** Payments to confirm, then the money received this month, each opening the Payments screen filtered to it. */
export function paymentFigures(overview: PaymentsOverview, language: Language): OverviewFigure[] {
  const t = messagesT(paymentFigureMessages, language);
  const locale = localeFor(language);
  const month = new URLSearchParams({ from: overview.month.from, to: overview.month.to });
  return [
    countFigure({
      id: "awaiting",
      count: overview.awaitingConfirmation,
      language,
      label: t("awaiting.label"),
      note: t("awaiting.note"),
      href: "/admin/payments?status=processing",
      link: t("awaiting.link"),
      waiting: true,
    }),
    {
      id: "received",
      label: t("received.label"),
      value: formatMoney(overview.receivedThisMonthSatang, "THB", locale),
      note: t("received.note", { period: periodLabel(overview.month, language) }),
      href: `/admin/payments?${month}`,
      link: t("received.link"),
      attention: false,
    },
  ];
}
