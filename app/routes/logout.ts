// Sign-out: POST only, from this site only (the HTTP layer's Origin check), ends the session in the
// database and clears the cookie. A failure answers the one reply shape with the catalogue's
// sign-out error for the form as a whole, and the cookie stays.
import { redirect } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, readForm } from "~/.server/forms.server";
import { SignOutSchema, signOut } from "~/features/users/sign-out.server";
import { messagesT } from "~/i18n/messages";
import { commonMessages } from "~/i18n/resources";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  const failed = messagesT(commonMessages, requestLanguage(context))("auth.errors.signOutFailed");
  const form = await readForm(request, context, { schema: SignOutSchema, errorText: () => failed, unreadable: failed });
  if (!form.ok) return form.response;
  const outcome = await signOut(db, env, request);
  if (!outcome.ok) return formReply(form.submission, { status: outcome.status, formErrors: [failed] });
  throw redirect("/login", { headers: { "Set-Cookie": outcome.setCookie, "Cache-Control": "no-store" } });
}

export function loader() {
  throw redirect("/login");
}
