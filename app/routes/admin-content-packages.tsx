// /admin/content/packages: the packages in the site's order. Editors and admins open it; only admins
// add, move or delete (ADR 094), checked in the action on the server.
import { CatalogueList } from "~/features/site-content/components/catalogue-list";
import { catalogueListAction, catalogueListLoader } from "~/features/site-content/catalogue-screens.server";
import { packageScreens } from "~/features/site-content/packages-admin.server";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import type { Route } from "./+types/admin-content-packages";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.contentPackages.title",
  subtitleKey: "admin.screens.contentPackages.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const actor = { uid: user.uid, email: user.email, isAdmin: isAdmin(user.role) };
  return catalogueListLoader({ request, context }, actor, packageScreens);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const actor = { uid: user.uid, email: user.email, isAdmin: isAdmin(user.role) };
  return catalogueListAction({ request, context }, actor, packageScreens);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Packages" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContentPackages({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CatalogueList
      area="packages"
      basePath="/admin/content/packages"
      rows={loaderData.rows}
      canManage={loaderData.canManage}
      deleting={loaderData.deleting}
      reply={actionData}
    />
  );
}
