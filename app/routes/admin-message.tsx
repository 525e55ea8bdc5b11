import { data, redirect } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, formSuccess, readForm } from "~/.server/forms.server";
import { contactAdminMessages } from "~/features/contact/contact-admin-messages";
import { getCatalogue } from "~/features/site-content/site-content.server";
import { catalogueNames } from "~/lib/pricing";
import { getContactMessage, parseMessageId } from "~/features/contact/contact.server";
import { MessageActionSchema, type MessageActionSuccess, messageActionErrorText } from "~/features/contact/message-action-schema";
import { applyMessageAction } from "~/features/contact/message-actions.server";
import { MessageView } from "~/features/contact/components/message-view";
import { requireAdmin } from "~/features/users/staff-session.server";
import { messagesIn, messagesT } from "~/i18n/messages";
import { commonMessages } from "~/i18n/resources";
import type { Route } from "./+types/admin-message";
import type { AdminScreenHandle } from "./admin-layout";

// A message belongs to the dashboard screen: same title and subtitle in the admin header.
export const handle: AdminScreenHandle = { titleKey: "admin.dashboard.title", subtitleKey: "admin.dashboard.subtitle" };

const noStore = { "Cache-Control": "no-store" };

function notFound(context: Route.LoaderArgs["context"]): never {
  const t = messagesT(contactAdminMessages, requestLanguage(context));
  throw data({ message: t("errors.notFound") }, { status: 404, headers: noStore });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.get(appContext);
  const id = parseMessageId(params.id);
  const message = id === null ? null : await getContactMessage(db, id);
  if (!message) notFound(context);
  const strings = messagesIn(commonMessages, requestLanguage(context)).admin;
  // The package's name today, hidden or not; its id if the catalogue no longer has it.
  const packageNames = catalogueNames(await getCatalogue(db), requestLanguage(context)).packages;
  return data(
    {
      title: `${message.name} · ${strings.dashboard.title} · ${strings.title}`,
      message: {
        id: message.id,
        name: message.name,
        email: message.email,
        phone: message.phone,
        company: message.company,
        packageTitle: message.packageId ? (packageNames[message.packageId] ?? message.packageId) : null,
        language: message.language,
        message: message.message,
        createdAt: message.createdAt,
        readAt: message.readAt,
      },
      confirmingDelete: new URL(request.url).searchParams.get("confirm") === "delete",
    },
    { headers: noStore },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const { db } = context.get(appContext);
  const t = messagesT(contactAdminMessages, requestLanguage(context));
  const form = await readForm(request, context, {
    schema: MessageActionSchema,
    errorText: messageActionErrorText(t as (key: string) => string),
    unreadable: t("errors.unknownAction"),
  });
  if (!form.ok) return form.response;
  const outcome = await applyMessageAction(db, parseMessageId(params.id), form.value);
  if (!outcome.ok) return formReply(form.submission, { status: outcome.status, formErrors: [t(outcome.error)] });
  if (outcome.deleted) throw redirect("/admin/dashboard?deleted=1");
  return formSuccess<MessageActionSuccess>(form.submission, outcome.success);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Message" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  return <MessageView message={loaderData.message} confirmingDelete={loaderData.confirmingDelete} reply={actionData} />;
}

// Orders and messages are personal data: an editor is told the screen is for admins.
export { AdminOnlyBoundary as ErrorBoundary } from "~/features/users/components/admin-only-boundary";
