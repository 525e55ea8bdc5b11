// The filter form of /admin/payments: a GET form, so filters live in the URL (shareable, back works).
// Below the md breakpoint it folds away behind a disclosure button (open while a filter is on), so
// the list starts near the top of a phone; from md up it is always open. Dates are text boxes in the
// page's language (ADR 101, admin-filter-dates.ts).
import { useState } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { adminPaymentMessages } from "../../admin-messages";
import { filterDateText } from "../../admin-filter-dates";
import {
  adminBalanceFilters,
  adminOrderStatuses,
  adminPaymentMethods,
  type AdminPaymentFilters,
} from "../../admin-payments-schema";

type FilterErrors = Partial<Record<"from" | "to" | "q" | "status" | "method" | "balance" | "page", string>>;

export function PaymentFilters({ filters, errors }: { filters: AdminPaymentFilters; errors: FilterErrors }) {
  const { t, language } = useMessages(adminPaymentMessages);
  const activeCount = [filters.q, filters.status, filters.method, filters.balance, filters.from, filters.to].filter(
    Boolean,
  ).length;
  const [open, setOpen] = useState(activeCount > 0 || Object.keys(errors).length > 0);
  const error = (field: keyof FilterErrors) => {
    const key = errors[field];
    return key ? t(key as Parameters<typeof t>[0]) : null;
  };
  const dateField = (name: "from" | "to") => (
    <Field id={`filter-${name}`} label={t(`filters.${name}`)} hint={t("filters.dateHint")} error={error(name)}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="text"
          autoComplete="off"
          maxLength={40}
          placeholder={t("filters.datePlaceholder")}
          defaultValue={filters[name] ? filterDateText(filters[name], language) : ""}
        />
      )}
    </Field>
  );
  return (
    <div className={cardClass}>
      <button
        type="button"
        className="flex w-full items-center justify-between gap-3 rounded-lg text-left font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:hidden"
        aria-expanded={open}
        aria-controls="payment-filters"
        onClick={() => setOpen((value) => !value)}
        data-testid="filters-toggle"
      >
        <span>
          {t("filters.legend")}
          {activeCount > 0 ? (
            <span className="ml-2 text-sm font-normal text-slate-700">{t("filters.activeCount", { count: activeCount })}</span>
          ) : null}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`}
        >
          <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <Form
        id="payment-filters"
        method="get"
        className={open ? "mt-4 md:mt-0" : "hidden md:block"}
        role="search"
        aria-label={t("filters.legend")}
      >
        <fieldset>
          <legend className="sr-only">{t("filters.legend")}</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <Field
              id="filter-q"
              label={t("filters.search")}
              hint={t("filters.searchHint")}
              className="sm:col-span-2 lg:col-span-1"
            >
              {(control) => <input {...control} name="q" type="search" defaultValue={filters.q} maxLength={200} />}
            </Field>
            <Field id="filter-status" label={t("filters.status")}>
              {(control) => (
                <select {...control} name="status" defaultValue={filters.status ?? ""}>
                  <option value="">{t("filters.all")}</option>
                  {adminOrderStatuses.map((status) => (
                    <option key={status} value={status}>
                      {t(`orderStatus.${status}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="filter-method" label={t("filters.method")}>
              {(control) => (
                <select {...control} name="method" defaultValue={filters.method ?? ""}>
                  <option value="">{t("filters.all")}</option>
                  {adminPaymentMethods.map((method) => (
                    <option key={method} value={method}>
                      {t(`methods.${method}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="filter-balance" label={t("filters.balance")}>
              {(control) => (
                <select {...control} name="balance" defaultValue={filters.balance ?? ""}>
                  <option value="">{t("filters.all")}</option>
                  {adminBalanceFilters.map((balance) => (
                    <option key={balance} value={balance}>
                      {t(`balance.${balance}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {dateField("from")}
            {dateField("to")}
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <Button type="submit">{t("filters.apply")}</Button>
            <Link to="/admin/payments" className="font-semibold text-brand-700 underline">
              {t("filters.reset")}
            </Link>
          </div>
        </fieldset>
      </Form>
    </div>
  );
}
