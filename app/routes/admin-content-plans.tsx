// /admin/content/plans: the maintenance plans in the site's order. Editors and admins open it; only admins
// add, move or delete (ADR 094), checked in the action on the server.
import { data } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { CatalogueList } from "~/features/site-content/components/catalogue-list";
import { catalogueT, listAction } from "~/features/site-content/catalogue-screens.server";
import { deletePlan, listPlansForAdmin, movePlan } from "~/features/site-content/plans-admin.server";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import { localeFor } from "~/i18n/config";
import { messagesIn } from "~/i18n/messages";
import { commonMessages } from "~/i18n/resources";
import { noStoreHeaders } from "~/lib/cache-control";
import { formatMoney } from "~/lib/pricing";
import type { Route } from "./+types/admin-content-plans";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.contentPlans.title",
  subtitleKey: "admin.screens.contentPlans.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const locale = localeFor(language);
  const t = catalogueT(language);
  const rows = (await listPlansForAdmin(db, language)).map((row) => ({
    id: row.id,
    name: row.name,
    price: t("list.perMonth", { price: formatMoney(row.priceSatang, "THB", locale) }),
    hidden: row.hidden,
  }));
  const strings = messagesIn(commonMessages, language).admin;
  const deleting = new URL(request.url).searchParams.get("delete");
  return data(
    {
      rows,
      canManage: isAdmin(user.role),
      deleting: rows.find((row) => row.id === deleting),
      title: `${strings.screens.contentPlans.title} · ${strings.title}`,
    },
    { headers: noStoreHeaders() },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const actor = { uid: user.uid, email: user.email, isAdmin: isAdmin(user.role) };
  const language = requestLanguage(context);
  return listAction(request, context, {
    isAdmin: actor.isAdmin,
    language,
    move: (id, direction) => movePlan(db, actor, id, direction),
    remove: (id) => deletePlan(db, actor, id),
    nameOf: async (id) => (await listPlansForAdmin(db, language)).find((row) => row.id === id)?.name ?? id,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Maintenance plans" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContentPlans({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CatalogueList
      area="plans"
      basePath="/admin/content/plans"
      rows={loaderData.rows}
      canManage={loaderData.canManage}
      deleting={loaderData.deleting}
      reply={actionData}
    />
  );
}
