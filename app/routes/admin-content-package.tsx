// /admin/content/packages/:id: a package's words in English and Thai for editors and admins; its
// price and figures for admins only. An editor's post that changes a figure is refused with 403
// and nothing is written (ADR 094). A save over a newer one is refused with 409, the input kept.
import { PackageForm } from "~/features/site-content/components/package-form";
import { CatalogueDeleteLink, CatalogueNotice } from "~/features/site-content/components/catalogue-notices";
import { catalogueEditAction, catalogueEditLoader } from "~/features/site-content/catalogue-screens.server";
import { packageScreens } from "~/features/site-content/packages-admin.server";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import type { Route } from "./+types/admin-content-package";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.contentEditPackage.title",
  subtitleKey: "admin.screens.contentEditPackage.subtitle",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const actor = { uid: user.uid, email: user.email, isAdmin: isAdmin(user.role) };
  return catalogueEditLoader({ request, context, id: params.id }, actor, packageScreens);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const actor = { uid: user.uid, email: user.email, isAdmin: isAdmin(user.role) };
  return catalogueEditAction({ request, context, id: params.id }, actor, packageScreens);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Package" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContentPackage({ loaderData, actionData }: Route.ComponentProps) {
  const { values, canChangeFigures, created } = loaderData;
  return (
    <PackageForm
      // A save changes the revision: the form starts again from the stored values.
      key={values.revision}
      defaultValue={values}
      scope={canChangeFigures ? "all" : "words"}
      reply={actionData}
      notice={created ? <CatalogueNotice message="form.created" /> : null}
      aside={
        canChangeFigures ? <CatalogueDeleteLink to={`/admin/content/packages?delete=${encodeURIComponent(values.id)}`} /> : null
      }
    />
  );
}

export { CatalogueErrorBoundary as ErrorBoundary } from "~/features/site-content/components/catalogue-notices";
