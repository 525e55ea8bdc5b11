// /admin/content/packages/:id: a package's words in English and Thai for editors and admins; its
// price and figures for admins only. An editor's post that changes a figure is refused with 403
// and nothing is written (ADR 094). A save over a newer one is refused with 409, the input kept.
import { data } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { PackageForm } from "~/features/site-content/components/package-form";
import { CatalogueDeleteLink, CatalogueNotice } from "~/features/site-content/components/catalogue-notices";
import { catalogueErrorText } from "~/features/site-content/catalogue-form";
import { catalogueT, outcomeReply, readCatalogueForm } from "~/features/site-content/catalogue-screens.server";
import {
  getPackageForEditing,
  packageFormValues,
  packageInput,
  savePackage,
} from "~/features/site-content/packages-admin.server";
import { packageFigureNames, packageLimits, packageSchemas } from "~/features/site-content/packages-schema";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesIn } from "~/i18n/messages";
import { commonMessages } from "~/i18n/resources";
import { noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/admin-content-package";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.contentEditPackage.title",
  subtitleKey: "admin.screens.contentEditPackage.subtitle",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const record = await getPackageForEditing(db, params.id);
  if (!record) throw data({ notFound: true }, { status: 404 });
  const strings = messagesIn(commonMessages, language).admin;
  return data(
    {
      values: packageFormValues(record),
      canChangeFigures: isAdmin(user.role),
      created: new URL(request.url).searchParams.has("created"),
      title: `${record.translations[language].title || record.translations.en.title} · ${strings.screens.contentEditPackage.title}`,
    },
    { headers: noStoreHeaders() },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const t = catalogueT(language);
  const actor = { uid: user.uid, email: user.email, isAdmin: isAdmin(user.role) };
  const stored = actor.isAdmin ? null : await getPackageForEditing(db, params.id);
  const form = await readCatalogueForm(request, context, {
    schema: packageSchemas[actor.isAdmin ? "all" : "words"],
    errorText: catalogueErrorText(t as (key: string) => string, language, packageLimits),
    t,
    isAdmin: actor.isAdmin,
    stored: stored && packageFormValues(stored),
    figureNames: packageFigureNames,
  });
  if (!form.ok) return form.response;
  return outcomeReply(form.submission, await savePackage(db, actor, params.id, packageInput(form.value)), t);
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
