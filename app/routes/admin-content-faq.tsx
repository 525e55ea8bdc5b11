// /admin/content/faq: the questions and answers the home and services pages show, for editors and
// admins (ADR 088): the list with its row buttons, and the add (?add=1) and edit (?edit=<id>) form
// in place of the list. Visitors and pending users go to /login (loader and action).
import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, formSuccess, readForm } from "~/.server/forms.server";
import { ProfileLoadFailed } from "~/features/auth/components/profile-load-failed";
import { EntryList } from "~/features/site-content/components/entry-list";
import { EntryScreen, EntryScreenError } from "~/features/site-content/components/entry-screen";
import { FaqForm } from "~/features/site-content/components/faq-form";
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
  allowedFaqFigures,
  faqRowService,
  faqView,
  listFaqForAdmin,
  saveFaqForm,
} from "~/features/site-content/faq-admin.server";
import { FaqFormSchema, faqErrorText } from "~/features/site-content/faq-schema";
import { faqMessages } from "~/features/site-content/faq-messages";
import { isProfileLoadFailure } from "~/features/users/access-errors";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesT, useMessages } from "~/i18n/messages";
import { noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/admin-content-faq";
import type { AdminScreenHandle } from "./admin-layout";

const PATH = "/admin/content/faq";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.faq.title",
  subtitleKey: "admin.screens.faq.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const [entries, figures] = await Promise.all([listFaqForAdmin(db), allowedFaqFigures(db)]);
  const screen = entryScreenParams(new URL(request.url), entries);
  return data(
    {
      title: messagesT(faqMessages, language)("meta.title"),
      ...screen,
      rows: entries.map((entry) => faqView(entry, language)),
      figures,
    },
    { headers: noStoreHeaders() },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "FAQ" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const t = messagesT(faqMessages, language) as (key: string, values?: Record<string, string | number>) => string;
  const actor = { uid: user.uid, email: user.email };
  const formData = await request.formData().catch(() => null);

  if (formData?.get("intent") === SAVE_INTENT) {
    const form = await readForm(request, context, {
      formData,
      schema: FaqFormSchema,
      errorText: faqErrorText(t),
      unreadable: t("errors.badRequest"),
    });
    if (!form.ok) return form.response;
    const saved = await saveFaqForm(db, actor, form.value);
    if (!saved.ok && saved.reason === "unknownFigures") {
      // Next to the answer that names them, with the names there are.
      const names = saved.allowed.map((name) => `{{${name}}}`).join(", ");
      const fieldErrors = Object.fromEntries(
        Object.entries(saved.unknown).map(([language, unknown]) => [
          `${language}.answer`,
          [t("errors.unknownFigures", { unknown: unknown.map((name) => `{{${name}}}`).join(", "), names })],
        ]),
      );
      return formReply(form.submission, { status: 400, fieldErrors });
    }
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
  const outcome = await runEntryRowAction(db, actor, faqRowService(language), form.value);
  if (!outcome.ok) return formReply(form.submission, { status: outcome.status, formErrors: [t(`errors.${outcome.reason}`)] });
  return formSuccess<EntryRowSuccess>(form.submission, outcome.success);
}

export default function AdminContentFaq({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useMessages(faqMessages);
  const { mode, editing, saved, missing } = loaderData;
  return (
    <EntryScreen missing={missing ? t("errors.notFound") : undefined}>
      {mode === "list" ? (
        <EntryList
          idPrefix="faq"
          entries={loaderData.rows}
          heading={t("list.heading")}
          empty={t("list.empty")}
          addLabel={t("list.add")}
          reply={actionData as EntryRowReply | undefined}
          saved={saved}
        />
      ) : (
        <FaqForm
          key={editing?.id ?? "new"}
          entry={editing ?? undefined}
          figures={loaderData.figures}
          lastResult={actionData?.result}
          listHref={PATH}
        />
      )}
    </EntryScreen>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useMessages(faqMessages);
  const payload = isRouteErrorResponse(error) ? error.data : undefined;
  if (isProfileLoadFailure(payload)) return <ProfileLoadFailed retryTo={PATH} />;
  return <EntryScreenError message={t("errors.loadFailed")} retry={t("errors.retry")} retryTo={PATH} />;
}
