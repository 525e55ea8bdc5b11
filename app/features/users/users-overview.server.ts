// The dashboard's user figure (admins only): people who signed in and wait for approval.
import { count, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { countFigure } from "~/components/admin/count-figure";
import type { OverviewFigure } from "~/components/admin/overview-figures";
import type { Language } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { userFigureMessages } from "./user-figure-messages.server";

/** Answered from users_role_idx. */
export async function countPendingUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, "pending"));
  return Number(row?.total ?? 0);
}

export function pendingUsersFigure(pendingUsers: number, language: Language): OverviewFigure {
  const t = messagesT(userFigureMessages, language);
  return countFigure({
    id: "pendingUsers",
    count: pendingUsers,
    language,
    label: t("label"),
    note: t("note"),
    href: "/admin/users",
    link: t("link"),
    waiting: true,
  });
}
