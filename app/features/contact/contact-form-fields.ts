// What the contact route and the contact form agree on, without zod (the form's first load must
// stay small; the schema is loaded on first focus): the hidden fields' names and what an accepted
// message answers.
import type { FormReply } from "~/lib/forms/form-reply";

/** The honeypot's name: an ordinary-looking field that people never see, and bots fill in. */
export const HONEYPOT_FIELD = "website";
export const FORM_TOKEN_FIELD = "formToken";
/**
 * lib/attestation's ATTESTATION_FIELD, spelled out so that its module stays out of this page's
 * script (contact-form.test.tsx checks they agree).
 */
export const ATTESTATION_TOKEN_FIELD = "attestationToken";

/** Upper bounds a person reaches only on purpose; each is checked in the browser and on the server. */
export const contactLimits = {
  name: 100,
  /** RFC 5321: 64 for the local part, 255 for the domain. */
  email: 254,
  phone: 30,
  company: 150,
  message: 5000,
} as const;

export interface ContactSuccess {
  /** New for every accepted message, so the page tells two messages in a row apart. */
  receipt: string;
}

export type ContactReply = FormReply<ContactSuccess>;
