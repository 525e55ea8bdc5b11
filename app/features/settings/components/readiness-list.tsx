// The dashboard's go-live list (admins only): what is not ready yet, each with what to do.
import { Link } from "react-router";
import { useMessages } from "~/i18n/messages";
import { type ReadinessItem, readinessFixedIn } from "../readiness";
import { readinessMessages } from "../readiness-messages";

export function ReadinessList({ items }: { items: ReadinessItem[] }) {
  const { t } = useMessages(readinessMessages);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="go-live-heading" className="mt-6 rounded-xl border border-amber-600 bg-amber-50 p-4 sm:p-5">
      <h2 id="go-live-heading" className="text-lg font-semibold text-amber-950">
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-amber-950">{t("intro")}</p>
      <ul className="mt-3 grid gap-3">
        {items.map((item) => (
          <li key={item} data-testid={`go-live-${item}`} className="rounded-lg bg-white p-3 ring-1 ring-amber-200">
            <p className="font-semibold text-slate-900">{t(`items.${item}.title`)}</p>
            <p className="mt-1 text-sm text-slate-700">{t(`items.${item}.action`)}</p>
            {readinessFixedIn[item] === "settings" ? (
              <Link to="/admin/settings" className="mt-1 inline-block text-sm font-medium text-brand-700 underline">
                {t("openSettings")}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
