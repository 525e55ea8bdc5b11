import { useTranslation } from "~/i18n/react";
import { Outlet, useRouteLoaderData } from "react-router";
import { NavigationProgress } from "~/components/layout/navigation-progress";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { FooterCookieSettings } from "~/features/analytics/components/cookie-settings-button";
import { telHref } from "~/lib/phone";
import { useLanguage } from "~/i18n/use-language";
import type { loader as rootLoader } from "~/root";

export default function SiteLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { t } = useTranslation();
  const language = useLanguage();
  if (!root) throw new Error("The site layout needs the root loader's data");
  const { agency } = root.settings;
  const phoneHref = telHref(agency.phone);
  return (
    <div className="flex min-h-screen flex-col">
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader agencyName={agency.name} phone={agency.phone} phoneHref={phoneHref} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter
        agencyName={agency.name}
        phone={agency.phone}
        phoneHref={phoneHref}
        email={agency.email}
        address={agency.address[language]}
        social={agency.social}
        year={root.year}
        cookieSettings={
          root.settings.integrations.gaMeasurementId.trim()
            ? (className) => (
                <FooterCookieSettings measurementId={root.settings.integrations.gaMeasurementId} className={className} />
              )
            : undefined
        }
      />
      <ScrollToTop />
    </div>
  );
}
