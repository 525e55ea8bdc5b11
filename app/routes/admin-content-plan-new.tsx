// /admin/content/plans/new: a new maintenance plan, for admins (editors see why they cannot add one).
// The id is fixed from here on: orders use it.
import { CatalogueAdminOnly } from "~/features/site-content/components/catalogue-notices";
import { PlanForm } from "~/features/site-content/components/plan-form";
import { catalogueNewAction, catalogueNewLoader } from "~/features/site-content/catalogue-screens.server";
import { planScreens } from "~/features/site-content/plans-admin.server";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import type { Route } from "./+types/admin-content-plan-new";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.contentNewPlan.title",
  subtitleKey: "admin.screens.contentNewPlan.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const actor = { uid: user.uid, email: user.email, isAdmin: isAdmin(user.role) };
  return catalogueNewLoader({ request, context }, actor, planScreens);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const actor = { uid: user.uid, email: user.email, isAdmin: isAdmin(user.role) };
  return catalogueNewAction({ request, context }, actor, planScreens);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "New maintenance plan" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContentPlanNew({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.canCreate) return <CatalogueAdminOnly area="plans" />;
  return <PlanForm defaultValue={loaderData.values} scope="new" reply={actionData} />;
}
