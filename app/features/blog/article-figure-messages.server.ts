// The words of the dashboard's article figures:
// used by the dashboard's loader only, so they stay on the server (docs/decisions/037).
import { defineMessages } from "~/i18n/messages";

export const articleFigureMessages = defineMessages(
  {
    published: { label: "Published articles", link: "See published articles" },
    drafts: { label: "Draft articles", link: "See drafts" },
  },
  {
    published: { label: "บทความที่เผยแพร่แล้ว", link: "ดูบทความที่เผยแพร่แล้ว" },
    drafts: { label: "บทความฉบับร่าง", link: "ดูฉบับร่าง" },
  },
);
