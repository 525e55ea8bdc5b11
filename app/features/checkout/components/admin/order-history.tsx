// An order's history of staff decisions (order_events), oldest first: what was decided, by whom
// and when, in the page's language, with the amount, the documents issued and the reason given.
import { cardClass } from "~/components/ui/card";
import { useMessages } from "~/i18n/messages";
import type { OrderEventView } from "../../order-events.server";
import { orderDecisionMessages } from "../../order-decision-messages";
import { adminFormat } from "./admin-format";

export function OrderHistory({ events }: { events: OrderEventView[] }) {
  const { t, language } = useMessages(orderDecisionMessages);
  const { money, dateTime } = adminFormat(language);
  return (
    <section aria-labelledby="history-heading" className={cardClass}>
      <h3 id="history-heading" className="text-lg font-semibold text-slate-900">
        {t("history.heading")}
      </h3>
      {events.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("history.none")}</p>
      ) : (
        <ol className="mt-2 flex flex-col divide-y divide-slate-100" data-testid="order-history">
          {events.map((event) => {
            const who =
              event.actor.kind === "staff"
                ? event.actor.name
                : event.actor.kind === "system"
                  ? t("history.system")
                  : t("history.unknown");
            return (
              <li key={event.id} className="py-2" data-testid="order-event" data-kind={event.kind}>
                <p className="font-medium text-slate-900">
                  {t(`history.kinds.${event.kind}`, { amount: money(event.details.amountSatang ?? 0) })}
                </p>
                <p className="text-sm text-slate-600">
                  <time dateTime={event.at}>{dateTime(event.at)}</time> · {t("history.by", { who })}
                </p>
                {event.details.documents?.length ? (
                  <p className="text-sm text-slate-700">
                    {t("history.documents", { numbers: event.details.documents.join(", ") })}
                  </p>
                ) : null}
                {event.details.reason ? (
                  <p className="text-sm whitespace-pre-line text-slate-700">
                    {t("history.reason", { reason: event.details.reason })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
