// The Users screen: admins approve people and change roles; editors are kept out; bad role
// changes are refused with the catalogue's message and change nothing. Every test makes its own
// people (tests/support/staff.ts) and never changes the shared accounts' roles.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { usersMessages } from "../../app/features/users/users-messages";
import { authMessages } from "../../app/features/auth/auth-messages";
import { catalogue, expect, expectNoAxeViolations, gotoHydrated, test, textOfHtml } from "../support/fixtures";
import { STAFF_ACCOUNTS, signIn, signInAs, uniqueStaffEmail } from "../support/staff";
import { localIdpUid } from "../support/staff-seed";

const en = catalogue.en;
const th = catalogue.th;
const ue = usersMessages.en;

/** A new person, signed in in a browser context of their own (pending until approved). */
async function newPerson(browser: Browser, name: string) {
  const context = await browser.newContext();
  const email = uniqueStaffEmail("users");
  await signIn(context, email, name);
  return { context, email, name };
}

function userCard(page: Page, email: string) {
  return page.getByRole("listitem").filter({ hasText: email });
}

async function setRole(page: Page, email: string, name: string, role: "pending" | "editor" | "admin") {
  const card = userCard(page, email);
  await card.getByLabel(ue.list.roleLabel.replace("{{name}}", name)).selectOption(role);
  await card.getByRole("button", { name: `${ue.list.save} ${ue.list.saveFor.replace("{{name}}", name)}` }).click();
}

/** Posts the role form as a browser on this site would (same Origin). */
function postRole(request: APIRequestContext, baseURL: string, form: Record<string, string>) {
  return request.post("/admin/users", { form, headers: { Origin: baseURL }, maxRedirects: 0 });
}

test.describe("Users screen", () => {
  test(
    "an admin approves a pending person as an editor, who can then enter the admin area",
    { tag: "@phone" },
    async ({ page, browser }) => {
      const person = await newPerson(browser, "Preeya Newcomer");
      await signInAs(page, "admin");
      await gotoHydrated(page, "/admin/users");
      await expect(page.getByRole("heading", { level: 1, name: en.admin.screens.users.title })).toBeVisible();

      const pendingSection = page.getByRole("region", { name: new RegExp(`^${ue.pending.heading}`) });
      await expect(pendingSection.getByText(person.email)).toBeVisible();
      const count = await page.getByTestId("pending-count").textContent();
      expect(count).toMatch(/\d+ people are waiting for approval\.|1 person is waiting for approval\./);
      await expect(userCard(page, person.email).getByTestId("user-role")).toHaveText(en.admin.roles.pending);
      // Created and last sign-in, in the reader's locale (Bangkok time).
      await expect(userCard(page, person.email).locator("time")).toHaveCount(2);
      await expectNoAxeViolations(page);

      await setRole(page, person.email, person.name, "editor");
      await expect(page.getByRole("status").filter({ hasText: "Preeya" })).toHaveText(
        `${person.name} is now: ${en.admin.roles.editor}.`,
      );
      const staffSection = page.getByRole("region", { name: new RegExp(`^${ue.everyone.heading}`) });
      await expect(staffSection.getByText(person.email)).toBeVisible();
      await expect(userCard(page, person.email).getByTestId("user-role")).toHaveText(en.admin.roles.editor);

      // The approval applies on the person's next request: no sign-in again.
      const theirPage = await person.context.newPage();
      await theirPage.goto("/admin/dashboard");
      await expect(theirPage).toHaveURL(/\/admin\/dashboard$/);
      await expect(theirPage.getByTestId("admin-user-role")).toHaveText(en.admin.roles.editor);
      await expect(theirPage.getByRole("navigation", { name: en.admin.menuLabel })).not.toContainText(en.admin.menu.users);
      await person.context.close();
    },
  );

  test("an admin who makes themselves an editor leaves the Users screen, and their profile reloads", async ({
    page,
    browser,
  }) => {
    const person = await newPerson(browser, "Kittipong Second");
    await signInAs(page, "admin");
    await gotoHydrated(page, "/admin/users");
    await setRole(page, person.email, person.name, "admin");
    await expect(userCard(page, person.email).getByTestId("user-role")).toHaveText(en.admin.roles.admin);

    const theirPage = await person.context.newPage();
    await gotoHydrated(theirPage, "/admin/users");
    await expect(theirPage.getByTestId("admin-user-role")).toHaveText(en.admin.roles.admin);
    await setRole(theirPage, person.email, person.name, "editor");
    await expect(theirPage).toHaveURL(/\/admin\/dashboard$/);
    await expect(theirPage.getByTestId("admin-user-role")).toHaveText(en.admin.roles.editor);
    await expect(theirPage.getByRole("navigation", { name: en.admin.menuLabel })).not.toContainText(en.admin.menu.users);
    await person.context.close();
  });

  test("the role form works without JavaScript", async ({ browser }) => {
    const person = await newPerson(browser, "Wanida NoScript");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAs(page, "admin");
    await page.goto("/admin/users");
    await setRole(page, person.email, person.name, "editor");
    await expect(page.getByRole("status")).toHaveText(`${person.name} is now: ${en.admin.roles.editor}.`);
    await expect(userCard(page, person.email).getByTestId("user-role")).toHaveText(en.admin.roles.editor);
    await context.close();
    await person.context.close();
  });

  test.describe("refusals and failures", () => {
    // Chromium logs every 403 document and aborted request as a console error.
    // One pattern: Playwright reads a second array element as fixture options.
    test.use({ allowedConsoleErrors: [/status of 403|ERR_CONNECTION_FAILED/] });

    test("an editor who opens the Users screen is told it is for admins (403)", async ({ page }) => {
      await signInAs(page, "editor");
      const response = await page.goto("/admin/users");
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: ue.forbidden.heading })).toBeVisible();
      await expect(page.getByRole("navigation", { name: en.admin.menuLabel })).not.toContainText(en.admin.menu.users);
      await page.getByRole("link", { name: ue.forbidden.back }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    });

    test("bad role changes are refused with the catalogue's message and change nothing", async ({ page, browser, baseURL }) => {
      const person = await newPerson(browser, "Somsri Bad Input");
      await signInAs(page, "admin");
      const base = baseURL ?? "";
      const cases: Array<{ form: Record<string, string>; status: number; reason: string }> = [
        {
          form: { intent: "change-role", uid: "no-such-user", role: "editor" },
          status: 404,
          reason: ue.errors.reasons["user-not-found"],
        },
        { form: { intent: "change-role", uid: "x", role: "owner" }, status: 400, reason: ue.errors.reasons["invalid-role"] },
        { form: { intent: "change-role", role: "editor" }, status: 400, reason: ue.errors.reasons["bad-request"] },
        { form: {}, status: 400, reason: ue.errors.reasons["bad-request"] },
      ];
      for (const { form, status, reason } of cases) {
        const response = await postRole(page.request, base, form);
        expect(response.status(), JSON.stringify(form)).toBe(status);
        const text = textOfHtml(await response.text());
        expect(text).toContain(ue.errors.roleUpdateFailed);
        expect(text).toContain(reason);
      }
      // A cross-site post is refused before anything is read.
      const crossSite = await page.request.post("/admin/users", {
        form: { intent: "change-role", uid: "x", role: "admin" },
        headers: { Origin: "https://evil.example" },
        maxRedirects: 0,
      });
      // Refused by React Router's own origin check (400) or ours (403); either way before the action.
      expect([400, 403]).toContain(crossSite.status());

      await gotoHydrated(page, "/admin/users");
      await expect(userCard(page, person.email).getByTestId("user-role")).toHaveText(en.admin.roles.pending);
      await person.context.close();
    });

    test("an editor's role change is refused before any update", async ({ page, browser, baseURL }) => {
      const person = await newPerson(browser, "Anan Target");
      await signInAs(page, "editor");
      for (const role of ["admin", "owner"]) {
        const response = await page.request.post("/admin/users", {
          form: { intent: "change-role", uid: localIdpUid(person.email), role },
          headers: { Origin: baseURL ?? "" },
          maxRedirects: 0,
        });
        expect(response.status()).toBe(403);
        expect(textOfHtml(await response.text())).toContain(ue.forbidden.heading);
      }
      // Still pending: the admin area sends them back to /login.
      const theirPage = await person.context.newPage();
      await theirPage.goto("/admin/dashboard");
      await expect(theirPage).toHaveURL(/\/login$/);
      await person.context.close();
    });

    test("a failed sign-out says so, keeps the person signed in, and the message can be dismissed", async ({ page }) => {
      // A session of its own, since it ends it (signInAs's is shared by the worker's tests).
      await signIn(page, STAFF_ACCOUNTS.editor.email, STAFF_ACCOUNTS.editor.name);
      await gotoHydrated(page, "/admin/dashboard");
      await page.route("**/logout", (route) => route.abort("connectionfailed"));
      await page.getByRole("button", { name: en.auth.signOut }).click();
      const alert = page.getByRole("alert").filter({ hasText: en.auth.errors.signOutFailed });
      await expect(alert).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await alert.getByRole("button", { name: authMessages.en.dismissNamed }).click();
      await expect(page.getByText(en.auth.errors.signOutFailed)).toHaveCount(0);
      await page.unroute("**/logout");
      await page.getByRole("button", { name: en.auth.signOut }).click();
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  test.describe("a refused change", () => {
    // Chromium logs the refused submission's 400 as a console error.
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test("is told in its own row, with focus back on that row's role control", async ({ page, browser }) => {
      const person = await newPerson(browser, "Boonsri Refused");
      await signInAs(page, "admin");
      await gotoHydrated(page, "/admin/users");
      const card = userCard(page, person.email);
      const select = card.getByLabel(ue.list.roleLabel.replace("{{name}}", person.name));
      // A role the screen does not offer, as an altered form would send it.
      await select.evaluate((element: HTMLSelectElement) => {
        element.add(new Option("Owner", "owner"));
        element.value = "owner";
      });
      await card.getByRole("button", { name: `${ue.list.save} ${ue.list.saveFor.replace("{{name}}", person.name)}` }).click();
      const alert = card.getByRole("alert");
      await expect(alert).toContainText(ue.errors.roleUpdateFailed);
      await expect(alert).toContainText(ue.errors.reasons["invalid-role"]);
      await expect(select).toBeFocused();
      await expect(select).toHaveAttribute("aria-invalid", "true");
      await expect(card.getByTestId("user-role")).toHaveText(en.admin.roles.pending);
      await person.context.close();
    });
  });

  test.describe("in Thai", () => {
    test.use({ locale: "th-TH" });

    test("the Users screen reads in Thai and is accessible", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "lang", value: "th", url: baseURL ?? "" }]);
      await signInAs(page, "admin");
      await gotoHydrated(page, "/admin/users");
      await expect(page.getByRole("heading", { level: 1, name: th.admin.screens.users.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: new RegExp(`^${usersMessages.th.pending.heading}`) })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
