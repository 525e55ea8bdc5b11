// GET /admin/articles/slug-check?slug=x[&id=n]: whether a slug is well formed and free (the
// editor asks as the slug is typed). Staff only; the save checks again in its transaction.
import { data } from "react-router";
import { appContext } from "~/.server/context";
import { checkSlug } from "~/features/blog/article-admin.server";
import { parseArticleId } from "~/features/blog/article-admin-actions.server";
import { requireStaff } from "~/features/users/staff-session.server";
import type { Route } from "./+types/admin-articles-slug-check";
import { noStoreHeaders } from "~/lib/cache-control";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.get(appContext);
  const search = new URL(request.url).searchParams;
  const slug = (search.get("slug") ?? "").trim().toLowerCase();
  const id = parseArticleId(search.get("id"));
  const result = await checkSlug(db, slug, Number.isNaN(id) ? undefined : id);
  return data(result, { headers: noStoreHeaders() });
}
