// /admin/content/testimonials and /admin/content/faq in the browser, as an editor: add a
// testimonial on the Thai screen (the home page shows it at once, and no longer once it is
// hidden), move it with the keyboard (the focus stays on it), delete it
// after the question; add and edit a question; an empty question is explained next to the field
// and saves nothing. The entries it adds are its own (named with the run's time) and deleted at
// the end, so the shared site's other entries never change.
import type { Page } from "@playwright/test";
import { entryListMessages } from "../../app/features/site-content/entry-list-messages";
import { faqMessages } from "../../app/features/site-content/faq-messages";
import { pageCopyMessages } from "../../app/features/site-content/page-copy-messages";
import { testimonialsMessages } from "../../app/features/site-content/testimonials-messages";
import { catalogue, expect, expectNoAxeViolations, gotoHydrated, test } from "../support/fixtures";
import { signInAs } from "../support/staff";

const shared = entryListMessages;
const tm = testimonialsMessages;
const fm = faqMessages;

/** The list's entries, by their label as the list shows it. */
const entry = (page: Page, label: string) => page.getByRole("listitem").filter({ hasText: label });
const rowButton = (page: Page, name: string, label: string, language: "en" | "th" = "en") =>
  page.getByRole("button", { name: `${name}${shared[language].list.named.replace("{{name}}", label)}`, exact: true });
const rowLink = (page: Page, name: string, label: string) =>
  page.getByRole("link", { name: `${name}${shared.en.list.named.replace("{{name}}", label)}`, exact: true });
const language = (page: Page, name: string) => page.getByRole("group", { name });
/** The screen's status line saying this (politely: a save, a move, a delete). */
const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function deleteEntry(page: Page, label: string) {
  await rowLink(page, shared.en.list.delete, label).click();
  const question = page.getByRole("alertdialog", { name: shared.en.delete.title.replace("{{name}}", label) });
  await question.getByRole("button", { name: shared.en.delete.confirm }).click();
  await expect(status(page, shared.en.list.deleted.replace("{{name}}", label))).toBeVisible();
  await expect(entry(page, label)).toHaveCount(0);
}

test.describe("Testimonials and FAQ screens", () => {
  test("an editor adds a testimonial on the Thai screen, moves it up with the keyboard and deletes it", async ({
    page,
    context,
    baseURL,
  }) => {
    const name = `E2E Client ${Date.now().toString(36)}`;
    await signInAs(page, "editor");
    await context.addCookies([{ name: "lang", value: "th", url: baseURL ?? "" }]);
    try {
      await gotoHydrated(page, "/admin/content/testimonials");
      await expect(page.getByRole("heading", { level: 1, name: catalogue.th.admin.screens.testimonials.title })).toBeVisible();
      await page.getByRole("link", { name: tm.th.list.add }).click();
      await expect(page.getByRole("heading", { level: 2, name: tm.th.form.newTitle })).toBeVisible();
      await expect(page.getByText(shared.th.form.languages)).toBeVisible();
      const english = language(page, shared.th.form.english);
      await english.getByRole("textbox", { name: tm.th.fields.name }).fill(name);
      await english.getByRole("textbox", { name: tm.th.fields.quote }).fill("They built our site in a week.");
      const thai = language(page, shared.th.form.thai);
      await thai.getByRole("textbox", { name: tm.th.fields.company }).fill("ร้านทดสอบ");
      // Preview: the home page in a new tab with the unsaved testimonial.
      const [preview] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("button", { name: pageCopyMessages.th.form.preview }).click(),
      ]);
      await expect(preview.getByText(pageCopyMessages.th.preview.banner)).toBeVisible();
      await expect(preview.locator("main").getByText(name)).toBeVisible();
      await preview.close();
      await page.getByRole("button", { name: shared.th.form.save }).click();
      await expect(status(page, shared.th.list.created)).toBeVisible();
      // Thai fields left empty show the English ones: the Thai list names it in English.
      await expect(entry(page, name)).toContainText(shared.th.list.shown);
      // The home page shows it at once, its empty Thai quote in English.
      await page.goto("/");
      await expect(page.locator("main").getByText(name)).toBeVisible();
      await expect(page.locator("main").getByText("They built our site in a week.")).toBeVisible();
    } finally {
      await context.addCookies([{ name: "lang", value: "en", url: baseURL ?? "" }]);
    }

    await gotoHydrated(page, "/admin/content/testimonials");
    await expectNoAxeViolations(page);
    const items = page.getByRole("list", { name: tm.en.list.heading }).getByRole("listitem");
    const place = async () => (await items.allInnerTexts()).findIndex((text) => text.includes(name));
    const count = await items.count();
    expect(await place()).toBe(count - 1);
    const moveUp = rowButton(page, shared.en.list.moveUp, name);
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await expect(status(page, shared.en.list.movedUp.replace("{{name}}", name))).toBeVisible();
    await expect.poll(place).toBe(count - 2);
    // The focus stayed on the moved entry's button, in its new place.
    await expect(moveUp).toBeFocused();

    await rowButton(page, shared.en.list.hide, name).click();
    await expect(status(page, shared.en.list.hiddenDone.replace("{{name}}", name))).toBeVisible();
    await expect(entry(page, name)).toContainText(shared.en.list.hidden);
    await page.goto("/");
    await expect(page.locator("main").getByText("They built our site in a week.")).toHaveCount(0);
    await gotoHydrated(page, "/admin/content/testimonials");
    await deleteEntry(page, name);
  });

  test("an editor adds and edits a question; an empty question is refused next to the field", async ({ page }) => {
    const question = `E2E question ${Date.now().toString(36)}?`;
    await signInAs(page, "editor");
    await gotoHydrated(page, "/admin/content/faq");
    await expect(page.getByRole("heading", { level: 1, name: catalogue.en.admin.screens.faq.title })).toBeVisible();
    await page.getByRole("link", { name: fm.en.list.add }).click();

    const english = language(page, shared.en.form.english);
    await english.getByRole("textbox", { name: fm.en.fields.answer }).fill("Pay {{depositPercent}} to start.");
    await page.getByRole("button", { name: shared.en.form.save }).click();
    const questionBox = english.getByRole("textbox", { name: fm.en.fields.question });
    await expect(questionBox).toHaveAccessibleDescription(fm.en.errors.requiredEn);
    await expect(page.getByRole("alert").filter({ hasText: shared.en.form.invalid })).toBeVisible();
    await expectNoAxeViolations(page);

    await questionBox.fill(question);
    await page.getByRole("button", { name: shared.en.form.save }).click();
    await expect(status(page, shared.en.list.created)).toBeVisible();
    await expect(entry(page, question)).toContainText("Pay {{depositPercent}} to start.");

    await rowLink(page, shared.en.list.edit, question).click();
    await expect(page.getByRole("heading", { level: 2, name: fm.en.form.editTitle })).toBeVisible();
    const answer = language(page, shared.en.form.english).getByRole("textbox", { name: fm.en.fields.answer });
    await expect(answer).toHaveValue("Pay {{depositPercent}} to start.");
    await answer.fill("Pay {{depositPercent}} to start, the rest before delivery.");
    await page.getByRole("button", { name: shared.en.form.save }).click();
    await expect(status(page, shared.en.list.saved)).toBeVisible();
    await expect(entry(page, question)).toContainText("the rest before delivery");

    await deleteEntry(page, question);
  });
});
