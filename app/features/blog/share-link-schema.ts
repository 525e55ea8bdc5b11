// The share-link forms on the article editor (create, revoke), shared by the forms and the action
// (client-safe). Messages are keys of article-preview-messages.ts.
import { z } from "zod";
import type { FormReply } from "~/lib/forms/form-reply";
import { catalogueErrorText, type ErrorText, parseForm } from "~/lib/forms/parse-form";

/** How long a new link may work, in days: the longest is the cap share_links_expiry_check enforces. */
export const SHARE_LINK_DAY_CHOICES = [1, 7, 30] as const;
export type ShareLinkDays = (typeof SHARE_LINK_DAY_CHOICES)[number];
export const DEFAULT_SHARE_LINK_DAYS: ShareLinkDays = 7;
export const SHARE_LINK_LABEL_MAX = 80;

const BAD_REQUEST = "share.errors.badRequest";

export const CreateShareLinkSchema = z.object({
  intent: z.literal("create", BAD_REQUEST),
  label: z.string(BAD_REQUEST).trim().max(SHARE_LINK_LABEL_MAX, "share.errors.labelTooLong").default(""),
  days: z
    .enum(["1", "7", "30"], "share.errors.days")
    .default(String(DEFAULT_SHARE_LINK_DAYS) as "7")
    .transform((value) => Number(value) as ShareLinkDays),
});

export const RevokeShareLinkSchema = z.object({
  intent: z.literal("revoke", BAD_REQUEST),
  linkId: z
    .string(BAD_REQUEST)
    .regex(/^[1-9][0-9]{0,9}$/, BAD_REQUEST)
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, BAD_REQUEST),
});

export const ShareLinkActionSchema = z.discriminatedUnion("intent", [CreateShareLinkSchema, RevokeShareLinkSchema], BAD_REQUEST);
export type ShareLinkAction = z.output<typeof ShareLinkActionSchema>;

export type ShareLinkStatus = "active" | "expired" | "revoked";

/** A link as the editor's list shows it (share-links.server.ts): dates in Bangkok time, in the page's language. */
export interface ShareLinkView {
  id: number;
  label: string;
  by: string;
  created: string;
  createdIso: string;
  expires: string;
  expiresIso: string;
  status: ShareLinkStatus;
}

export type ShareLinkFormValues = { intent: string; label: string; days: string };

/** What an accepted form tells the page: the new link (shown this once), or which link was revoked. */
export type ShareLinkSaved =
  { intent: "create"; url: string; expires: string; expiresIso: string } | { intent: "revoke"; linkId: number };

export type ShareLinkReply = FormReply<ShareLinkSaved>;

export function shareLinkErrorText(t: (key: string, values?: Record<string, string | number>) => string): ErrorText {
  return catalogueErrorText(t, { fallbackKey: BAD_REQUEST, limits: { label: SHARE_LINK_LABEL_MAX } });
}

/** The schema's check in the browser (conform's parse, one message per field). */
export function checkShareLinkForm(formData: FormData | URLSearchParams, errorText: ErrorText) {
  return parseForm(formData, ShareLinkActionSchema, errorText);
}
