// The dashboard's user figure (admins only): people who signed in and wait for approval.
import { count, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { countFigure } from "~/components/admin/count-figure";
import type { OverviewFigure } from "~/components/admin/overview-figures";
import type { Language } from "~/i18n/config";
import { defineMessages, messagesT } from "~/i18n/messages";

/** Answered from users_role_idx. */
export async function countPendingUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, "pending"));
  return Number(row?.total ?? 0);
}

// Used by the dashboard's loader only, so these words stay on the server (docs/decisions/037).
export const userFigureMessages = defineMessages(
  { label: "People awaiting approval", note: "Signed in, but without access yet", link: "Review on the Users screen" },
  { label: "ผู้ใช้ที่รออนุมัติ", note: "เข้าสู่ระบบแล้ว แต่ยังไม่ได้รับสิทธิ์", link: "ไปอนุมัติที่หน้าผู้ใช้" },
);

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
