// /admin/payments: every order with its payments, filtered by status and method, searched by
// reference, name or e-mail, paged, with the period's totals and a CSV export. Admins only (ADR 047);
// decisions are on an order's detail view.
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { appContext, requestLanguage } from "~/.server/context";
import { getCatalogue } from "~/features/site-content/site-content.server";
import { catalogueNames } from "~/lib/pricing";
import { adminPaymentMessages } from "~/features/checkout/admin-messages";
import { parseAdminPaymentFilters } from "~/features/checkout/admin-payments-schema";
import { listAdminOrders } from "~/features/checkout/admin-payments.server";
import { PaymentFilters } from "~/features/checkout/components/admin/payment-filters";
import { PaymentTotals } from "~/features/checkout/components/admin/payment-totals";
import { PaymentsTable } from "~/features/checkout/components/admin/payments-table";
import { requireAdmin } from "~/features/users/staff-session.server";
import { messagesIn, messagesT, useMessages } from "~/i18n/messages";
import { commonMessages } from "~/i18n/resources";
import type { Route } from "./+types/admin-payments";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.payments.title",
  subtitleKey: "admin.screens.payments.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const { filters, errors } = parseAdminPaymentFilters(new URL(request.url).searchParams);
  const list = await listAdminOrders(db, filters);
  return {
    title: `${messagesT(adminPaymentMessages, language)("metaTitle")} · ${messagesIn(commonMessages, language).admin.title}`,
    filters,
    errors,
    ...list,
    // Names of every package, hidden ones too: old orders name them.
    packageNames: catalogueNames(await getCatalogue(db), language).packages,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Payments" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  const { t } = useMessages(adminPaymentMessages);
  const { search } = useLocation();
  const { filters, errors, rows, total, page, pages, totals } = loaderData;
  const pageLink = (target: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(target));
    return `?${params}`;
  };
  const exportParams = new URLSearchParams(search);
  exportParams.delete("page");
  const exportQuery = exportParams.toString();
  return (
    <div className="flex max-w-7xl flex-col gap-6">
      <PaymentFilters filters={filters} errors={errors} />
      <PaymentTotals totals={totals} from={filters.from} to={filters.to} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700" aria-live="polite">
          {t("pagination.showing", { count: total })}
        </p>
        {/* A plain link: a file download, not a client-side navigation. */}
        <a
          href={`/admin/payments/export${exportQuery ? `?${exportQuery}` : ""}`}
          download
          className={buttonClass({ variant: "secondary" })}
        >
          {t("export")}
        </a>
      </div>
      <PaymentsTable rows={rows} packageNames={loaderData.packageNames} />
      {pages > 1 ? (
        <nav aria-label={t("pagination.label")} className="flex flex-wrap items-center gap-4">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="font-semibold text-brand-700 underline" rel="prev">
              {t("pagination.previous")}
            </Link>
          ) : null}
          <span className="text-slate-700" aria-current="page">
            {t("pagination.page", { page, pages })}
          </span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} className="font-semibold text-brand-700 underline" rel="next">
              {t("pagination.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

// Orders and messages are personal data: an editor is told the screen is for admins.
export { AdminOnlyBoundary as ErrorBoundary } from "~/features/users/components/admin-only-boundary";
