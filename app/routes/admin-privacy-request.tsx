// /admin/privacy/:id: one data-subject request: what is held, the copy, erasure and closing.
import { data } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, formSuccess, readForm } from "~/.server/forms.server";
import { storageFor } from "~/.server/storage/storage-for.server";
import { removeSlip } from "~/features/checkout/slips.server";
import { PrivacyRequestView } from "~/features/privacy/components/privacy-request-view";
import { applyRequestAction, parseRequestId } from "~/features/privacy/privacy-actions.server";
import { findSubjectData, phoneDigitsOf } from "~/features/privacy/privacy-find.server";
import { privacyMessages } from "~/features/privacy/privacy-messages";
import { getPrivacyRequest } from "~/features/privacy/privacy-requests.server";
import { privacyErrorText, RequestActionSchema, type RequestActionSuccess } from "~/features/privacy/privacy-schema";
import { erasurePlan, foundView, outcomeView, planView, requestSummary } from "~/features/privacy/privacy-screen.server";
import { requireAdmin } from "~/features/users/staff-session.server";
import { messagesIn, messagesT } from "~/i18n/messages";
import { commonMessages } from "~/i18n/resources";
import type { Route } from "./+types/admin-privacy-request";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.privacy.title",
  subtitleKey: "admin.screens.privacy.subtitle",
};

const noStore = { "Cache-Control": "no-store" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, env } = context.get(appContext);
  const language = requestLanguage(context);
  const t = messagesT(privacyMessages, language);
  const id = parseRequestId(params.id);
  const row = id === null ? null : await getPrivacyRequest(db, id);
  if (!row) throw data({ message: t("errors.notFound") }, { status: 404, headers: noStore });
  const url = new URL(request.url);
  const phone = (url.searchParams.get("phone") ?? "").trim().slice(0, 40);
  const isOpen = row.status === "open" && row.subjectEmail !== null;
  const found =
    isOpen && row.subjectEmail ? await findSubjectData(db, { email: row.subjectEmail, phoneDigits: phoneDigitsOf(phone) }) : null;
  const isErasure = row.kind === "erasure";
  const years = env.retention.orderAccountingYears;
  const strings = messagesIn(commonMessages, language).admin;
  return data(
    {
      title: `${t("view.heading", { id: row.id, kind: t(`kinds.${row.kind}`) })} · ${strings.title}`,
      view: {
        request: { ...requestSummary(row, language), note: row.note, isErasure, isOpen },
        phone,
        found: found ? foundView(found, language) : null,
        plan: found && isErasure ? planView(erasurePlan(found), language, years) : null,
        outcome: await outcomeView(db, row, language, years),
        exportHref: found ? `/admin/privacy/${row.id}/export${phone ? `?phone=${encodeURIComponent(phone)}` : ""}` : null,
        confirmingErase: isErasure && isOpen && url.searchParams.get("confirm") === "erase",
      },
    },
    { headers: noStore },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  const { db, env } = context.get(appContext);
  const t = messagesT(privacyMessages, requestLanguage(context));
  const form = await readForm(request, context, {
    schema: RequestActionSchema,
    errorText: privacyErrorText(t as (key: string) => string),
    unreadable: t("errors.unknownAction"),
  });
  if (!form.ok) return form.response;
  const slips = storageFor(env, db, "slips");
  const outcome = await applyRequestAction(db, parseRequestId(params.id), form.value, {
    staffUid: user.uid,
    removeSlip: (path) => removeSlip(slips, path),
  });
  if (!outcome.ok) return formReply(form.submission, { status: outcome.status, formErrors: [t(outcome.error)] });
  return formSuccess<RequestActionSuccess>(form.submission, outcome.success);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Privacy request" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminPrivacyRequest({ loaderData, actionData }: Route.ComponentProps) {
  return <PrivacyRequestView data={loaderData.view} reply={actionData} />;
}

export { AdminOnlyBoundary as ErrorBoundary } from "~/features/users/components/admin-only-boundary";
