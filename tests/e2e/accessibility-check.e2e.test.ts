// The accessibility check every page test ends with (expectNoAxeViolations in
// tests/support/fixtures.ts) must fail on a page that has violations, not only pass on ours.
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

test("the accessibility check fails on an image without a text alternative and on faint text", async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>
     <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40">
     <p style="color:#ddd;background:#fff">Faint text</p></main></body></html>`,
  );
  const failure = await expectNoAxeViolations(page).then(
    () => "",
    (error: unknown) => String(error),
  );
  expect(failure).toContain("image-alt");
  expect(failure).toContain("color-contrast");
});
