// The contact form's own checks against bots, run by readForm after the rate limit and the bot
// check and before the fields' errors: a filled honeypot is told "sent" (so it learns nothing) and
// nothing is stored; a form sent faster than a person types, or with a forged or stale stamp, is
// refused with a message and keeps what was typed. The stamp is judged once the fields are right,
// so a person who sent an empty form at once reads what to fill in, not "too quick".
import type { EarlyCheck } from "~/.server/forms.server";
import { logger } from "~/.server/logger";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./contact-form-fields";
import type { ContactSuccess } from "./contact-form-fields";
import { checkFormToken } from "./contact-form-token.server";

export function contactGuards(options: {
  secret: string;
  clientIp: string;
  t: (key: "errors.tooFast" | "errors.expired") => string;
}): (formData: FormData, fieldsValid: boolean) => EarlyCheck {
  return (formData, fieldsValid) => {
    const honeypot = formData.get(HONEYPOT_FIELD);
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      logger.info("Contact form: honeypot filled, message dropped", { clientIp: options.clientIp });
      return { pretendSuccess: { receipt: crypto.randomUUID() } satisfies ContactSuccess };
    }
    if (!fieldsValid) return null;
    const stamp = checkFormToken(options.secret, formData.get(FORM_TOKEN_FIELD));
    if (stamp.ok) return null;
    logger.info("Contact form: form time stamp refused", { reason: stamp.reason, clientIp: options.clientIp });
    return { refuse: options.t(stamp.reason === "tooFast" ? "errors.tooFast" : "errors.expired"), status: 400 };
  };
}
