// The message view's actions (mark read or unread, delete), shared by its forms and the action
// (client-safe). Messages are keys of contact-admin-messages.ts.
import { z } from "zod";
import type { FormReply } from "~/lib/forms/form-reply";
import { catalogueErrorText, type ErrorText } from "~/lib/forms/parse-form";

export const messageIntents = ["read", "unread", "delete"] as const;

export const MessageActionSchema = z.object({
  intent: z.enum(messageIntents, "errors.unknownAction"),
});

export type MessageAction = z.output<typeof MessageActionSchema>;

/** What a mark read/unread says (a delete goes back to the dashboard instead). */
export interface MessageActionSuccess {
  notice: "markedRead" | "markedUnread";
}

export type MessageActionReply = FormReply<MessageActionSuccess>;

/** Anything the forms never send is an unknown action. */
export function messageActionErrorText(t: (key: string) => string): ErrorText {
  return catalogueErrorText(t, { fallbackKey: "errors.unknownAction" });
}
