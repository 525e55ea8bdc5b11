// The Users screen (admins only): every staff profile, pending first, and the role change.
// Visitors and pending users go to /login; an editor gets a translated 403 (loader and action).
import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { Alert } from "~/components/ui/alert";
import { appContext } from "~/.server/context";
import { logger } from "~/.server/logger";
import { ProfileLoadFailed } from "~/features/auth/components/profile-load-failed";
import { UserAvatar } from "~/features/auth/components/user-avatar";
import { isAdminOnlyRefusal, isProfileLoadFailure } from "~/features/users/access-errors";
import { AdminOnlyNotice } from "~/features/users/components/admin-only-boundary";
import { RoleChangeHistory } from "~/features/users/components/role-change-history";
import { type RoleChangeResult, UserList } from "~/features/users/components/user-list";
import { parseRoleChange } from "~/features/users/role-change-schema";
import { readRoleForm } from "~/features/users/role-form.server";
import { canEnterAdmin, isAdmin } from "~/features/users/roles";
import { requireAdmin, requireStaff } from "~/features/users/staff-session.server";
import { isUserError, type UserErrorCode } from "~/features/users/user-errors";
import { listRoleChanges } from "~/features/users/role-audit.server";
import { changeRole } from "~/features/users/role-changes.server";
import { listUsers } from "~/features/users/users.server";
import { type RoleChangeFailure, usersMessages } from "~/features/users/users-messages";
import { languageFromRequest } from "~/i18n/config";
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
      title: messagesT(usersMessages, languageFromRequest(request))("meta.title"),
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

const statusFor: Record<UserErrorCode | RoleChangeFailure, number> = {
  "insufficient-permissions": 403,
  "invalid-role": 400,
  "bad-request": 400,
  "user-not-found": 404,
  "last-admin": 409,
  "role-update-failed": 500,
  "invalid-identity": 500,
  "email-in-use": 500,
  "profile-load-failed": 500,
  "users-load-failed": 500,
};

function refuse(reason: RoleChangeFailure, uid: string | null) {
  return data({ ok: false, uid, reason } satisfies RoleChangeResult, {
    status: statusFor[reason],
    headers: { "Cache-Control": "no-store" },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  // Visitors and pending users: /login. Staff without the admin role reach changeRole, which
  // refuses them (insufficient-permissions) before it writes anything.
  const { user: actor } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const form = await readRoleForm(request);
  if (!form) return refuse("bad-request", null);
  const submittedUid = typeof form.get("uid") === "string" ? String(form.get("uid")) : null;
  const parsed = parseRoleChange(form);
  if (!parsed.ok) {
    // The permission comes first, as in the service: a non-admin learns nothing about the form.
    return refuse(isAdmin(actor.role) ? parsed.reason : "insufficient-permissions", submittedUid);
  }
  const { uid, role } = parsed.change;
  try {
    const updated = await changeRole(db, { actorUid: actor.uid, targetUid: uid, role });
    const self = updated.uid === actor.uid;
    // Their own profile changed: the layout's loader reloads it; without the role for this
    // screen (or the admin area) they leave it.
    if (self && !canEnterAdmin(updated.role)) throw redirect("/login");
    if (self && !isAdmin(updated.role)) throw redirect("/admin/dashboard");
    return { ok: true, uid, name: updated.displayName || updated.email, role: updated.role, self } satisfies RoleChangeResult;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isUserError(error) && statusFor[error.code] < 500) return refuse(error.code as RoleChangeFailure, uid);
    logger.error("A role change failed", error instanceof Error ? error.message : String(error));
    return refuse("role-update-failed", uid);
  }
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <UserList
        users={loaderData.users}
        pendingCount={loaderData.pendingCount}
        currentUid={loaderData.currentUid}
        actionResult={actionData}
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
