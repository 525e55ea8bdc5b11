import { I18nProvider, useTranslation } from "~/i18n/react";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { publicEnv } from "~/.server/env";
import { useNonce } from "~/components/nonce";
import { AnalyticsScript, usePageViews } from "~/features/analytics/analytics-client";
import { ConsentBanner } from "~/features/analytics/components/consent-banner";
import { getSiteSettings } from "~/features/settings/settings.server";
import { isLanguage, languageParam } from "~/i18n/config";
import { useLanguage } from "~/i18n/use-language";
import { bangkokYear } from "~/lib/bangkok-date";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import interLatin from "./fonts/inter-latin.woff2?url";
import notoThai from "./fonts/noto-sans-thai-thai.woff2?url";
import notoThaiLatin from "./fonts/noto-sans-thai-latin.woff2?url";

/**
 * The faces the first screen of each language uses: fetched early, text doesn't re-wrap late. Not
 * on the dev server: there the browser fetched each face a second time for the stylesheet instead
 * of taking the preload, and warned that the preloads went unused. The production build's hashed
 * assets are fetched once.
 */
const fontPreloads = import.meta.env.DEV ? { en: [], th: [] } : ({ en: [interLatin], th: [notoThai, notoThaiLatin] } as const);

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(appContext);
  const settings = await getSiteSettings(db);
  return {
    language: requestLanguage(context),
    /** Whether the address itself names the language (`?lang=`), which decides the canonical URL. */
    languageInUrl: isLanguage(new URL(request.url).searchParams.get(languageParam)),
    settings,
    env: publicEnv(env),
    /** The footer's copyright year: Thailand's, not the server clock's. */
    year: bangkokYear(),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = useLanguage();
  const nonce = useNonce();
  // Marks the document once React has hydrated it (an effect runs only after its commit), for
  // whoever must not act before then: the browser tests, and people debugging a slow takeover.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <html lang={language} className={language === "th" ? "lang-th" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d40b8" />
        {/* With a precedence, React emits the stylesheet at the top of <head>, ahead of the hoisted
            <link rel="modulepreload"> of <Scripts>: the browser asks for what it must have before the
            first paint first. Without one it would come after them (React hoists those links). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {fontPreloads[language].map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
        ))}
        <Meta />
        {/* Stylesheets need no nonce (style-src allows 'self'); an explicit empty one stops React Router
            copying the script nonce onto them, which the browser would not hide and hydration would flag. */}
        <Links nonce="" />
      </head>
      <body>
        <I18nProvider language={language}>{children}</I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {data?.settings.integrations.gaMeasurementId ? (
          <AnalyticsScript measurementId={data.settings.integrations.gaMeasurementId} nonce={nonce} />
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  usePageViews({
    measurementId: loaderData.settings.integrations.gaMeasurementId,
    development: loaderData.env.mode === "development",
  });
  return (
    <>
      <Outlet />
      <ConsentBanner measurementId={loaderData.settings.integrations.gaMeasurementId} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-6 py-16">
      <title>{t("error.title")}</title>
      <p className="font-semibold text-brand-700">{status}</p>
      <h1 className="text-3xl font-bold text-slate-900">{t("error.title")}</h1>
      <p>{t("error.message")}</p>
      <p>
        <a className="font-semibold text-brand-700 underline" href="/">
          {t("notFound.home")}
        </a>
      </p>
    </main>
  );
}
