// /admin/content/packages/new: a new package, for admins (editors see why they cannot add one).
// The id is fixed from here on: orders and ?package= links use it.
import { CatalogueAdminOnly } from "~/features/site-content/components/catalogue-notices";
import { PackageForm } from "~/features/site-content/components/package-form";
import { catalogueNewAction, catalogueNewLoader } from "~/features/site-content/catalogue-screens.server";
import { packageScreens } from "~/features/site-content/packages-admin.server";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import type { Route } from "./+types/admin-content-package-new";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.contentNewPackage.title",
  subtitleKey: "admin.screens.contentNewPackage.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const actor = { uid: user.uid, email: user.email, isAdmin: isAdmin(user.role) };
  return catalogueNewLoader({ request, context }, actor, packageScreens);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const actor = { uid: user.uid, email: user.email, isAdmin: isAdmin(user.role) };
  return catalogueNewAction({ request, context }, actor, packageScreens);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "New package" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContentPackageNew({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.canCreate) return <CatalogueAdminOnly area="packages" />;
  return <PackageForm defaultValue={loaderData.values} scope="new" reply={actionData} />;
}
