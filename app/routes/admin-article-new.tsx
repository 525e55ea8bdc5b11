// /admin/articles/new: the shared editor with empty fields; saving creates the article and goes
// on to its edit screen. Editors and admins only, checked in the loader and the action.
import { redirect, useRouteLoaderData } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, readForm } from "~/.server/forms.server";
import { listAllCategories } from "~/features/blog/article-admin.server";
import { articleEditorForm, createArticleFromEditor } from "~/features/blog/article-editor.server";
import { emptyArticleForm } from "~/features/blog/article-form-schema";
import { ArticleEditor } from "~/features/blog/components/article-editor";
import { requireStaff } from "~/features/users/staff-session.server";
import { commonMessages } from "~/i18n/resources";
import { messagesIn } from "~/i18n/messages";
import type { Route } from "./+types/admin-article-new";
import type { AdminScreenHandle, loader as adminLoader } from "./admin-layout";
import { articleSendFailureText } from "~/features/blog/components/article-send-failure";
import { sendKeepingForm } from "~/lib/forms/failed-send";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.newArticle.title",
  subtitleKey: "admin.screens.newArticle.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db, env } = context.get(appContext);
  const language = requestLanguage(context);
  const strings = messagesIn(commonMessages, language).admin;
  return {
    title: `${strings.screens.newArticle.title} · ${strings.title}`,
    categories: await listAllCategories(db, language),
    siteUrl: env.siteUrl,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const editor = articleEditorForm(requestLanguage(context));
  const form = await readForm(request, context, editor.options);
  if (!form.ok) return form.response;
  const created = await createArticleFromEditor(db, form.value, user.displayName || user.email, editor.t);
  if (!created.ok) return formReply(form.submission, created);
  return redirect(`/admin/articles/${created.id}/edit?saved=created`);
}

/** A save that gets no answer (offline, server down) keeps the form and says so; the local draft stays too. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  sendKeepingForm(request, serverAction, articleSendFailureText);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "New article" },
  { name: "robots", content: "noindex, nofollow" },
];

const empty = emptyArticleForm();

export default function NewArticle({ loaderData, actionData }: Route.ComponentProps) {
  const staff = useRouteLoaderData<typeof adminLoader>("routes/admin-layout");
  return (
    <ArticleEditor
      mode="new"
      initial={empty}
      categories={loaderData.categories}
      siteUrl={loaderData.siteUrl}
      lastResult={actionData?.result}
      draftOwner={staff?.user.uid}
    />
  );
}
