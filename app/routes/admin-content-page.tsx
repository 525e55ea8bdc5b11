// /admin/content/pages/:page: the words of one marketing page in English and Thai. Editors and
// admins (words, ADR 088), checked here in the loader and the action; an unknown page is a 404.
import { data } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, formSuccess, readForm } from "~/.server/forms.server";
import { logger } from "~/.server/logger";
import { pageCopyDefaults } from "~/features/marketing/page-copy-defaults.server";
import { PageCopyForm } from "~/features/site-content/components/page-copy-form";
import { copyFormFields } from "~/features/site-content/page-copy-fields";
import { pageCopyMessages } from "~/features/site-content/page-copy-messages";
import {
  copyFieldName,
  editsFromForm,
  type PageCopySaved,
  pageCopyErrorText,
  pageCopySchema,
} from "~/features/site-content/page-copy-schema";
import { isCopyPage, loadPageCopyForEditing, savePageCopy } from "~/features/site-content/page-copy.server";
import { getCatalogue } from "~/features/site-content/site-content.server";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesT } from "~/i18n/messages";
import { noStoreHeaders } from "~/lib/cache-control";
import { copyFigureNames } from "~/lib/copy-figures";
import { copyLeaves } from "~/lib/copy-paths";
import type { Route } from "./+types/admin-content-page";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.pageCopy.title",
  subtitleKey: "admin.screens.pageCopy.subtitle",
};

function pageOf(params: { page: string }, t: ReturnType<typeof messagesT<typeof pageCopyMessages>>) {
  if (!isCopyPage(params.page)) throw data({ message: t("errors.notFound") }, { status: 404 });
  const defaults = pageCopyDefaults(params.page);
  return { page: params.page, defaults, fields: copyFormFields(defaults.en) };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.get(appContext);
  const t = messagesT(pageCopyMessages, requestLanguage(context));
  const { page, defaults, fields } = pageOf(params, t);
  const [stored, catalogue] = await Promise.all([loadPageCopyForEditing(db, page), getCatalogue(db)]);
  const thai = new Map(copyLeaves(defaults.th).map((leaf) => [leaf.path, leaf.text]));
  const values: Record<string, string> = {};
  for (const field of fields) {
    values[copyFieldName("en", field.path)] = stored.en[field.path] ?? field.defaultText;
    values[copyFieldName("th", field.path)] = stored.th[field.path] ?? thai.get(field.path) ?? "";
  }
  const pageName = t(`pages.${page}`);
  return data(
    {
      page,
      pageName,
      title: t("meta.pageTitle", { page: pageName }),
      fields,
      figures: copyFigureNames(catalogue),
      revision: stored.revision,
      values,
    },
    { headers: noStoreHeaders() },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const t = messagesT(pageCopyMessages, requestLanguage(context));
  const { page, defaults, fields } = pageOf(params, t);
  const form = await readForm(request, context, {
    schema: pageCopySchema(fields, copyFigureNames(await getCatalogue(db))),
    errorText: pageCopyErrorText(t as (key: string) => string),
    unreadable: t("errors.failed"),
  });
  if (!form.ok) return form.response;
  try {
    const outcome = await savePageCopy(db, { uid: user.uid, email: user.email }, page, editsFromForm(form.value, fields), {
      en: copyLeaves(defaults.en),
      th: copyLeaves(defaults.th),
    });
    if (outcome === "conflict") return formReply(form.submission, { status: 409, formErrors: [t("errors.conflict")] });
    return formSuccess<PageCopySaved>(form.submission, { outcome });
  } catch (error) {
    logger.error("Saving a page's copy failed", error instanceof Error ? error.message : String(error));
    return formReply(form.submission, { status: 500, formErrors: [t("errors.failed")] });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Page copy" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContentPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageCopyForm
      // A save changes the revision: the form starts again from the stored values.
      key={loaderData.revision}
      page={loaderData.page}
      pageName={loaderData.pageName}
      fields={loaderData.fields}
      figures={loaderData.figures}
      revision={loaderData.revision}
      defaultValue={loaderData.values}
      reply={actionData}
      previewAction={`/admin/content/pages/${loaderData.page}/preview`}
    />
  );
}
