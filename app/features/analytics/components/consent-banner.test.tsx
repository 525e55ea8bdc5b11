import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nProvider } from "~/i18n/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Language } from "~/i18n/config";
import { common as en } from "~/i18n/en/common";
import { common as th } from "~/i18n/th/common";
import { ConsentBanner, ConsentBannerView } from "./consent-banner";
import { CookieSettingsButton } from "./cookie-settings-button";

const catalogue = { en, th };

function render(node: ReactNode, language: Language = "en") {
  return renderToStaticMarkup(
    <I18nProvider language={language}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nProvider>,
  );
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe("ConsentBanner", () => {
  it.each(["G-TEST123", ""])("renders nothing on the server (measurement id %j), so hydration matches", (id) => {
    expect(render(<ConsentBanner measurementId={id} />)).toBe("");
  });
});

describe.each(["en", "th"] as const)("ConsentBannerView in %s", (language) => {
  const strings = catalogue[language].consent;

  it("is a labelled region with two equal choices and a link to the cookie policy", () => {
    const html = render(<ConsentBannerView current={null} onDecide={() => {}} />, language);
    const region = /<section aria-labelledby="([^"]+)" aria-describedby="([^"]+)" tabindex="-1" class="([^"]*)"/.exec(html);
    expect(region).not.toBeNull();
    const [, titleId, messageId, classes] = region ?? [];
    expect(html).toContain(`<p id="${titleId}" class="text-base font-semibold text-slate-900">${escape(strings.title)}</p>`);
    expect(html).toContain(`<span id="${messageId}">${escape(strings.message)}</span>`);
    expect(classes).toContain("sticky bottom-0");
    expect(html).not.toMatch(/role="dialog"|aria-modal/);

    const buttons = [...html.matchAll(/<button type="button" class="([^"]+)">([^<]+)<\/button>/g)];
    expect(buttons.map(([, , label]) => label)).toEqual([escape(strings.accept), escape(strings.decline)]);
    expect(buttons[0]?.[1]).toBe(buttons[1]?.[1]);

    expect(html).toMatch(new RegExp(`<a [^>]*href="/cookie-policy"[^>]*>${strings.policy}</a>`));
    expect(html).not.toContain(strings.current.granted);
  });

  it.each(["granted", "denied"] as const)("says what the current choice is (%s) when reopened", (current) => {
    const html = render(<ConsentBannerView current={current} onDecide={() => {}} />, language);
    expect(html).toContain(escape(strings.current[current]));
  });
});

describe("CookieSettingsButton", () => {
  it("renders nothing without a measurement id", () => {
    expect(render(<CookieSettingsButton measurementId="" />)).toBe("");
  });

  it.each(["en", "th"] as const)("renders the button in %s, with the current choice filled in after hydration", (language) => {
    const html = render(<CookieSettingsButton measurementId="G-TEST123" className="mt-6" />, language);
    expect(html).toContain(`${escape(catalogue[language].consent.settings)}</button>`);
    expect(html).toMatch(/<button type="button" aria-describedby="([^"]+)"[^>]*>.*<p id="\1" class="[^"]*"><\/p>/);
    expect(html).toContain('class="flex flex-wrap items-center gap-x-4 gap-y-2 mt-6"');
  });
});
