// GET /admin/payments/export: the filtered orders as CSV (staff only). Cells that a spreadsheet
// would treat as formulas are neutralised (app/lib/csv.ts).
import { appContext, requestLanguage } from "~/.server/context";
import { adminPaymentMessages } from "~/features/checkout/admin-messages";
import { parseAdminPaymentFilters } from "~/features/checkout/admin-payments-schema";
import { exportAdminOrders } from "~/features/checkout/admin-payments.server";
import { toCsv } from "~/lib/csv";
import { requireAdmin } from "~/features/users/staff-session.server";
import { messagesT } from "~/i18n/messages";
import type { Route } from "./+types/admin-payments-export";
import { NO_STORE_CACHE_CONTROL } from "~/lib/cache-control";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.get(appContext);
  const t = messagesT(adminPaymentMessages, requestLanguage(context));
  const { filters } = parseAdminPaymentFilters(new URL(request.url).searchParams);
  const rows = await exportAdminOrders(db, filters);
  const baht = (satang: number) => (satang / 100).toFixed(2);
  const csv = toCsv(
    [
      t("table.reference"),
      t("detail.name"),
      t("detail.email"),
      t("detail.phone"),
      t("table.package"),
      t("table.option"),
      t("table.method"),
      `${t("detail.total")} (THB)`,
      `${t("table.due")} (THB)`,
      `${t("table.paid")} (THB)`,
      t("table.status"),
      `${t("table.created")} (UTC)`,
      `${t("table.updated")} (UTC)`,
    ],
    rows.map((row) => [
      row.reference,
      row.customerName,
      row.customerEmail,
      row.customerPhone,
      row.packageId,
      row.paymentOption,
      row.paymentMethod,
      baht(row.totalSatang),
      baht(row.amountDueNowSatang),
      baht(row.paidSatang),
      row.status,
      row.createdAt,
      row.updatedAt,
    ]),
  );
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="payments-${stamp}.csv"`,
      "Cache-Control": NO_STORE_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
