// /admin/content/add-ons/:id: an add-on's words in English and Thai for editors and admins; its
// price and figures for admins only. An editor's post that changes a figure is refused with 403
// and nothing is written (ADR 094). A save over a newer one is refused with 409, the input kept.
import { data } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { AddOnForm } from "~/features/site-content/components/add-on-form";
import { CatalogueDeleteLink, CatalogueNotice } from "~/features/site-content/components/catalogue-notices";
import { catalogueErrorText } from "~/features/site-content/catalogue-form";
import { catalogueT, outcomeReply, readCatalogueForm } from "~/features/site-content/catalogue-screens.server";
import { getAddOnForEditing, addOnFormValues, addOnInput, saveAddOn } from "~/features/site-content/add-ons-admin.server";
import { addOnFigureNames, addOnLimits, addOnSchemas } from "~/features/site-content/add-ons-schema";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesIn } from "~/i18n/messages";
import { commonMessages } from "~/i18n/resources";
import { noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/admin-content-add-on";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.contentEditAddOn.title",
  subtitleKey: "admin.screens.contentEditAddOn.subtitle",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const record = await getAddOnForEditing(db, params.id);
  if (!record) throw data({ notFound: true }, { status: 404 });
  const strings = messagesIn(commonMessages, language).admin;
  return data(
    {
      values: addOnFormValues(record),
      canChangeFigures: isAdmin(user.role),
      created: new URL(request.url).searchParams.has("created"),
      title: `${record.translations[language].name || record.translations.en.name} · ${strings.screens.contentEditAddOn.title}`,
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
  const stored = actor.isAdmin ? null : await getAddOnForEditing(db, params.id);
  const form = await readCatalogueForm(request, context, {
    schema: addOnSchemas[actor.isAdmin ? "all" : "words"],
    errorText: catalogueErrorText(t as (key: string) => string, language, addOnLimits),
    t,
    isAdmin: actor.isAdmin,
    stored: stored && addOnFormValues(stored),
    figureNames: addOnFigureNames,
  });
  if (!form.ok) return form.response;
  return outcomeReply(form.submission, await saveAddOn(db, actor, params.id, addOnInput(form.value)), t);
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
