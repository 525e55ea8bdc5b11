// Stores the visitor's language choice in a cookie so the server renders it from then on.
// With JavaScript the switch is a fetcher submission (no reload); without, a form post and redirect.
import { data, redirect } from "react-router";
import { isLanguage, type Language, languageCookieMaxAge, languageCookieName, languageParam } from "~/i18n/config";
import { safeLocalPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/set-language";

/** Back to the page the visitor was on (same site only), with any `?lang=` following the switch. */
function redirectTarget(value: FormDataEntryValue | null, language: Language) {
  const path = safeLocalPath(value);
  const url = new URL(path, "http://localhost");
  if (!url.searchParams.has(languageParam)) return path;
  url.searchParams.set(languageParam, language);
  return url.pathname + url.search + url.hash;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const language = form.get("language");
  if (!isLanguage(language)) {
    // Only a hand-made request names another language: the page's own script gets a code, a form
    // post without JavaScript goes back where it came from, nothing set either way.
    if (form.get("js") === "1") return data({ ok: false as const, error: "unsupportedLanguage" }, { status: 400 });
    throw redirect(safeLocalPath(form.get("redirectTo")));
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
