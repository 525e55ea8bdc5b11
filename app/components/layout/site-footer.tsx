import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";

export interface SiteFooterProps {
  agencyName: string;
  phone: string;
  phoneHref: string;
  email: string;
  address: string;
  /** `others`: further links an admin adds on /admin/settings, shown by their label. */
  social: { facebook: string; line: string; instagram: string; others?: readonly { label: string; url: string }[] };
  year: number;
  /** The "Cookie settings" control (the analytics feature's), listed with the legal links. */
  cookieSettings?: (className: string) => React.ReactNode;
}

const linkClass = "text-slate-300 hover:text-white hover:underline";

export function SiteFooter({ agencyName, phone, phoneHref, email, address, social, year, cookieSettings }: SiteFooterProps) {
  const { t } = useTranslation();
  const socialLinks = (["facebook", "line", "instagram"] as const).filter((network) => social[network]);
  const otherLinks = social.others ?? [];
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <img src="/logo.svg" alt="" width="32" height="32" className="h-8 w-8" />
            {agencyName}
          </p>
          <p className="mt-3 text-sm leading-relaxed">{t("footer.tagline")}</p>
          <address className="mt-3 text-sm not-italic">{address}</address>
          {socialLinks.length + otherLinks.length > 0 ? (
            <div className="mt-5">
              <p className="text-sm font-semibold text-white">{t("footer.social")}</p>
              <ul className="mt-2 flex gap-3">
                {socialLinks.map((network) => (
                  <li key={network}>
                    <a
                      href={social[network]}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                      aria-label={t(`footer.socialLinks.${network}`, { name: agencyName })}
                    >
                      <SocialIcon network={network} />
                    </a>
                  </li>
                ))}
              </ul>
              {otherLinks.length > 0 ? (
                <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {otherLinks.map((link, index) => (
                    <li key={`${index}-${link.url}`}>
                      <a className={linkClass} href={link.url} rel="noopener noreferrer" target="_blank">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>

        <FooterColumn heading={t("footer.aboutHeading")}>
          <li>
            <Link className={linkClass} to="/">
              {t("nav.home")}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/about">
              {t("nav.about")}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/solutions">
              {t("nav.solutions")}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/services">
              {t("nav.services")}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/contact">
              {t("nav.contact")}
            </Link>
          </li>
        </FooterColumn>

        <FooterColumn heading={t("footer.servicesHeading")}>
          <li>
            <Link className={linkClass} to="/services#starter">
              {t("footer.serviceLinks.starter")}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/services#ecommerce">
              {t("footer.serviceLinks.ecommerce")}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/services#premium">
              {t("footer.serviceLinks.premium")}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/services#maintenance">
              {t("footer.serviceLinks.maintenance")}
            </Link>
          </li>
        </FooterColumn>

        <FooterColumn heading={t("footer.contactHeading")}>
          <li>
            <Link className={linkClass} to="/contact">
              {t("footer.contactPage")}
            </Link>
          </li>
          <li>
            <a className={linkClass} href={`mailto:${email}`}>
              {t("footer.emailUs", { email })}
            </a>
          </li>
          <li>
            <a className={linkClass} href={phoneHref}>
              {t("footer.callUs", { phone })}
            </a>
          </li>
          <li>
            <Link className={linkClass} to="/privacy-policy">
              {t("footer.privacy")}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/cookie-policy">
              {t("footer.cookies")}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/terms">
              {t("footer.terms")}
            </Link>
          </li>
          {cookieSettings ? <li>{cookieSettings(`${linkClass} cursor-pointer text-left`)}</li> : null}
        </FooterColumn>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-slate-400 sm:px-6">
          {t("footer.copyright", { year, name: agencyName })}
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <nav aria-label={heading}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{heading}</h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </nav>
  );
}

function SocialIcon({ network }: { network: "facebook" | "line" | "instagram" }) {
  const paths = {
    facebook: "M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.9c0-.6.4-.9.5-.9z",
    line: "M12 3C6.5 3 2 6.6 2 11c0 3.9 3.5 7.2 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5 1.1-.5 5.8-3.4 7.9-5.9C21.4 14.3 22 12.7 22 11c0-4.4-4.5-8-10-8zM8.3 13.4H6.4a.5.5 0 0 1-.5-.5V9a.5.5 0 0 1 1 0v3.4h1.4a.5.5 0 0 1 0 1zm2 -.5a.5.5 0 0 1-1 0V9a.5.5 0 0 1 1 0zm4.6 0a.5.5 0 0 1-.9.3l-2-2.7v2.4a.5.5 0 0 1-1 0V9a.5.5 0 0 1 .9-.3l2 2.7V9a.5.5 0 0 1 1 0zm3.1-2.4a.5.5 0 0 1 0 1h-1.4v.9H18a.5.5 0 0 1 0 1h-1.9a.5.5 0 0 1-.5-.5V9a.5.5 0 0 1 .5-.5H18a.5.5 0 0 1 0 1h-1.4v.9z",
    instagram:
      "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM21.9 7.9c-.1-1.6-.4-3-1.6-4.2S17.7 2.2 16.1 2.1C14.5 2 9.5 2 7.9 2.1 6.3 2.2 4.9 2.5 3.7 3.7S2.2 6.3 2.1 7.9C2 9.5 2 14.5 2.1 16.1c.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.6.1 6.6.1 8.2 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.6.1-6.6 0-8.2zM19.8 18a3.3 3.3 0 0 1-1.9 1.9c-1.3.5-4.4.4-5.9.4s-4.6.1-5.9-.4A3.3 3.3 0 0 1 4.2 18c-.5-1.3-.4-4.4-.4-5.9s-.1-4.6.4-5.9A3.3 3.3 0 0 1 6.1 4.3c1.3-.5 4.4-.4 5.9-.4s4.6-.1 5.9.4a3.3 3.3 0 0 1 1.9 1.9c.5 1.3.4 4.4.4 5.9s.1 4.6-.4 5.8z",
  } as const;
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
