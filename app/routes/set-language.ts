// Stores the visitor's language choice in a cookie so the server renders it from then on.
// With JavaScript the switch is a fetcher submission (no reload); without, a form post and redirect.
import { data, redirect } from "react-router";
import {
  isLanguage,
  type Language,
  languageCookieMaxAge,
  languageCookieName,
  languageParam,
} from "~/i18n/config";
import type { Route } from "./+types/set-language";

/** Back to the page the visitor was on (same site only), with any `?lang=` following the switch. */
function redirectTarget(value: FormDataEntryValue | null, language: Language) {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return "/";
  }
  const url = new URL(value, "http://localhost");
  if (url.searchParams.has(languageParam)) url.searchParams.set(languageParam, language);
  return url.pathname + url.search + url.hash;
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
    throw redirect(redirectTarget(form.get("redirectTo"), language), { headers: { "Set-Cookie": cookie } });
  }
  return data({ ok: true as const, language }, { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  throw redirect("/");
}
