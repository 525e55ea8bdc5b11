// The dashboard's message figure (admins only): unread contact messages, counted by the dashboard's
// message list in the same query as its summary, so the figure and the list never disagree.
import { countFigure } from "~/components/admin/count-figure";
import type { OverviewFigure } from "~/components/admin/overview-figures";
import type { Language } from "~/i18n/config";
import { defineMessages, messagesT } from "~/i18n/messages";

// Used by the dashboard's loader only, so these words stay on the server (docs/decisions/037).
export const messageFigureMessages = defineMessages(
  { label: "Unread messages", note: "From the contact form", link: "Go to the messages" },
  { label: "ข้อความที่ยังไม่ได้อ่าน", note: "จากแบบฟอร์มติดต่อเรา", link: "ไปที่รายการข้อความ" },
);

/** Opens the message list below the overview on the same page. */
export function unreadMessagesFigure(unread: number, language: Language): OverviewFigure {
  const t = messagesT(messageFigureMessages, language);
  return countFigure({
    id: "unread",
    count: unread,
    language,
    label: t("label"),
    note: t("note"),
    href: "#messages-title",
    link: t("link"),
    waiting: true,
  });
}
