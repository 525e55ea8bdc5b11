// The admin shell: side menu, header with the current screen's title and subtitle, the signed-in
// person and sign-out. Its loader is the guard for everything below /admin.
import { Link, NavLink, Outlet, useMatches } from "react-router";
import { SignOutButton } from "~/features/auth/components/sign-out-button";
import { UserAvatar } from "~/features/auth/components/user-avatar";
import { requireStaff } from "~/features/users/staff-session.server";
import { isAdmin } from "~/features/users/roles";
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
  return {
    user: { displayName: user.displayName || user.email, email: user.email, photoURL: user.photoURL, role: user.role },
  };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

type MenuItem = { key: "dashboard" | "articles" | "users" | "settings" | "payments"; to?: string; adminOnly?: boolean };
const menu: MenuItem[] = [
  { key: "dashboard", to: "/admin/dashboard" },
  { key: "articles", to: "/admin/articles" },
  { key: "users", to: "/admin/users", adminOnly: true },
  { key: "settings", to: "/admin/settings" },
  { key: "payments", to: "/admin/payments" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = loaderData;
  const screen = useMatches()
    .map((match) => match.handle as Partial<AdminScreenHandle> | undefined)
    .reverse()
    .find((handle) => handle?.titleKey);
  const title = screen?.titleKey ? t(screen.titleKey) : t("admin.title");
  return (
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
                  {item.to ? (
                    <NavLink
                      to={item.to}
                      className={({ isActive }) =>
                        `block rounded-md px-3 py-2 font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
                      }
                    >
                      {t(`admin.menu.${item.key}`)}
                    </NavLink>
                  ) : (
                    <span className="block px-3 py-2 text-slate-600">
                      {t(`admin.menu.${item.key}`)} <span className="text-xs">({t("admin.comingSoon")})</span>
                    </span>
                  )}
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
            <SignOutButton />
          </div>
        </header>
        <main id="main" className="flex-1 px-6 py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
