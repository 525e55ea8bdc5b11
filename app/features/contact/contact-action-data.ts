// What the /contact action answers, shared by the route and the form (client-safe).
import type { ContactField } from "./contact-schema";

export type ContactActionData =
  | { status: "sent"; receipt: string }
  | {
      status: "error";
      /** Translated, per field. */
      fieldErrors: Partial<Record<ContactField, string>>;
      /** Translated; for problems not tied to one field (rate limit, expired form, bot check). */
      formError?: string;
      /** What was sent, so that nothing typed is lost (the form works without JavaScript). */
      values: Partial<Record<ContactField, string>>;
    };
