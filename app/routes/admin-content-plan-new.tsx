// /admin/content/plans/new: a new maintenance plan, for admins (editors see why they cannot add one).
// The id is fixed from here on: orders use it.
import { data, redirect } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { readForm } from "~/.server/forms.server";
import { CatalogueAdminOnly } from "~/features/site-content/components/catalogue-notices";
import { PlanForm } from "~/features/site-content/components/plan-form";
import { catalogueErrorText } from "~/features/site-content/catalogue-form";
import { catalogueT, outcomeReply } from "~/features/site-content/catalogue-screens.server";
import { createPlan, newPlanFormValues } from "~/features/site-content/plans-admin.server";
import { planLimits, planSchemas } from "~/features/site-content/plans-schema";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesIn } from "~/i18n/messages";
import { commonMessages } from "~/i18n/resources";
import { noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/admin-content-plan-new";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.contentNewPlan.title",
  subtitleKey: "admin.screens.contentNewPlan.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const strings = messagesIn(commonMessages, requestLanguage(context)).admin;
  return data(
    {
      values: await newPlanFormValues(db),
      canCreate: isAdmin(user.role),
      title: `${strings.screens.contentNewPlan.title} · ${strings.title}`,
    },
    { headers: noStoreHeaders() },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const t = catalogueT(language);
  const actor = { uid: user.uid, email: user.email, isAdmin: isAdmin(user.role) };
  const form = await readForm(request, context, {
    schema: planSchemas.new,
    errorText: catalogueErrorText(t as (key: string) => string, language, planLimits),
    unreadable: t("errors.failed"),
    early: () => (actor.isAdmin ? null : { refuse: t("errors.adminOnly"), status: 403 }),
  });
  if (!form.ok) return form.response;
  const outcome = await createPlan(db, actor, form.value);
  if (outcome.ok) throw redirect(`/admin/content/plans/${encodeURIComponent(outcome.id)}?created`);
  return outcomeReply(form.submission, outcome, t);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "New maintenance plan" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContentPlanNew({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.canCreate) return <CatalogueAdminOnly area="plans" />;
  return <PlanForm defaultValue={loaderData.values} scope="new" reply={actionData} />;
}
