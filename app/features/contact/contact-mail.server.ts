// The two mails a contact message causes: a notification to the agency (staff read English and
// Thai; the labels are English, the visitor's words are theirs) and an acknowledgement to the
// visitor in the language they used the site in, which repeats nothing they typed. Plain text
// only: nothing a visitor typed is ever interpreted as HTML.
import type { OutgoingMail } from "~/.server/mail/outbox.server";
import type { Language } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { acknowledgementMessages } from "./contact-mail-messages.server";
import type { ContactMessageInput } from "./contact-schema";

export interface ContactMailContext {
  agencyName: string;
  /** Where replies to the acknowledgement go. */
  agencyEmail: string;
  agencyPhone: string;
  /** Where notifications go (settings: agency.notificationEmail). */
  notificationEmail: string;
  siteUrl: string;
  language: Language;
  /** The chosen package's English name in the catalogue, if the message names one. */
  packageTitle?: string | null;
}

export function notificationMail(id: number, message: ContactMessageInput, context: ContactMailContext): OutgoingMail {
  const lines = [
    `New message from the contact form on ${context.siteUrl}`,
    "",
    `Name:     ${message.name}`,
    `E-mail:   ${message.email}`,
    `Phone:    ${message.phone ?? "-"}`,
    `Company:  ${message.company ?? "-"}`,
    `Package:  ${message.packageId ? (context.packageTitle ?? message.packageId) : "-"}`,
    `Language: ${context.language === "th" ? "Thai" : "English"}`,
    "",
    "Message:",
    message.message,
    "",
    `Reply to this e-mail to answer ${message.name}, or read it in the admin: ${context.siteUrl}/admin/messages/${id}`,
  ];
  return {
    to: context.notificationEmail,
    replyTo: message.email,
    // The name cannot hold a line break (the schema refuses control characters).
    subject: `New contact message from ${message.name}`,
    text: lines.join("\n"),
    kind: "contact-notification",
    reference: `contact:${id}`,
  };
}

export function acknowledgementMail(id: number, message: ContactMessageInput, context: ContactMailContext): OutgoingMail {
  const t = messagesT(acknowledgementMessages, context.language);
  // Nothing the visitor typed: the address is theirs only by their word (outbox.server.ts).
  const values = { agency: context.agencyName, phone: context.agencyPhone, site: context.siteUrl };
  const text = [
    t("greeting", values),
    "",
    t("thanks", values),
    "",
    ...(context.agencyPhone ? [t("call", values), ""] : []),
    t("closing", values),
    "",
    "--",
    t("notYou", values),
  ].join("\n");
  return {
    to: message.email,
    replyTo: context.agencyEmail || undefined,
    subject: t("subject", values),
    text,
    kind: "contact-acknowledgement",
    reference: `contact:${id}`,
    toUnverifiedAddress: true,
  };
}
