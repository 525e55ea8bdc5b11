// /admin/articles: every article (drafts too) with search, filters and paging; publish,
// unpublish and delete. Editors and admins only, checked in the loader and the action.
import { data } from "react-router";
import { appContext } from "~/.server/context";
import { logger } from "~/.server/logger";
import { isArticleError } from "~/features/blog/article-errors";
import { getEditableArticle, listAdminArticles, listAllCategories } from "~/features/blog/article-admin.server";
import { parseArticleId, readLimitedForm } from "~/features/blog/article-admin-actions.server";
import { adminRowViews } from "~/features/blog/article-admin-views.server";
import { deleteArticle, setArticleStatus } from "~/features/blog/articles.server";
import {
  AdminArticleList,
  type AdminArticleListView,
  type ListActionResult,
} from "~/features/blog/components/admin-article-list";
import { requireStaff } from "~/features/users/staff-session.server";
import { languageFromRequest } from "~/i18n/config";
import { commonMessages } from "~/i18n/resources";
import { messagesIn } from "~/i18n/messages";
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
  const language = languageFromRequest(request);
  const search = new URL(request.url).searchParams;
  const status = search.get("status");
  const filters = {
    q: (search.get("q") ?? "").slice(0, 200),
    status: (status === "draft" || status === "published" ? status : "") as "draft" | "published" | "",
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

const intents = ["publish", "unpublish", "delete"] as const;
type Intent = (typeof intents)[number];

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { db } = context.get(appContext);
  const fail = (status: number, intent: string, id: number | null, error: Extract<ListActionResult, { ok: false }>["error"]) =>
    data({ ok: false, intent, id, error } satisfies ListActionResult, { status });
  let form: FormData;
  try {
    form = await readLimitedForm(request, 10_000);
  } catch {
    return fail(413, "", null, "errors.bodyTooLarge");
  }
  const intent = String(form.get("intent") ?? "") as Intent;
  const id = parseArticleId(form.get("id"));
  const failure = intent === "delete" ? "errors.deleteFailed" : "errors.updateFailed";
  if (!intents.includes(intent)) return fail(400, intent, null, "errors.updateFailed");
  const language = languageFromRequest(request);
  let title = "";
  try {
    const article = await getEditableArticle(db, id);
    title = article.translations[language]?.title || article.translations.en?.title || article.slug;
    if (intent === "delete") await deleteArticle(db, id);
    else await setArticleStatus(db, id, intent === "publish" ? "published" : "draft");
  } catch (error) {
    if (isArticleError(error, "notFound")) return fail(404, intent, Number.isNaN(id) ? null : id, "errors.notFound");
    logger.error("An article list action failed", { intent, error: error instanceof Error ? error.message : String(error) });
    return fail(500, intent, id, failure);
  }
  return data({ ok: true, intent, id, title } satisfies ListActionResult);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Articles" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminArticles({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminArticleList view={loaderData.view} actionResult={actionData} />;
}
