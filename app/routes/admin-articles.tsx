// /admin/articles: every article (drafts too) with search, filters and paging; publish,
// unpublish and delete. Editors and admins only, checked in the loader and the action.
import { data } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, formSuccess, readForm } from "~/.server/forms.server";
import { articleAdminMessages } from "~/features/blog/article-admin-messages";
import { isArticleError } from "~/features/blog/article-errors";
import { listAdminArticles, listAllCategories } from "~/features/blog/article-admin.server";
import { adminRowViews } from "~/features/blog/article-admin-views.server";
import {
  ArticleListActionSchema,
  type ArticleListSuccess,
  articleListErrorText,
} from "~/features/blog/article-list-action-schema";
import { applyArticleListAction } from "~/features/blog/article-list-actions.server";
import { staffChange } from "~/features/blog/article-revisions.server";
import { AdminArticleList, type AdminArticleListView } from "~/features/blog/components/admin-article-list";
import { requireStaff } from "~/features/users/staff-session.server";
import { commonMessages } from "~/i18n/resources";
import { messagesIn, messagesT } from "~/i18n/messages";
import type { Route } from "./+types/admin-articles";
import type { AdminScreenHandle } from "./admin-layout";
import { noStoreHeaders } from "~/lib/cache-control";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.articles.title",
  subtitleKey: "admin.screens.articles.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const search = new URL(request.url).searchParams;
  const status = search.get("status");
  const filters = {
    q: (search.get("q") ?? "").slice(0, 200),
    status: (status === "draft" || status === "published" || status === "scheduled" ? status : "") as
      "draft" | "published" | "scheduled" | "",
    category: (search.get("category") ?? "").slice(0, 100),
  };
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  const categories = await listAllCategories(db, language).catch(() => []);
  const strings = messagesIn(commonMessages, language).admin;
  const title = `${strings.screens.articles.title} · ${strings.title}`;
  try {
    const result = await listAdminArticles(db, {
      language,
      search: filters.q,
      status: filters.status || null,
      categoryId: filters.category || null,
      page: Number.isFinite(page) ? page : 1,
    });
    const view: AdminArticleListView = {
      items: adminRowViews(result, language),
      total: result.total,
      page: result.page,
      pageCount: result.pageCount,
      filters,
      categories,
      error: null,
    };
    return data({ view, title }, { headers: noStoreHeaders() });
  } catch (error) {
    if (!isArticleError(error)) throw error;
    const view: AdminArticleListView = {
      items: [],
      total: 0,
      page: 1,
      pageCount: 1,
      filters,
      categories,
      error: "errors.loadArticlesFailed",
    };
    return data({ view, title }, { status: 503, headers: noStoreHeaders() });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db, env } = context.get(appContext);
  const language = requestLanguage(context);
  const t = messagesT(articleAdminMessages, language);
  const form = await readForm(request, context, {
    schema: ArticleListActionSchema,
    errorText: articleListErrorText(t as (key: string) => string),
    unreadable: t("errors.updateFailed"),
  });
  if (!form.ok) return form.response;
  const outcome = await applyArticleListAction(db, form.value, language, staffChange(user, env));
  if (outcome.ok) return formSuccess<ArticleListSuccess>(form.submission, outcome.success);
  const message = [t(outcome.error)];
  return formReply(form.submission, {
    status: outcome.status,
    ...(outcome.gone ? { fieldErrors: { id: message } } : { formErrors: message }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Articles" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminArticles({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminArticleList view={loaderData.view} reply={actionData} />;
}
