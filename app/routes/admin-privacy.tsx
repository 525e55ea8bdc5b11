// /admin/privacy: data-subject requests (PDPA). Admins only: the requests name people.
import { data, redirect } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { readForm } from "~/.server/forms.server";
import { PrivacyRequestList } from "~/features/privacy/components/privacy-request-list";
import { privacyMessages } from "~/features/privacy/privacy-messages";
import { createPrivacyRequest, listPrivacyRequests } from "~/features/privacy/privacy-requests.server";
import { NewRequestSchema, privacyErrorText } from "~/features/privacy/privacy-schema";
import { requestSummary } from "~/features/privacy/privacy-screen.server";
import { requireAdmin } from "~/features/users/staff-session.server";
import { messagesIn, messagesT } from "~/i18n/messages";
import { bangkokDate } from "~/lib/bangkok-date";
import { commonMessages } from "~/i18n/resources";
import type { Route } from "./+types/admin-privacy";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.privacy.title",
  subtitleKey: "admin.screens.privacy.subtitle",
};

const noStore = { "Cache-Control": "no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const strings = messagesIn(commonMessages, language).admin;
  const { open, closed } = await listPrivacyRequests(db);
  return data(
    {
      title: `${strings.screens.privacy.title} · ${strings.title}`,
      open: open.map((row) => requestSummary(row, language)),
      closed: closed.map((row) => requestSummary(row, language)),
      today: bangkokDate(),
    },
    { headers: noStore },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  const { db } = context.get(appContext);
  const t = messagesT(privacyMessages, requestLanguage(context));
  const form = await readForm(request, context, {
    schema: NewRequestSchema,
    errorText: privacyErrorText(t as (key: string) => string),
    unreadable: t("errors.unknownAction"),
  });
  if (!form.ok) return form.response;
  const id = await createPrivacyRequest(db, { ...form.value, staffUid: user.uid });
  throw redirect(`/admin/privacy/${id}`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Privacy requests" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  return <PrivacyRequestList open={loaderData.open} closed={loaderData.closed} today={loaderData.today} reply={actionData} />;
}

export { AdminOnlyBoundary as ErrorBoundary } from "~/features/users/components/admin-only-boundary";
