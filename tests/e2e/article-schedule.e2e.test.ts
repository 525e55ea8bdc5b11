// Scheduled publishing as staff and visitors see it, in English and in Thai: an editor schedules
// a draft an hour ahead, the list shows it as scheduled with its Bangkok time, visitors cannot
// see it; the editor then moves its time to a few seconds ahead, and it appears on /articles and
// at its address once that time has come (the e2e servers look for due articles every second:
// ARTICLE_SCHEDULE_INTERVAL_MS). So no test waits long for a time to come.
import type { Browser, Locator, Page } from "@playwright/test";
import { articleAdminMessages } from "../../app/features/blog/article-admin-messages";
import { articleScheduleMessages } from "../../app/features/blog/article-schedule-messages";
import { bangkokLocalToUtc, utcToBangkokLocal } from "../../app/features/blog/article-schedule-time";
import { localeFor } from "../../app/i18n/config";
import { contentSiteUrl } from "../support/e2e-env";
import { escapeRegExp, expect, expectNoAxeViolations, gotoHydrated, test } from "../support/fixtures";
import { signInAs } from "../support/staff";

// Publishes articles: on the site kept for that, away from the blog tests' exact lists.
test.use({ baseURL: contentSiteUrl() });

/** The first time: far enough ahead to look at everything before it passes, on any machine. */
const FIRST_AHEAD_MS = 3_600_000;
/** The time it is moved to: far enough ahead for the save to be answered before it passes. */
const MOVED_AHEAD_MS = 8_000;

/** What a visitor (no staff cookie) gets at `path` right now. */
async function visitor(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: new URL(contentSiteUrl()).origin });
  const response = await context.request.get(path);
  const result = { status: response.status(), html: await response.text() };
  await context.close();
  return result;
}

/** A time as the editor and the list show it: Bangkok's clock, to the minute. */
function bangkokTime(language: "en" | "th", at: Date) {
  return new Intl.DateTimeFormat(localeFor(language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Bangkok",
  }).format(at);
}

function field(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
}

for (const language of ["en", "th"] as const) {
  const admin = articleAdminMessages[language];
  const schedule = articleScheduleMessages[language];

  test(`an editor schedules an article (${language}): listed with its Bangkok time, hidden until then, public after`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signInAs(page, "editor");
    // The staff member's language stays through the redirects (as after using the language switch).
    await page.context().addCookies([{ name: "lang", value: language, url: new URL(contentSiteUrl()).origin }]);
    await gotoHydrated(page, `/admin/articles/new?lang=${language}`);
    const english = page.getByRole("tabpanel", { name: admin.editor.languages.en });
    await expect(english.getByRole("toolbar", { name: admin.toolbar.label })).toBeVisible();

    const title = `Scheduled ${language} ${testInfo.project.name} ${Date.now().toString(36)}`;
    await field(english, admin.editor.fields.title).fill(title);
    const slug = await field(page, admin.editor.fields.slug).inputValue();
    const content = english.getByRole("textbox", { name: admin.editor.fields.content });
    await content.click();
    await content.pressSequentially("Out on time.");

    // A time in the past is refused next to the field.
    const publishOn = field(page, admin.editor.fields.scheduledAt);
    await publishOn.fill(utcToBangkokLocal(new Date(Date.now() - 3_600_000)).slice(0, 16));
    await page.getByRole("button", { name: admin.editor.save, exact: true }).click();
    await expect(publishOn).toHaveAccessibleDescription(new RegExp(escapeRegExp(admin.errors.scheduleInPast)));
    await expect(publishOn).toBeFocused();

    // An hour ahead, on Bangkok's clock (to the second, which the control accepts).
    const value = utcToBangkokLocal(new Date(Date.now() + FIRST_AHEAD_MS));
    const at = bangkokLocalToUtc(value) as Date;
    await publishOn.fill(value);
    await page.getByRole("button", { name: admin.editor.save, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/\d+\/edit\?/);
    const editUrl = page.url();
    const shown = bangkokTime(language, at);
    await expect(page.getByText(schedule.field.scheduledFor.replace("{{date}}", shown))).toBeVisible();
    await expect(field(page, admin.editor.fields.scheduledAt)).toHaveValue(value);
    await expectNoAxeViolations(page);

    // Not public yet.
    expect((await visitor(browser, `/articles/${slug}`)).status).toBe(404);
    expect((await visitor(browser, `/articles?lang=${language}`)).html).not.toContain(title);

    // The list, filtered to scheduled drafts: the badge and the time, machine-readable too.
    await gotoHydrated(page, `/admin/articles?lang=${language}&status=scheduled&q=${encodeURIComponent(title)}`);
    const row = page.getByRole("row", { name: new RegExp(escapeRegExp(title)) });
    await expect(row.getByText(schedule.list.scheduled, { exact: true })).toBeVisible();
    await expect(row.locator(`time[datetime="${at.toISOString()}"]`)).toHaveText(shown);
    await expect(row.getByRole("button", { name: schedule.list.unscheduleNamed.replace("{{title}}", title) })).toBeVisible();

    // The editor moves the time to a few seconds ahead: still hidden once saved, public once it comes.
    await gotoHydrated(page, editUrl);
    const soonValue = utcToBangkokLocal(new Date(Date.now() + MOVED_AHEAD_MS));
    const soon = bangkokLocalToUtc(soonValue) as Date;
    await field(page, admin.editor.fields.scheduledAt).fill(soonValue);
    await page.getByRole("button", { name: admin.editor.save, exact: true }).click();
    await expect(page.getByText(schedule.field.scheduledFor.replace("{{date}}", bangkokTime(language, soon)))).toBeVisible();
    if (Date.now() < soon.getTime() - 1_000) expect((await visitor(browser, `/articles/${slug}`)).status).toBe(404);

    // Its time comes: public at its address and in the list, in both languages.
    await expect
      .poll(async () => (await visitor(browser, `/articles/${slug}`)).status, {
        timeout: MOVED_AHEAD_MS + 30_000,
        intervals: [1_000],
      })
      .toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(soon.getTime());
    expect((await visitor(browser, `/articles?lang=${language}`)).html).toContain(title);
    expect((await visitor(browser, `/articles/${slug}?lang=${language}`)).html).toContain("Out on time.");

    // Staff see it published, no longer scheduled.
    await gotoHydrated(page, `/admin/articles?lang=${language}&q=${encodeURIComponent(title)}`);
    await expect(row.getByText(admin.status.published, { exact: true })).toBeVisible();
    await expect(row.getByText(schedule.list.scheduled, { exact: true })).toHaveCount(0);
  });
}

test("Unschedule in the list returns a scheduled draft to a plain draft", async ({ page, browser }) => {
  const admin = articleAdminMessages.en;
  const schedule = articleScheduleMessages.en;
  await signInAs(page, "editor");
  await gotoHydrated(page, "/admin/articles/new?lang=en");
  const english = page.getByRole("tabpanel", { name: admin.editor.languages.en });
  await expect(english.getByRole("toolbar", { name: admin.toolbar.label })).toBeVisible();
  const title = `Unscheduled ${Date.now().toString(36)}`;
  await field(english, admin.editor.fields.title).fill(title);
  const slug = await field(page, admin.editor.fields.slug).inputValue();
  const content = english.getByRole("textbox", { name: admin.editor.fields.content });
  await content.click();
  await content.pressSequentially("Not yet.");
  await field(page, admin.editor.fields.scheduledAt).fill(utcToBangkokLocal(new Date(Date.now() + 86_400_000)).slice(0, 16));
  await page.getByRole("button", { name: admin.editor.save, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+\/edit\?/);
  // The saved time as loaded is not an unsaved change: leaving asks nothing.
  await expect(field(page, admin.editor.fields.scheduledAt)).not.toHaveValue("");
  await page.getByRole("link", { name: new RegExp(escapeRegExp(admin.editor.backToList)) }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await gotoHydrated(page, `/admin/articles?lang=en&q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row", { name: new RegExp(escapeRegExp(title)) });
  await row.getByRole("button", { name: schedule.list.unscheduleNamed.replace("{{title}}", title) }).click();
  await expect(page.getByRole("status").filter({ hasText: schedule.list.unscheduled.replace("{{title}}", title) })).toBeVisible();
  await expect(row.getByText(admin.status.draft, { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: schedule.list.unscheduleNamed.replace("{{title}}", title) })).toHaveCount(0);
  expect((await visitor(browser, `/articles/${slug}`)).status).toBe(404);
});
