// The dashboard's backup line (ADR 105) on the PGlite site, where scheduled backups are off unless
// BACKUP_SCHEDULE is set: an admin sees that none was recorded and that the schedule is off, as a
// labelled region, in English and Thai; an editor does not see it. The line's other states (last
// run, failure, 48-hour warning) are covered by app/routes/admin-dashboard-backups.int.test.ts and
// app/features/backups/components/backup-status-line.test.tsx.
import { backupMessages } from "../../app/features/backups/backup-messages";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { signInAs, uniqueClientIp } from "../support/staff";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

const origin = () => test.info().project.use.baseURL ?? "";

test("An admin sees the backup line in English and Thai; an editor does not", async ({ page, browser }) => {
  await signInAs(page, "admin");
  for (const language of ["en", "th"] as const) {
    const words = backupMessages[language];
    await page.context().addCookies([{ name: "lang", value: language, url: origin() }]);
    await gotoHydrated(page, "/admin/dashboard");
    const line = page.getByRole("region", { name: words.heading });
    await expect(line).toBeVisible();
    await expect(line.getByText(words.none, { exact: true })).toBeVisible();
    await expect(line.getByText(words.off, { exact: true })).toBeVisible();
    await expect(line.getByText(words.warning.never)).toHaveCount(0);
  }

  const editor = await browser.newContext({ baseURL: origin(), extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
  const editorPage = await editor.newPage();
  await signInAs(editorPage, "editor");
  await gotoHydrated(editorPage, "/admin/dashboard");
  await expect(editorPage.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect(editorPage.getByRole("region", { name: backupMessages.en.heading })).toHaveCount(0);
  await editor.close();
});
