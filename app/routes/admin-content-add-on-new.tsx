// /admin/content/add-ons/new: a new add-on, for admins (editors see why they cannot add one).
// The id is fixed from here on: orders' add-on lines use it.
import { CatalogueAdminOnly } from "~/features/site-content/components/catalogue-notices";
import { AddOnForm } from "~/features/site-content/components/add-on-form";
import { catalogueNewAction, catalogueNewLoader } from "~/features/site-content/catalogue-screens.server";
import { addOnScreens } from "~/features/site-content/add-ons-admin.server";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import type { Route } from "./+types/admin-content-add-on-new";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.contentNewAddOn.title",
  subtitleKey: "admin.screens.contentNewAddOn.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const actor = { uid: user.uid, email: user.email, isAdmin: isAdmin(user.role) };
  return catalogueNewLoader({ request, context }, actor, addOnScreens);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const actor = { uid: user.uid, email: user.email, isAdmin: isAdmin(user.role) };
  return catalogueNewAction({ request, context }, actor, addOnScreens);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "New add-on" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContentAddOnNew({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.canCreate) return <CatalogueAdminOnly area="addOns" />;
  return <AddOnForm defaultValue={loaderData.values} scope="new" reply={actionData} />;
}
