// The share-link forms' use-case (the route reads and checks the form, this decides): create a
// link to the article in the address, or revoke one of that article's links. Editors and admins
// may do both on any article they can edit (the route checks who); a link id of another article
// is refused and changes nothing.
import type { Db } from "~/.server/db/client";
import type { Language } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import type { FormRefusal } from "~/lib/forms/form-reply";
import { formatAdminDate } from "./article-admin-views.server";
import { articlePreviewMessages } from "./article-preview-messages";
import type { ShareLinkAction, ShareLinkSaved } from "./share-link-schema";
import { createShareLink, revokeShareLink, type ShareLinkAuthor } from "./share-links.server";

export async function applyShareLinkAction(
  db: Db,
  input: { articleId: number; action: ShareLinkAction; by: ShareLinkAuthor; siteUrl: string; language: Language },
): Promise<{ ok: true; success: ShareLinkSaved } | ({ ok: false } & FormRefusal)> {
  const t = messagesT(articlePreviewMessages, input.language);
  const { action, articleId, by } = input;
  if (action.intent === "create") {
    const created = await createShareLink(db, { articleId, label: action.label, days: action.days, by });
    if (!created.ok) return { ok: false, status: 404, formErrors: [t("share.notFound")] };
    return {
      ok: true,
      success: {
        intent: "create",
        url: `${input.siteUrl}/preview/${created.token}`,
        expires: formatAdminDate(created.expiresAt, input.language),
        expiresIso: created.expiresAt,
      },
    };
  }
  const revoked = await revokeShareLink(db, { articleId, linkId: action.linkId, by });
  if (!revoked.ok) return { ok: false, status: 404, formErrors: [t("share.errors.linkNotFound")] };
  return { ok: true, success: { intent: "revoke", linkId: action.linkId } };
}
