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
  const strings = resources[languageFromRequest(request)].common.admin;
  return { title: `${strings.dashboard.title} · ${strings.title}`, name: user.displayName || user.email };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Dashboard" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-welcome" className="max-w-2xl">
      <h2 id="dashboard-welcome" className="text-lg font-semibold text-slate-900">
        {t("admin.dashboard.welcome", { name: loaderData.name })}
      </h2>
      <p className="mt-2 text-slate-700">{t("admin.dashboard.placeholder")}</p>
    </section>
  );
}
