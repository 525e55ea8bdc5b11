// Stores the visitor's language choice in a cookie so the server renders it from then on.
// With JavaScript the switch is a fetcher submission (no reload); without, a form post and redirect.
import { data, redirect } from "react-router";
import { isLanguage, languageCookieMaxAge, languageCookieName } from "~/i18n/config";
import type { Route } from "./+types/set-language";

function safeRedirectTarget(value: FormDataEntryValue | null) {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : "/";
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const language = form.get("language");
  if (!isLanguage(language)) {
    return data({ ok: false as const, error: "Unsupported language" }, { status: 400 });
  }
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const cookie = `${languageCookieName}=${language}; Path=/; Max-Age=${languageCookieMaxAge}; SameSite=Lax${secure}`;
  if (form.get("js") !== "1") {
    throw redirect(safeRedirectTarget(form.get("redirectTo")), { headers: { "Set-Cookie": cookie } });
  }
  return data({ ok: true as const, language }, { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  throw redirect("/");
}
