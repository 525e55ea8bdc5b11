// The admin shell: side menu, header with the current screen's title and subtitle, the signed-in
// person and sign-out. Its loader is the guard for everything below /admin.
// First: zod's setting for the CSP, before any admin screen's module builds a schema.
import "~/lib/forms/zod-jitless";
import { isRouteErrorResponse, Link, Navigate, NavLink, Outlet, useMatches, useRouteError } from "react-router";
import { authMessages } from "~/features/auth/auth-messages";
import { staffGuard } from "~/features/auth/auth-state";
import { ProfileLoadFailed } from "~/features/auth/components/profile-load-failed";
import { SignOutButton } from "~/features/auth/components/sign-out-button";
import { forgetArticleDrafts } from "~/features/blog/components/article-draft-store";
import { UserAvatar } from "~/features/auth/components/user-avatar";
import { AuthStateProvider, useAuthState } from "~/features/auth/use-auth-state";
import { isProfileLoadFailure } from "~/features/users/access-errors";
import { canEnterAdmin, isAdmin, isRole } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import { useMessages } from "~/i18n/messages";
import type { TranslationKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/admin-layout";

/** What each admin screen tells the shell (`export const handle`). */
export interface AdminScreenHandle {
  titleKey: TranslationKey;
  subtitleKey: TranslationKey;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  // The first sign-in state of the client's auth state: the identity and its profile.
  return {
    user: {
      uid: user.uid,
      email: user.email,
      displayName: user.displayName || user.email,
      photoURL: user.photoURL,
      emailVerified: user.emailVerified,
    },
    profile: {
      uid: user.uid,
      email: user.email,
      displayName: user.displayName || user.email,
      photoURL: user.photoURL,
      role: user.role,
    },
  };
}

const mayEnterAdmin = (profile: { role: string }) => isRole(profile.role) && canEnterAdmin(profile.role);

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

type MenuItem = {
  key: "dashboard" | "articles" | "categories" | "content" | "users" | "settings" | "payments" | "privacy";
  to: string;
  adminOnly?: boolean;
};
const menu: MenuItem[] = [
  { key: "dashboard", to: "/admin/dashboard" },
  { key: "articles", to: "/admin/articles" },
  // Categories are words: editors manage them too (ADR 088).
  { key: "categories", to: "/admin/categories" },
  // Packages, prices, testimonials, FAQ: editors change words there, admins also figures (ADR 094).
  { key: "content", to: "/admin/content" },
  { key: "users", to: "/admin/users", adminOnly: true },
  { key: "settings", to: "/admin/settings" },
  // Orders and payments are customers' personal data: admins only (ADR 047).
  { key: "payments", to: "/admin/payments", adminOnly: true },
  // Data-subject requests name people: admins only.
  { key: "privacy", to: "/admin/privacy", adminOnly: true },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const auth = useAuthState([
    { type: "auth-changed", user: loaderData.user },
    { type: "profile-loaded", profile: loaderData.profile },
  ]);
  const decision = staffGuard(auth.state, mayEnterAdmin);
  const { t: ta } = useMessages(authMessages);
  const screen = useMatches()
    .map((match) => match.handle as Partial<AdminScreenHandle> | undefined)
    .reverse()
    .find((handle) => handle?.titleKey);
  // The server has already guarded this request; this keeps the screen from ever showing a state
  // the guard would refuse (e.g. while a sign-in state is still loading).
  if (decision.action === "redirect") return <Navigate to={decision.to} replace />;
  if (decision.action === "wait" || !auth.state.profile) {
    return (
      <p role="status" className="p-6 text-slate-700">
        {ta("loading")}
      </p>
    );
  }
  const user = { ...auth.state.profile, role: loaderData.profile.role };
  const title = screen?.titleKey ? t(screen.titleKey) : t("admin.title");
  return (
    <AuthStateProvider value={auth}>
      <div className="min-h-screen bg-slate-50 md:flex">
        <aside className="border-b border-slate-200 bg-white md:w-60 md:shrink-0 md:border-r md:border-b-0">
          <div className="px-5 py-4">
            <Link to="/" className="font-bold text-brand-800">
              {t("admin.title")}
            </Link>
          </div>
          <nav aria-label={t("admin.menuLabel")} className="px-3 pb-4">
            <ul className="flex flex-wrap gap-1 md:flex-col">
              {menu
                .filter((item) => !item.adminOnly || isAdmin(user.role))
                .map((item) => (
                  <li key={item.key}>
                    <NavLink
                      to={item.to}
                      className={({ isActive }) =>
                        `block rounded-md px-3 py-2 font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
                      }
                    >
                      {t(`admin.menu.${item.key}`)}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 bg-white px-6 py-4">
            <div>
              <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
              {screen?.subtitleKey ? <p className="text-slate-600">{t(screen.subtitleKey)}</p> : null}
            </div>
            <div className="flex flex-wrap items-center gap-4">
              <Link to="/" className="font-semibold text-brand-700 underline">
                {t("auth.backToWebsite")}
              </Link>
              <div className="flex items-center gap-3">
                <UserAvatar src={user.photoURL} alt={t("admin.avatarAlt", { name: user.displayName })} />
                <div className="text-sm">
                  <p className="font-semibold text-slate-900" data-testid="admin-user-name">
                    {user.displayName}
                  </p>
                  <p className="text-slate-600" data-testid="admin-user-role">
                    {t(`admin.roles.${user.role}`)}
                  </p>
                </div>
              </div>
              <SignOutButton onSignedOut={forgetArticleDrafts} />
            </div>
          </header>
          <main id="main" className="flex-1 px-6 py-8">
            <Outlet />
          </main>
        </div>
      </div>
    </AuthStateProvider>
  );
}

/**
 * The profile could not be read (the guard's 503): the catalogue's message in a bare shell, since
 * there is no one to show in the header. Anything else a screen did not handle itself reads as
 * the root's general error.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const payload = isRouteErrorResponse(error) ? error.data : undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-6 py-16">
      <title>{t("error.title")}</title>
      {isProfileLoadFailure(payload) ? (
        <>
          <h1 className="text-3xl font-bold text-slate-900">{t("admin.title")}</h1>
          <ProfileLoadFailed retryTo="/admin/dashboard" />
        </>
      ) : (
        <>
          <p className="font-semibold text-brand-700">{status}</p>
          <h1 className="text-3xl font-bold text-slate-900">{t("error.title")}</h1>
          <p>{t("error.message")}</p>
        </>
      )}
      <p>
        <a className="font-semibold text-brand-700 underline" href="/">
          {t("auth.backToWebsite")}
        </a>
      </p>
    </main>
  );
}
