// The admin's view of a deposit order's balance: its state and amount, the button that requests
// it (once the deposit is paid) or withdraws the request, and the request and reminder e-mails
// sent so far.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { useMessages } from "~/i18n/messages";
import { balanceMessages } from "../../balance-messages";
import { orderDecisionMessages } from "../../order-decision-messages";
import { mayWithdrawBalance } from "../../order-decision-rules";
import type { AdminOrderDetail } from "../../admin-payments.server";
import { adminFormat } from "./admin-format";

export function BalancePanel({
  order,
  reminderDays,
  busy,
}: {
  order: AdminOrderDetail;
  reminderDays: readonly number[];
  busy: boolean;
}) {
  const { t, language } = useMessages(balanceMessages);
  const { t: td } = useMessages(orderDecisionMessages);
  const { money, dateTime } = adminFormat(language);
  // A refunded order (everything paid given back, refunds.server.ts) owes no balance any more.
  if (order.balanceStatus === "none" || order.status === "refunded") return null;
  const depositPaid = order.status === "completed";
  const state = order.balanceStatus === "owed" && !depositPaid ? "owedUnpaid" : order.balanceStatus;
  const days = new Intl.ListFormat(language === "th" ? "th-TH" : "en-GB", { type: "conjunction" }).format(
    reminderDays.map(String),
  );
  return (
    <section aria-labelledby="balance-heading" className={cardClass} data-testid="balance-panel">
      <h3 id="balance-heading" className="text-lg font-semibold text-slate-900">
        {t("admin.heading")}
      </h3>
      <p className="mt-2 text-slate-900">
        <span className="font-semibold" data-testid="balance-state">
          {t(`state.${state}`)}
        </span>{" "}
        · {t("admin.due", { amount: money(order.balanceDueSatang) })}
      </p>
      {order.balanceStatus === "owed" && depositPaid ? (
        // Its refusals show in the screen's status region, as the confirm button's do.
        <Form method="post" className="mt-4 flex flex-col gap-2">
          <input type="hidden" name="intent" value="request-balance" />
          <p id="request-balance-hint" className="text-sm text-slate-600">
            {reminderDays.length ? t("admin.requestHint", { days }) : t("admin.noReminders")}
          </p>
          <div>
            <Button type="submit" disabled={busy} aria-describedby="request-balance-hint">
              {t("admin.request")}
            </Button>
          </div>
        </Form>
      ) : null}
      {mayWithdrawBalance(order) ? (
        // Asked first (?ask=withdraw, decision-dialog.tsx); the customer's page stops asking.
        <Form method="get" preventScrollReset className="mt-4 flex flex-col gap-2">
          <input type="hidden" name="ask" value="withdraw" />
          <p id="withdraw-balance-hint" className="text-sm text-slate-600">
            {td("withdraw.hint")}
          </p>
          <div>
            <Button type="submit" variant="danger-outline" disabled={busy} aria-describedby="withdraw-balance-hint">
              {td("withdraw.open")}
            </Button>
          </div>
        </Form>
      ) : null}
      {order.balanceMails.length > 0 ? (
        <>
          <h4 className="mt-4 font-semibold text-slate-900">{t("admin.history")}</h4>
          <ul className="mt-1 list-disc pl-5 text-slate-700" data-testid="balance-mails">
            {order.balanceMails.map((mail) => (
              <li key={`${mail.kind}-${mail.sentAt}`}>{t(`admin.${mail.kind}_sent`, { date: dateTime(mail.sentAt) })}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
