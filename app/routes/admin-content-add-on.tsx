// /admin/content/add-ons/:id: an add-on's words in English and Thai for editors and admins; its
// price and figures for admins only. An editor's post that changes a figure is refused with 403
// and nothing is written (ADR 094). A save over a newer one is refused with 409, the input kept.
import { AddOnForm } from "~/features/site-content/components/add-on-form";
import { CatalogueDeleteLink, CatalogueNotice } from "~/features/site-content/components/catalogue-notices";
import { catalogueEditAction, catalogueEditLoader } from "~/features/site-content/catalogue-screens.server";
import { addOnScreens } from "~/features/site-content/add-ons-admin.server";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import type { Route } from "./+types/admin-content-add-on";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.contentEditAddOn.title",
  subtitleKey: "admin.screens.contentEditAddOn.subtitle",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const actor = { uid: user.uid, email: user.email, isAdmin: isAdmin(user.role) };
  return catalogueEditLoader({ request, context, id: params.id }, actor, addOnScreens);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const actor = { uid: user.uid, email: user.email, isAdmin: isAdmin(user.role) };
  return catalogueEditAction({ request, context, id: params.id }, actor, addOnScreens);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Add-on" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContentAddOn({ loaderData, actionData }: Route.ComponentProps) {
  const { values, canChangeFigures, created } = loaderData;
  return (
    <AddOnForm
      // A save changes the revision: the form starts again from the stored values.
      key={values.revision}
      defaultValue={values}
      scope={canChangeFigures ? "all" : "words"}
      reply={actionData}
      notice={created ? <CatalogueNotice message="form.created" /> : null}
      aside={
        canChangeFigures ? <CatalogueDeleteLink to={`/admin/content/add-ons?delete=${encodeURIComponent(values.id)}`} /> : null
      }
    />
  );
}

export { CatalogueErrorBoundary as ErrorBoundary } from "~/features/site-content/components/catalogue-notices";
