import { expect, gotoHydrated, normaliseSpace, test } from "../support/fixtures";

test.describe("Choosing a package", () => {
  test("Get started leads to the contact form, which names the chosen package", async ({ page }) => {
    await gotoHydrated(page, "/services");
    const getStarted = page.getByRole("main").getByRole("link", { name: /get started/i });
    expect(await getStarted.count(), "the services page offers packages to start").toBeGreaterThan(0);

    const count = await getStarted.count();
    for (let index = 0; index < count; index++) {
      await gotoHydrated(page, "/services");
      const link = page
        .getByRole("main")
        .getByRole("link", { name: /get started/i })
        .nth(index);
      // The package's name is the heading of the card that holds the link.
      const packageName = normaliseSpace(
        await link.evaluate((element) => {
          for (let node = element.parentElement; node; node = node.parentElement) {
            const heading = node.querySelector("h2, h3, h4");
            if (heading) return heading.textContent ?? "";
          }
          return "";
        }),
      );
      expect(packageName, "the package card has a heading").not.toBe("");
      await link.click();
      await expect(page).toHaveURL(/\/contact\?package=[a-z-]+$/);
      await expect(page.getByRole("main")).toContainText(packageName);
    }
  });
});
