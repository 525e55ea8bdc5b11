// The Users screen (admins only): every staff profile, pending first, and the role change.
// Visitors and pending users go to /login; an editor gets a translated 403 (loader and action).
import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { Alert } from "~/components/ui/alert";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, formSuccess, readForm } from "~/.server/forms.server";
import { logger } from "~/.server/logger";
import { ProfileLoadFailed } from "~/features/auth/components/profile-load-failed";
import { UserAvatar } from "~/features/auth/components/user-avatar";
import { isAdminOnlyRefusal, isProfileLoadFailure } from "~/features/users/access-errors";
import { AdminOnlyNotice } from "~/features/users/components/admin-only-boundary";
import { RoleChangeHistory } from "~/features/users/components/role-change-history";
import { UserList } from "~/features/users/components/user-list";
import { RoleChangeSchema, type RoleChangeSuccess, roleChangeErrorText } from "~/features/users/role-change-schema";
import { adminOnlyRoleForm, changeRoleOnScreen } from "~/features/users/role-change-screen.server";
import { requireAdmin, requireStaff } from "~/features/users/staff-session.server";
import { listRoleChanges } from "~/features/users/role-audit.server";
import { listUsers } from "~/features/users/users.server";
import { usersMessages } from "~/features/users/users-messages";
import { messagesT, useMessages } from "~/i18n/messages";
import type { Route } from "./+types/admin-users";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.users.title",
  subtitleKey: "admin.screens.users.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, context);
  const { db } = context.get(appContext);
  try {
    const [list, roleChanges] = await Promise.all([listUsers(db), listRoleChanges(db)]);
    return {
      roleChanges,
      title: messagesT(usersMessages, requestLanguage(context))("meta.title"),
      users: list.users,
      pendingCount: list.pendingCount,
      currentUid: user.uid,
    };
  } catch (error) {
    logger.error("The Users screen could not load the users", error instanceof Error ? error.message : String(error));
    throw data({ usersLoadFailed: true }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Users" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function action({ request, context }: Route.ActionArgs) {
  // Visitors and pending users: /login. Staff without the admin role are refused before the
  // form is judged (and again by the service, before it writes anything).
  const { user: actor } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const t = messagesT(usersMessages, requestLanguage(context));
  const form = await readForm(request, context, {
    schema: RoleChangeSchema,
    errorText: roleChangeErrorText(t as (key: string) => string),
    unreadable: t("errors.reasons.bad-request"),
    early: adminOnlyRoleForm(actor.role, t),
  });
  if (!form.ok) return form.response;
  const outcome = await changeRoleOnScreen(db, actor.uid, form.value);
  if (!outcome.ok) return formReply(form.submission, { status: outcome.status, formErrors: [t(outcome.messageKey)] });
  if (outcome.leaveTo) throw redirect(outcome.leaveTo);
  return formSuccess<RoleChangeSuccess>(form.submission, outcome.success);
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <UserList
        users={loaderData.users}
        pendingCount={loaderData.pendingCount}
        currentUid={loaderData.currentUid}
        reply={actionData}
        avatar={(user, alt) => <UserAvatar src={user.photoURL} alt={alt} />}
      />
      <RoleChangeHistory changes={loaderData.roleChanges} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useMessages(usersMessages);
  const payload = isRouteErrorResponse(error) ? error.data : undefined;
  if (isAdminOnlyRefusal(payload)) {
    return <AdminOnlyNotice heading={t("forbidden.heading")} message={t("forbidden.message")} back={t("forbidden.back")} />;
  }
  if (isProfileLoadFailure(payload)) return <ProfileLoadFailed retryTo="/admin/users" />;
  return (
    <Alert tone="error" live="assertive" className="max-w-2xl">
      <p>{t("errors.loadFailed")}</p>
      <p className="mt-2">
        <a href="/admin/users" className="font-semibold underline">
          {t("errors.retry")}
        </a>
      </p>
    </Alert>
  );
}
