// The header menu on phones, the scroll-to-top button, and where navigation lands.
import { catalogue, expect, gotoHydrated, isSameDocument, markDocument, menuButton, settled, test } from "../support/fixtures";

const en = catalogue.en;

test.describe("On a phone, the menu button opens the site menu", { tag: "@phone" }, () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, "the menu button is only shown on small screens");
  });

  test("it opens a list that includes Home and closes when a link is chosen", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = menuButton(page);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAccessibleName(en.nav.openMenu);

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toHaveAccessibleName(en.nav.closeMenu);
    const menu = page.getByRole("banner").getByRole("navigation", { name: en.nav.label });
    await expect(menu.getByRole("link", { name: en.nav.home, exact: true })).toBeVisible();
    for (const name of [en.nav.solutions, en.nav.about, en.nav.services, en.nav.articles]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }

    await menu.getByRole("link", { name: en.nav.about, exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("it closes on a tap outside the header", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = menuButton(page);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("contentinfo").getByText(/©/).click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/\/$/);
  });

  test("it closes on Escape and gives focus back to the menu button", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = menuButton(page);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });
});

/** Makes any page tall enough to scroll, so these tests do not depend on the length of the copy. */
async function makeTall(page: import("@playwright/test").Page) {
  await page.evaluate(() => {
    document.body.style.paddingBottom = "3000px";
  });
}

test.describe("The back-to-top button", { tag: "@phone" }, () => {
  const scrollTo = async (page: import("@playwright/test").Page, y: number) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  };

  test("appears only after scrolling more than 500 pixels and scrolls back to the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    await makeTall(page);
    const backToTop = page.getByRole("button", { name: en.scrollToTop });

    await expect(backToTop).toBeHidden();
    await scrollTo(page, 500);
    // Give a late scroll handler the chance to show it wrongly: scroll events fire before the next frame.
    await settled(page);
    await expect(backToTop).toBeHidden();
    await scrollTo(page, 501);
    await expect(backToTop).toBeVisible();
    await scrollTo(page, 1000);
    await expect(backToTop).toBeVisible();

    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });
});

test.describe("Following a link", () => {
  // The smooth scroll the site uses otherwise only makes this test slower, not different.
  test.use({ reducedMotion: "reduce" });

  test("every client-side navigation lands at the top of the new page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await makeTall(page);
    await markDocument(page);
    const footer = page.getByRole("contentinfo");
    for (const [name, path] of [
      [en.nav.about, "/about"],
      [en.nav.services, "/services"],
      [en.footer.privacy, "/privacy-policy"],
      [en.nav.home, "/"],
    ] as const) {
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await footer.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
    expect(await isSameDocument(page), "the links navigated without reloading").toBe(true);
  });
});
