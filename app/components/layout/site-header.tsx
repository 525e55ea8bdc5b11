import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Form, Link, NavLink } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { otherLanguage } from "~/i18n/config";
import { useLanguageSwitch } from "./use-language-switch";

export interface SiteHeaderProps {
  agencyName: string;
  phone: string;
  phoneHref: string;
}

const navItems = [
  { to: "/solutions", key: "nav.solutions" },
  { to: "/about", key: "nav.about" },
  { to: "/services", key: "nav.services" },
  { to: "/articles", key: "nav.articles" },
] as const;

/** In the phone menu the links are blocks: an inline link around a block would add its padding as empty lines. */
const menuLinkClass = (state: { isActive: boolean }) => `block ${navClass(state)}`;

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:bg-brand-50 hover:text-brand-700 ${
    isActive ? "text-brand-700" : "text-slate-700"
  }`;
}

export function SiteHeader({ agencyName, phone, phoneHref }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { language, switchTo, redirectTo } = useLanguageSwitch();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const target = otherLanguage(language);

  useEffect(() => {
    if (!menuOpen) return;
    menuRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  const languageSwitch = (
    <Form
      method="post"
      action="/set-language"
      onSubmit={(event) => {
        event.preventDefault();
        closeMenu();
        switchTo(target);
      }}
    >
      <input type="hidden" name="language" value={target} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        className="inline-flex h-10 min-w-10 items-center justify-center rounded-md border border-slate-300 px-2 text-sm font-semibold uppercase text-slate-700 hover:border-brand-600 hover:text-brand-700"
      >
        <span>{target.toUpperCase()}</span>
        {/* Heard, never seen: system fonts, so that an English page does not fetch the Thai web font for it. */}
        <span className="sr-only [font-family:system-ui,sans-serif]" lang={target}>
          {` ${t("language.switchTo")}`}
        </span>
      </button>
    </Form>
  );

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="mr-auto flex items-center gap-2" aria-label={t("nav.homeLink", { name: agencyName })}>
          <img src="/logo.svg" alt="" width="36" height="36" className="h-9 w-9" />
          <span className="text-lg font-bold tracking-tight text-slate-900">{agencyName}</span>
        </Link>

        <nav aria-label={t("nav.label")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navClass}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <a
          href={phoneHref}
          className="hidden items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 md:inline-flex"
          aria-label={t("nav.callUs", { phone })}
        >
          <PhoneIcon />
          <span>{phone}</span>
        </a>
        <div className="hidden sm:block">{languageSwitch}</div>
        <span className="hidden sm:inline-block">
          <ButtonLink to="/contact" size="sm">
            {t("nav.contact")}
          </ButtonLink>
        </span>

        <button
          ref={menuButtonRef}
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-md border border-slate-300 text-slate-700 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </button>
      </div>

      <nav
        id={menuId}
        aria-label={t("nav.label")}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden"
      >
        <ul ref={menuRef} className="flex flex-col py-2">
          {[{ to: "/", key: "nav.home" } as const, ...navItems, { to: "/contact", key: "nav.contact" } as const].map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className={menuLinkClass} onClick={closeMenu}>
                <span className="block py-1">{t(item.key)}</span>
              </NavLink>
            </li>
          ))}
          <li>
            <a href={phoneHref} className={menuLinkClass({ isActive: false })} onClick={closeMenu}>
              <span className="flex items-center gap-2 py-1">
                <PhoneIcon />
                {phone}
              </span>
            </a>
          </li>
        </ul>
        <div className="sm:hidden">{languageSwitch}</div>
      </nav>
    </header>
  );
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
    </svg>
  );
}
