import { bangkokYear } from "../../app/lib/bangkok-date";
import { catalogue, escapeRegExp, expect, gotoHydrated, test } from "../support/fixtures";

const en = catalogue.en;
/** "Phone: {{phone}}" -> /^Phone: / */
const startOf = (template: string) => new RegExp(`^${escapeRegExp(template.split("{{")[0] ?? "")}`);

test.describe("The footer", () => {
  test("shows the copyright with the current year in Thailand", async ({ page }) => {
    await gotoHydrated(page, "/");
    const year = bangkokYear();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${year}`);
  });

  test("lets visitors call and e-mail the agency", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    const phone = footer.getByRole("link", { name: startOf(en.footer.callUs) });
    await expect(phone).toHaveAttribute("href", /^tel:\+?\d{8,}$/);
    const email = footer.getByRole("link", { name: startOf(en.footer.emailUs) });
    await expect(email).toHaveAttribute("href", /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
  });

  test("links to the company pages and the legal pages", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      [en.nav.home, "/"],
      [en.nav.about, "/about"],
      [en.nav.solutions, "/solutions"],
      [en.nav.services, "/services"],
      [en.footer.contactPage, "/contact"],
      [en.footer.privacy, "/privacy-policy"],
      [en.footer.terms, "/terms"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });
});
