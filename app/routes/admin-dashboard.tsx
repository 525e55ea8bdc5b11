import { useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { listRecentMessages } from "~/features/contact/contact.server";
import { MessageList } from "~/features/contact/components/message-list";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import { languageFromRequest } from "~/i18n/config";
import { useTranslation } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import type { Route } from "./+types/admin-dashboard";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = { titleKey: "admin.dashboard.title", subtitleKey: "admin.dashboard.subtitle" };

// Loaders run in parallel, so each admin loader guards itself rather than relying on the layout's.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const strings = resources[languageFromRequest(request)].common.admin;
  const recent = await listRecentMessages(db, 20);
  return {
    title: `${strings.dashboard.title} · ${strings.title}`,
    name: user.displayName || user.email,
    messages: recent,
    canExport: isAdmin(user.role),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Dashboard" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { messages } = loaderData;
  return (
    <div className="max-w-4xl">
      <section aria-labelledby="dashboard-welcome">
        <h2 id="dashboard-welcome" className="text-lg font-semibold text-slate-900">
          {t("admin.dashboard.welcome", { name: loaderData.name })}
        </h2>
      </section>
      <MessageList
        messages={messages.messages}
        unread={messages.unread}
        total={messages.total}
        canExport={loaderData.canExport}
        deleted={searchParams.get("deleted") === "1"}
      />
    </div>
  );
}
