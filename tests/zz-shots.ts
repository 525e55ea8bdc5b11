import { chromium } from "playwright-core";
import { signIn } from "./support/staff";

const base = "http://localhost:3100";
const out = "/tmp/shots16";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const lang of ["en", "th"]) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    await context.addCookies([{ name: "lang", value: lang, url: base }]);
    const page = await context.newPage();
    await signIn(page, "admin@example.com", "Somchai Admin", { baseURL: base });
    await page.goto(`${base}/admin/articles`);
    const edit = page.locator('a[href$="/edit"]').first();
    const href = (await edit.getAttribute("href"))!;
    const id = href.split("/")[3];
    await page.goto(`${base}${href}`);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/editor-${lang}-${width}.png`, fullPage: true });
    // A change saved, so the history has something to show.
    const title = page.locator('input[name="en.title"]');
    await title.fill((await title.inputValue()) + " (updated)");
    await page.getByRole("button", { name: lang === "en" ? "Save" : "บันทึก", exact: true }).click();
    await page.waitForTimeout(1500);
    await page.goto(`${base}/admin/articles/${id}/history`);
    await page.screenshot({ path: `${out}/history-${lang}-${width}.png`, fullPage: true });
    const compare = page.locator(`a[href*="/history/"]`).first();
    if (await compare.count()) {
      await compare.click();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${out}/compare-${lang}-${width}.png`, fullPage: true });
    }
    await page.goto(`${base}/admin/articles/${id}/preview?lang=${lang}`);
    await page.screenshot({ path: `${out}/preview-${lang}-${width}.png` });
    await context.close();
  }
}
await browser.close();
