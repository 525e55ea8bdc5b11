// /admin/content/testimonials: the testimonials the home page shows, for editors and admins (ADR
// 088): the list with its row buttons, and the add (?add=1) and edit (?edit=<id>) form in place of
// the list. Visitors and pending users go to /login (loader and action).
import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, formSuccess, readForm } from "~/.server/forms.server";
import { ProfileLoadFailed } from "~/features/auth/components/profile-load-failed";
import { EntryList } from "~/features/site-content/components/entry-list";
import { EntryScreen, EntryScreenError } from "~/features/site-content/components/entry-screen";
import { TestimonialForm } from "~/features/site-content/components/testimonial-form";
import {
  type EntryRowReply,
  EntryRowSchema,
  type EntryRowSuccess,
  entryRowErrorText,
  SAVE_INTENT,
} from "~/features/site-content/entry-form";
import { runEntryRowAction } from "~/features/site-content/entry-row-actions.server";
import { entryScreenParams } from "~/features/site-content/entry-screen-params";
import {
  listTestimonialsForAdmin,
  saveTestimonialForm,
  testimonialRowService,
  testimonialView,
} from "~/features/site-content/testimonials-admin.server";
import { TestimonialFormSchema, testimonialErrorText } from "~/features/site-content/testimonials-schema";
import { testimonialsMessages } from "~/features/site-content/testimonials-messages";
import { isProfileLoadFailure } from "~/features/users/access-errors";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesT, useMessages } from "~/i18n/messages";
import { noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/admin-content-testimonials";
import type { AdminScreenHandle } from "./admin-layout";

const PATH = "/admin/content/testimonials";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.testimonials.title",
  subtitleKey: "admin.screens.testimonials.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const entries = await listTestimonialsForAdmin(db);
  const screen = entryScreenParams(new URL(request.url), entries);
  return data(
    {
      title: messagesT(testimonialsMessages, language)("meta.title"),
      ...screen,
      rows: entries.map((entry) => testimonialView(entry, language)),
    },
    { headers: noStoreHeaders() },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Testimonials" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const t = messagesT(testimonialsMessages, language) as (key: string) => string;
  const actor = { uid: user.uid, email: user.email };
  const formData = await request.formData().catch(() => null);

  if (formData?.get("intent") === SAVE_INTENT) {
    const form = await readForm(request, context, {
      formData,
      schema: TestimonialFormSchema,
      errorText: testimonialErrorText(t),
      unreadable: t("errors.badRequest"),
    });
    if (!form.ok) return form.response;
    const saved = await saveTestimonialForm(db, actor, form.value);
    if (!saved.ok) return formReply(form.submission, { status: saved.status, formErrors: [t(`errors.${saved.reason}`)] });
    throw redirect(`${PATH}?${form.value.id ? "saved" : "created"}=${saved.id}`);
  }

  const form = await readForm(request, context, {
    formData,
    schema: EntryRowSchema,
    errorText: entryRowErrorText(t),
    unreadable: t("errors.badRequest"),
  });
  if (!form.ok) return form.response;
  const outcome = await runEntryRowAction(db, actor, testimonialRowService(language), form.value);
  if (!outcome.ok) return formReply(form.submission, { status: outcome.status, formErrors: [t(`errors.${outcome.reason}`)] });
  return formSuccess<EntryRowSuccess>(form.submission, outcome.success);
}

export default function AdminContentTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useMessages(testimonialsMessages);
  const { mode, editing, saved, missing } = loaderData;
  return (
    <EntryScreen missing={missing ? t("errors.notFound") : undefined}>
      {mode === "list" ? (
        <EntryList
          idPrefix="testimonial"
          entries={loaderData.rows}
          heading={t("list.heading")}
          empty={t("list.empty")}
          addLabel={t("list.add")}
          reply={actionData as EntryRowReply | undefined}
          saved={saved}
        />
      ) : (
        <TestimonialForm
          key={editing?.id ?? "new"}
          entry={editing ?? undefined}
          lastResult={actionData?.result}
          listHref={PATH}
        />
      )}
    </EntryScreen>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useMessages(testimonialsMessages);
  const payload = isRouteErrorResponse(error) ? error.data : undefined;
  if (isProfileLoadFailure(payload)) return <ProfileLoadFailed retryTo={PATH} />;
  return <EntryScreenError message={t("errors.loadFailed")} retry={t("errors.retry")} retryTo={PATH} />;
}
