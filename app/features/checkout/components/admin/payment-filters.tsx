// The filter form of /admin/payments: a GET form, so filters live in the URL (shareable, back works,
// no JavaScript needed).
import { Form, Link } from "react-router";
import { useMessages } from "~/i18n/messages";
import { adminPaymentMessages } from "../../admin-messages";
import { adminOrderStatuses, adminPaymentMethods, type AdminPaymentFilters } from "../../admin-payments-schema";

type FilterErrors = Partial<Record<"from" | "to" | "q" | "status" | "method" | "page", string>>;

export function PaymentFilters({ filters, errors }: { filters: AdminPaymentFilters; errors: FilterErrors }) {
  const { t } = useMessages(adminPaymentMessages);
  const error = (field: keyof FilterErrors) => {
    const key = errors[field];
    return key ? t(key as Parameters<typeof t>[0]) : null;
  };
  const field = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900";
  const dateField = (name: "from" | "to") => {
    const message = error(name);
    return (
      <div>
        <label htmlFor={`filter-${name}`} className="text-sm font-medium text-slate-800">
          {t(`filters.${name}`)}
        </label>
        <input
          id={`filter-${name}`}
          name={name}
          type="date"
          defaultValue={filters[name] ?? ""}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `filter-${name}-error` : undefined}
          className={field}
        />
        {message ? (
          <p id={`filter-${name}-error`} className="mt-1 text-sm text-red-800">
            {message}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <Form method="get" className="rounded-lg border border-slate-200 bg-white p-4" role="search" aria-label={t("filters.legend")}>
      <fieldset>
        <legend className="sr-only">{t("filters.legend")}</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <div className="sm:col-span-2 lg:col-span-1">
            <label htmlFor="filter-q" className="text-sm font-medium text-slate-800">
              {t("filters.search")}
            </label>
            <input
              id="filter-q"
              name="q"
              type="search"
              defaultValue={filters.q}
              maxLength={200}
              aria-describedby="filter-q-hint"
              className={field}
            />
            <p id="filter-q-hint" className="mt-1 text-xs text-slate-600">
              {t("filters.searchHint")}
            </p>
          </div>
          <div>
            <label htmlFor="filter-status" className="text-sm font-medium text-slate-800">
              {t("filters.status")}
            </label>
            <select id="filter-status" name="status" defaultValue={filters.status ?? ""} className={field}>
              <option value="">{t("filters.all")}</option>
              {adminOrderStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`orderStatus.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-method" className="text-sm font-medium text-slate-800">
              {t("filters.method")}
            </label>
            <select id="filter-method" name="method" defaultValue={filters.method ?? ""} className={field}>
              <option value="">{t("filters.all")}</option>
              {adminPaymentMethods.map((method) => (
                <option key={method} value={method}>
                  {t(`methods.${method}`)}
                </option>
              ))}
            </select>
          </div>
          {dateField("from")}
          {dateField("to")}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {t("filters.apply")}
          </button>
          <Link to="/admin/payments" className="font-semibold text-brand-700 underline">
            {t("filters.reset")}
          </Link>
        </div>
      </fieldset>
    </Form>
  );
}
