import { Link, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { countArticlesByStatus } from "~/features/blog/article-overview.server";
import { getPaymentsOverview } from "~/features/checkout/payments-overview.server";
import { listRecentMessages } from "~/features/contact/contact.server";
import { MessageList } from "~/features/contact/components/message-list";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import { countPendingUsers } from "~/features/users/users-overview.server";
import { type Language, languageFromRequest, localeFor } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { useTranslation } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import { formatMoney } from "~/lib/pricing";
import type { Route } from "./+types/admin-dashboard";
import { overviewMessages } from "./admin-dashboard-messages.server";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = { titleKey: "admin.dashboard.title", subtitleKey: "admin.dashboard.subtitle" };

export interface DashboardFigure {
  id: "published" | "drafts" | "unread" | "awaiting" | "received" | "pendingUsers";
  label: string;
  /** Already formatted for the reader's locale. */
  value: string;
  note: string | null;
  href: string;
  link: string;
  /** Something is waiting for staff (unread messages, payments or people to approve). */
  attention: boolean;
}

/** "1–31 May 2026" / "1–31 พ.ค. 2569": the Bangkok month given as calendar dates. */
function periodLabel(from: string, to: string, language: Language): string {
  const format = new Intl.DateTimeFormat(localeFor(language), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  return format.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
}

// Loaders run in parallel, so each admin loader guards itself rather than relying on the layout's.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = languageFromRequest(request);
  const strings = resources[language].common.admin;
  const admin = isAdmin(user.role);
  // Each figure is one indexed count in its own feature; they run together with the message list.
  // Messages, payments and people are personal data: an editor sees the content figures only (ADR 047).
  const [articles, personal] = await Promise.all([
    countArticlesByStatus(db),
    admin ? Promise.all([listRecentMessages(db, 20), getPaymentsOverview(db), countPendingUsers(db)]) : null,
  ]);
  const t = messagesT(overviewMessages, language);
  const locale = localeFor(language);
  const count = new Intl.NumberFormat(locale);
  const figures: DashboardFigure[] = [
    {
      id: "published",
      label: t("published.label"),
      value: count.format(articles.published),
      note: null,
      href: "/admin/articles?status=published",
      link: t("published.link"),
      attention: false,
    },
    {
      id: "drafts",
      label: t("drafts.label"),
      value: count.format(articles.draft),
      note: null,
      href: "/admin/articles?status=draft",
      link: t("drafts.link"),
      attention: false,
    },
  ];
  if (personal) {
    const [recent, payments, pendingUsers] = personal;
    const month = new URLSearchParams({ from: payments.month.from, to: payments.month.to });
    figures.push(
      {
        id: "unread",
        label: t("unread.label"),
        // The list below counts unread messages in the same query as its summary: no second scan.
        value: count.format(recent.unread),
        note: t("unread.note"),
        href: "#messages-title",
        link: t("unread.link"),
        attention: recent.unread > 0,
      },
      {
        id: "awaiting",
        label: t("awaiting.label"),
        value: count.format(payments.awaitingConfirmation),
        note: t("awaiting.note"),
        href: "/admin/payments?status=processing",
        link: t("awaiting.link"),
        attention: payments.awaitingConfirmation > 0,
      },
      {
        id: "received",
        label: t("received.label"),
        value: formatMoney(payments.receivedThisMonthSatang, "THB", locale),
        note: t("received.note", { period: periodLabel(payments.month.from, payments.month.to, language) }),
        href: `/admin/payments?${month}`,
        link: t("received.link"),
        attention: false,
      },
      {
        id: "pendingUsers",
        label: t("pendingUsers.label"),
        value: count.format(pendingUsers),
        note: t("pendingUsers.note"),
        href: "/admin/users",
        link: t("pendingUsers.link"),
        attention: pendingUsers > 0,
      },
    );
  }
  return {
    title: `${strings.dashboard.title} · ${strings.title}`,
    name: user.displayName || user.email,
    overview: { heading: t("heading"), figures },
    messages: personal?.[0] ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Dashboard" },
  { name: "robots", content: "noindex, nofollow" },
];

function FigureCard({ figure }: { figure: DashboardFigure }) {
  const labelId = `figure-${figure.id}`;
  const linkClass =
    "mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
  return (
    <li
      className={`flex flex-col rounded-xl bg-white p-5 ring-1 ring-slate-200 ${figure.attention ? "border-l-4 border-amber-500" : ""}`}
    >
      <h3 id={labelId} className="text-sm font-semibold text-slate-700">
        {figure.label}
      </h3>
      <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900" data-testid="figure-value">
        {figure.value}
      </p>
      {figure.note ? <p className="mt-1 text-sm text-slate-600">{figure.note}</p> : null}
      <div className="mt-auto">
        {figure.href.startsWith("#") ? (
          <a href={figure.href} className={linkClass}>
            {figure.link}
          </a>
        ) : (
          <Link to={figure.href} className={linkClass}>
            {figure.link}
          </Link>
        )}
      </div>
    </li>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { messages, overview } = loaderData;
  return (
    <div className="max-w-5xl">
      <section aria-labelledby="dashboard-welcome">
        <h2 id="dashboard-welcome" className="text-lg font-semibold text-slate-900">
          {t("admin.dashboard.welcome", { name: loaderData.name })}
        </h2>
      </section>
      <section aria-labelledby="overview-title" className="mt-6">
        <h2 id="overview-title" className="text-lg font-semibold text-slate-900">
          {overview.heading}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {overview.figures.map((figure) => (
            <FigureCard key={figure.id} figure={figure} />
          ))}
        </ul>
      </section>
      {messages ? (
        <MessageList
          messages={messages.messages}
          unread={messages.unread}
          total={messages.total}
          deleted={searchParams.get("deleted") === "1"}
        />
      ) : null}
    </div>
  );
}
