// The filter form of /admin/payments: a GET form, so filters live in the URL (shareable, back works,
// no JavaScript needed).
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { adminPaymentMessages } from "../../admin-messages";
import {
  adminBalanceFilters,
  adminOrderStatuses,
  adminPaymentMethods,
  type AdminPaymentFilters,
} from "../../admin-payments-schema";

type FilterErrors = Partial<Record<"from" | "to" | "q" | "status" | "method" | "balance" | "page", string>>;

export function PaymentFilters({ filters, errors }: { filters: AdminPaymentFilters; errors: FilterErrors }) {
  const { t } = useMessages(adminPaymentMessages);
  const error = (field: keyof FilterErrors) => {
    const key = errors[field];
    return key ? t(key as Parameters<typeof t>[0]) : null;
  };
  const dateField = (name: "from" | "to") => (
    <Field id={`filter-${name}`} label={t(`filters.${name}`)} error={error(name)}>
      {(control) => <input {...control} name={name} type="date" defaultValue={filters[name] ?? ""} />}
    </Field>
  );
  return (
    <Form method="get" className={cardClass} role="search" aria-label={t("filters.legend")}>
      <fieldset>
        <legend className="sr-only">{t("filters.legend")}</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <Field id="filter-q" label={t("filters.search")} hint={t("filters.searchHint")} className="sm:col-span-2 lg:col-span-1">
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
  );
}
