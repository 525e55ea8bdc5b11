// /admin/dashboard: a welcome, (for admins) what is not ready to go live, the overview's figures
// and (for admins) the money received and the recent contact messages.
// Each feature counts and words its own figures; this route puts them in order (docs/decisions/037).
import { useSearchParams } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { OverviewFigures } from "~/components/admin/overview-figures";
import { overviewMessages } from "~/components/admin/overview-messages.server";
import { getBackupStatus } from "~/features/backups/backup-status.server";
import { BackupStatusLine } from "~/features/backups/components/backup-status-line";
import { articleFigures, countArticlesByStatus } from "~/features/blog/article-overview.server";
import { paymentDetailsReady } from "~/features/checkout/checkout.server";
import { RevenueSection } from "~/features/checkout/components/admin/revenue-section";
import { getPaymentsOverview, paymentFigures } from "~/features/checkout/payments-overview.server";
import { getRevenue } from "~/features/checkout/revenue.server";
import { MessageList } from "~/features/contact/components/message-list";
import { unreadMessagesFigure } from "~/features/contact/contact-overview.server";
import { listRecentMessages } from "~/features/contact/contact.server";
import { openPrivacyRequests } from "~/features/privacy/privacy-requests.server";
import { privacyRequestsFigure } from "~/features/privacy/privacy-screen.server";
import { ReadinessList } from "~/features/settings/components/readiness-list";
import { goLiveItems } from "~/features/settings/readiness.server";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import { countPendingUsers, pendingUsersFigure } from "~/features/users/users-overview.server";
import { messagesIn, messagesT } from "~/i18n/messages";
import { useTranslation } from "~/i18n/react";
import { commonMessages } from "~/i18n/resources";
import type { Route } from "./+types/admin-dashboard";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = { titleKey: "admin.dashboard.title", subtitleKey: "admin.dashboard.subtitle" };

// Loaders run in parallel, so each admin loader guards itself rather than relying on the layout's.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const { db, env } = context.get(appContext);
  const language = requestLanguage(context);
  const strings = messagesIn(commonMessages, language).admin;
  // Each figure is one indexed count in its own feature; they run together with the message list.
  // Messages, payments, revenue and people are for admins: an editor sees the content figures only
  // (ADR 047), and the loader does not even ask the database for the rest.
  const [articles, personal] = await Promise.all([
    countArticlesByStatus(db),
    isAdmin(user.role)
      ? Promise.all([
          listRecentMessages(db, 20),
          getPaymentsOverview(db),
          countPendingUsers(db),
          getRevenue(db),
          openPrivacyRequests(db),
        ])
      : null,
  ]);
  // The go-live list names the server's configuration: admins only (ADR 098).
  const goLive = isAdmin(user.role) ? await goLiveItems(db, env, (payments) => paymentDetailsReady(payments, env)) : [];
  // The last backup and its warning, for admins (ADR 105).
  const backups = isAdmin(user.role) ? await getBackupStatus(db, { scheduled: env.backup.schedule.length > 0, language }) : null;
  const figures = articleFigures(articles, language);
  if (personal) {
    const [recent, payments, pendingUsers, , privacy] = personal;
    figures.push(
      unreadMessagesFigure(recent.unread, language),
      ...paymentFigures(payments, language),
      pendingUsersFigure(pendingUsers, language),
      privacyRequestsFigure(privacy.open, privacy.nextDue, language),
    );
  }
  return {
    title: `${strings.dashboard.title} · ${strings.title}`,
    name: user.displayName || user.email,
    overview: { heading: messagesT(overviewMessages, language)("heading"), figures },
    messages: personal?.[0] ?? null,
    revenue: personal?.[3] ?? null,
    goLive,
    backups,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Dashboard" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { messages, overview, revenue, goLive, backups } = loaderData;
  return (
    <div className="max-w-5xl">
      <section aria-labelledby="dashboard-welcome">
        <h2 id="dashboard-welcome" className="text-lg font-semibold text-slate-900">
          {t("admin.dashboard.welcome", { name: loaderData.name })}
        </h2>
      </section>
      <ReadinessList items={goLive} />
      <OverviewFigures heading={overview.heading} figures={overview.figures} />
      {revenue ? <RevenueSection revenue={revenue} /> : null}
      {backups ? <BackupStatusLine status={backups} /> : null}
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
