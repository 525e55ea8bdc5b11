// The dashboard's money section (PGlite site): an admin sees a confirmed bank transfer in this
// month's row of the revenue table, in English and Thai; an editor sees no money at all.
// Other tests confirm payments on the same site at the same time, so the row is checked for what
// this test added (at least its deposit), never for an exact total. The chart is checked as drawn
// after the browser takes over (its fills are patterns referred to by id), at both widths.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { PNG } from "pngjs";
import { adminPaymentMessages } from "../../app/features/checkout/admin-messages";
import { revenueMessages } from "../../app/features/checkout/revenue-messages";
import { depositAmount, formatMoney } from "../../app/lib/pricing";
import { defaultCatalogue } from "../support/catalogue";
import { expect, expectNoAxeViolations, gotoHydrated, type TestLanguage, test } from "../support/fixtures";
import { unresolvedIdReferences } from "../support/id-references";
import { confirmPaymentReceived } from "../support/order-decisions";
import { reportedTransferOrder } from "../support/shop";
import { signInAs, uniqueClientIp } from "../support/staff";

test.describe.configure({ timeout: 90_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

const origin = () => test.info().project.use.baseURL ?? "";
const locale = (language: TestLanguage) => (language === "th" ? "th-TH" : "en-US");

async function useLanguage(page: Page, language: TestLanguage) {
  await page.context().addCookies([{ name: "lang", value: language, domain: new URL(origin()).hostname, path: "/" }]);
}

/** This Bangkok month as the revenue table names it ("November 2026", "พฤศจิกายน 2569"). */
function thisMonthName(language: TestLanguage) {
  return new Intl.DateTimeFormat(locale(language), { month: "long", year: "numeric", timeZone: "Asia/Bangkok" }).format(
    new Date(),
  );
}

/** The bank-transfer cell of this month's row, read as satang. */
async function bankTransfersThisMonth(page: Page, language: TestLanguage) {
  const table = page.getByRole("table", { name: revenueMessages[language].table.caption });
  const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: thisMonthName(language), exact: true }) });
  const cell = row.getByRole("cell").nth(2);
  const text = (await cell.textContent()) ?? "";
  return { cell, satang: Math.round(Number(text.replace(/[^\d.]/g, "")) * 100) };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The share of an image's pixels inside `box` (CSS pixels; `scale` image pixels to one) that are
 * not the card's white, inside an `inset` that leaves the shape's outline out; null when nothing
 * is left inside.
 */
function paintedShare(image: PNG, box: Box, scale: number, inset: number): number | null {
  const left = Math.ceil((box.x + inset) * scale);
  const right = Math.min(image.width, Math.floor((box.x + box.width - inset) * scale));
  const top = Math.ceil((box.y + inset) * scale);
  const bottom = Math.min(image.height, Math.floor((box.y + box.height - inset) * scale));
  let painted = 0;
  let all = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const at = (y * image.width + x) * 4;
      const [red = 255, green = 255, blue = 255] = image.data.subarray(at, at + 3);
      if (Math.max(255 - red, 255 - green, 255 - blue) > 24) painted++;
      all++;
    }
  }
  return all ? painted / all : null;
}

/**
 * The chart once the browser has taken over: every bar and legend swatch is filled (computed
 * style) with a pattern that is on the page, and shows it: inside its outline, the screenshot is
 * mostly not the card's white. A fill pointing at a missing id paints nothing.
 */
async function expectChartDrawn(page: Page, language: TestLanguage) {
  const r = revenueMessages[language];
  const chart = page.getByRole("img", { name: r.chart.name.replace("{{table}}", r.table.caption) });
  // The chart with its legend, on their white card.
  const figure = chart.locator("xpath=..");
  expect(await unresolvedIdReferences(page), "ids referred to but not on the page").toEqual([]);
  const image = PNG.sync.read(await figure.screenshot());
  const { width, shapes } = await figure.evaluate((root) => {
    const origin = root.getBoundingClientRect();
    const filled = [...root.querySelectorAll("rect")].filter((rect) => getComputedStyle(rect).fill.startsWith("url("));
    return {
      width: origin.width,
      shapes: filled.map((rect) => {
        const box = rect.getBoundingClientRect();
        const swatch = rect.closest("li");
        return {
          name: swatch ? `swatch "${swatch.textContent?.trim()}"` : "bar",
          swatch: swatch !== null,
          fill: getComputedStyle(rect).fill,
          box: { x: box.x - origin.x, y: box.y - origin.y, width: box.width, height: box.height },
        };
      }),
    };
  });
  const measured = shapes.map(({ name, swatch, fill, box }) => ({
    name,
    swatch,
    fill,
    // Inside a bar's white stroke, or a swatch's dark border.
    share: paintedShare(image, box, image.width / width, 1.5),
  }));
  expect(measured.filter((shape) => shape.swatch)).toHaveLength(3);
  // This test's transfer makes at least one bar tall and wide enough to look inside.
  expect(measured.filter((shape) => !shape.swatch && shape.share !== null).length).toBeGreaterThan(0);
  expect(measured.filter((shape) => shape.share !== null && shape.share < 0.6)).toEqual([]);
}

/**
 * The monthly table fits, or scrolls sideways inside its own focusable, named region with a shadow
 * at the edge saying there is more; scrolled to its end, the last column shows beside the months.
 * The page itself never scrolls sideways.
 */
async function expectTableInItsRegion(page: Page, language: TestLanguage) {
  const r = revenueMessages[language];
  const region = page.getByRole("region", { name: r.table.region });
  await expect(region.getByRole("table", { name: r.table.caption })).toBeVisible();
  await expect(region).toHaveAttribute("tabindex", "0");
  const layout = () =>
    region.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const headers = [...element.querySelectorAll("thead th")].map((header) => header.getBoundingClientRect());
      const inside = (cell: DOMRect | undefined) => !!cell && cell.left >= box.left - 1 && cell.right <= box.right + 1;
      return {
        pageScrollsSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        regionInWindow: box.left >= 0 && box.right <= document.documentElement.clientWidth,
        scrolls: element.scrollWidth > element.clientWidth,
        overflow: getComputedStyle(element).overflowX,
        monthsShown: inside(headers[0]),
        lastColumnShown: inside(headers.at(-1)),
      };
    });
  const before = await layout();
  expect(before).toMatchObject({ pageScrollsSideways: false, regionInWindow: true, monthsShown: true });
  const more = page.getByTestId("revenue-table-more");
  if (!before.scrolls) {
    expect(before.lastColumnShown).toBe(true);
    await expect(more).toHaveCount(0);
    return;
  }
  expect(before.overflow).toBe("auto");
  await expect(more).toBeVisible();
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(more).toHaveCount(0);
  expect(await layout()).toMatchObject({ pageScrollsSideways: false, monthsShown: true, lastColumnShown: true });
}

for (const language of ["en", "th"] as const) {
  test(`An admin sees a confirmed transfer in this month's money received (${language})`, async ({ page }) => {
    const r = revenueMessages[language];
    const m = adminPaymentMessages[language];
    const { reference } = await reportedTransferOrder(page.request, origin(), {
      fullName: `Revenue ${randomBytes(3).toString("hex")}`,
    });
    await signInAs(page, "admin");
    await useLanguage(page, language);
    await gotoHydrated(page, "/admin/dashboard");
    const before = (await bankTransfersThisMonth(page, language)).satang;

    await gotoHydrated(page, `/admin/payments?q=${reference}`);
    await page.getByRole("link", { name: m.table.open.replace("{{reference}}", reference) }).click();
    await confirmPaymentReceived(page, language);

    await gotoHydrated(page, "/admin/dashboard");
    await expect(page.getByRole("heading", { level: 2, name: r.heading })).toBeVisible();
    const chart = page.getByRole("img", { name: r.chart.name.replace("{{table}}", r.table.caption) });
    await expect(chart).toBeVisible();
    const table = page.getByRole("table", { name: r.table.caption });
    await expect(table.getByRole("columnheader", { name: m.methods.bank_transfer })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: r.table.totalRow })).toBeVisible();
    const deposit = depositAmount(defaultCatalogue().packages.find((pkg) => pkg.id === "ecommerce")?.priceSatang ?? 0);
    const after = await bankTransfersThisMonth(page, language);
    expect(after.satang - before).toBeGreaterThanOrEqual(deposit);
    // Baht in the reader's locale (฿ in Thai), as the rest of the admin shows money.
    await expect(after.cell).toHaveText(formatMoney(after.satang, "THB", locale(language)));
    await expect(page.getByRole("heading", { level: 3, name: r.outstanding.heading })).toBeVisible();
    await expect(page.getByTestId("outstanding-total")).toHaveText(
      language === "th" ? /^฿[\d,]+(\.\d{2})?$/ : /^THB\s?[\d,]+(\.\d{2})?$/,
    );
    await expectChartDrawn(page, language);
    await expectTableInItsRegion(page, language);
    await expectNoAxeViolations(page);
  });
}

test("An editor's dashboard shows no money received and no outstanding balances", async ({ page }) => {
  const r = revenueMessages.en;
  await signInAs(page, "editor");
  await gotoHydrated(page, "/admin/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: "At a glance" })).toBeVisible();
  await expect(page.getByRole("heading", { name: r.heading })).toHaveCount(0);
  await expect(page.getByRole("table", { name: r.table.caption })).toHaveCount(0);
  await expect(page.getByTestId("revenue-chart")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: r.outstanding.heading })).toHaveCount(0);
});
