// /admin/categories: editors and admins create, rename and delete blog categories (ADR 088: they
// are words); everyone else goes to /login. Checked here on the server, in the loader and the action.
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { listContentChanges } from "~/.server/content-audit.server";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, formSuccess, readForm } from "~/.server/forms.server";
import { logger } from "~/.server/logger";
import { Alert } from "~/components/ui/alert";
import { listAdminCategories } from "~/features/blog/categories-admin.server";
import { categoriesMessages } from "~/features/blog/categories-messages";
import { applyCategoryAction } from "~/features/blog/categories-screen.server";
import { CategoryActionSchema, type CategorySaved, categoryErrorText } from "~/features/blog/category-form-schema";
import { CategoriesScreen } from "~/features/blog/components/admin/categories-screen";
import { ProfileLoadFailed } from "~/features/auth/components/profile-load-failed";
import { isProfileLoadFailure } from "~/features/users/access-errors";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesT, useMessages } from "~/i18n/messages";
import { noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/admin-categories";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.categories.title",
  subtitleKey: "admin.screens.categories.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.get(appContext);
  const title = messagesT(categoriesMessages, requestLanguage(context))("meta.title");
  try {
    const [categories, changes] = await Promise.all([
      listAdminCategories(db),
      listContentChanges(db, { area: "categories", limit: 10 }),
    ]);
    return data({ title, categories, changes }, { headers: noStoreHeaders() });
  } catch (error) {
    logger.error("The categories screen could not load", error instanceof Error ? error.message : String(error));
    throw data({ categoriesLoadFailed: true }, { status: 503, headers: noStoreHeaders() });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const t = messagesT(categoriesMessages, language);
  const form = await readForm(request, context, {
    schema: CategoryActionSchema,
    errorText: categoryErrorText(t as (key: string) => string),
    unreadable: t("errors.badRequest"),
  });
  if (!form.ok) return form.response;
  const outcome = await applyCategoryAction(db, { uid: user.uid, email: user.email }, form.value, language);
  if (!outcome.ok) return formReply(form.submission, outcome);
  return formSuccess<CategorySaved>(form.submission, outcome.success);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Categories" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  return <CategoriesScreen categories={loaderData.categories} changes={loaderData.changes} reply={actionData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useMessages(categoriesMessages);
  if (isProfileLoadFailure(isRouteErrorResponse(error) ? error.data : undefined)) {
    return <ProfileLoadFailed retryTo="/admin/categories" />;
  }
  return (
    <Alert tone="error" live="assertive" className="max-w-2xl">
      <p>{t("errors.loadFailed")}</p>
      <p className="mt-2">
        <a href="/admin/categories" className="font-semibold underline">
          {t("errors.retry")}
        </a>
      </p>
    </Alert>
  );
}
