// Safe HTML end to end: every vector of the XSS corpus is stored through the editor's own action
// (as an editor, in a published article) and its public page is opened in Chromium. Nothing may
// run (no dialog, no window.__xss) and nothing that could run may be in the page.
import { xssVectors } from "../fixtures/xss-vectors";
import { expect, test } from "../support/fixtures";
import { signInAs } from "../support/staff";
import { contentSiteUrl } from "../support/e2e-env";

// Publishes and deletes articles: on a site of its own, away from the blog tests' exact lists.
test.use({ baseURL: contentSiteUrl() });

const GROUPS = 4;

test.describe("Article HTML is safe", () => {
  // Vectors point images at addresses that do not exist, or at other sites (which the page's CSP
  // blocks: img-src is this site only); Chromium logs both.
  test.use({
    // One pattern: Playwright reads a two-element array given to test.use as [value, options].
    allowedConsoleErrors: [
      /Failed to load resource|Loading the image '[^']*' violates the following Content Security Policy directive: "img-src /,
    ],
  });

  for (let group = 0; group < GROUPS; group += 1) {
    test(`XSS vectors, part ${group + 1} of ${GROUPS}: stored through the editor, nothing runs on the public page`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signInAs(page, "editor");
      const origin = new URL(contentSiteUrl()).origin;
      const run = `${Date.now().toString(36)}${group}`;
      const vectors = xssVectors.map((vector, index) => ({ vector, index })).filter(({ index }) => index % GROUPS === group);

      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      // Anything that ran would also leave this behind.
      await page.addInitScript(() => {
        for (const name of ["alert", "confirm", "prompt"] as const) {
          const original = window[name];
          (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
            (window as unknown as { __xss?: number }).__xss = 1;
            return (original as (...a: unknown[]) => unknown).apply(window, args);
          };
        }
      });

      const created: number[] = [];
      for (const { vector, index } of vectors) {
        const slug = `xss-${run}-${index}`;
        const response = await page.request.post("/admin/articles/new", {
          headers: { Origin: origin },
          maxRedirects: 0,
          form: {
            slug,
            status: "published",
            "en.title": `XSS vector ${index}`,
            "en.content": `<p>Vector ${index}</p>${vector}`,
            "th.title": `เวกเตอร์ ${index}`,
            "th.content": `<p>เวกเตอร์ ${index}</p>${vector}`,
          },
        });
        expect(response.status(), `vector ${index} saved through the editor's action`).toBe(302);
        const id = Number(/\/admin\/articles\/(\d+)\/edit/.exec(response.headers().location ?? "")?.[1]);
        created.push(id);

        await page.goto(`/articles/${slug}?lang=${index % 2 === 0 ? "en" : "th"}`, { waitUntil: "load" });
        const body = page.locator("article");
        await expect(body).toContainText(index % 2 === 0 ? `Vector ${index}` : `เวกเตอร์ ${index}`);
        // Give error and load handlers their chance, and poke what a person would.
        await page.evaluate(async () => {
          for (const element of document.querySelectorAll("article *")) {
            for (const type of ["mouseover", "mouseenter", "focus", "pointerenter", "animationstart", "toggle"]) {
              element.dispatchEvent(new Event(type, { bubbles: true }));
            }
          }
          // Two painted frames: handlers queued by those events, and by loads, have run.
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        const found = await page.evaluate(() => {
          const problems: string[] = [];
          for (const element of document.querySelectorAll("article *")) {
            for (const attribute of element.getAttributeNames()) {
              const value = element.getAttribute(attribute) ?? "";
              if (/^on/i.test(attribute)) problems.push(`${element.tagName} ${attribute}`);
              if (attribute === "style") problems.push(`${element.tagName} style`);
              if (
                /^(href|src|srcset|action|formaction|xlink:href|data|background)$/i.test(attribute) &&
                /^\s*(javascript|vbscript|data):/i.test(value)
              ) {
                problems.push(`${element.tagName} ${attribute}=${value.slice(0, 40)}`);
              }
            }
            if (
              /^(SCRIPT|IFRAME|OBJECT|EMBED|SVG|MATH|STYLE|LINK|META|BASE|FORM|INPUT|TEMPLATE|FRAME|FRAMESET)$/i.test(
                element.tagName,
              )
            ) {
              problems.push(`<${element.tagName.toLowerCase()}>`);
            }
          }
          return { problems, ran: (window as unknown as { __xss?: number }).__xss === 1 };
        });
        expect(found.problems, `vector ${index}: ${vector}`).toEqual([]);
        expect(found.ran, `vector ${index} ran: ${vector}`).toBe(false);
        expect(dialogs, `vector ${index} opened a dialog`).toEqual([]);
      }

      // Tidy up through the list's delete action.
      for (const id of created) {
        const response = await page.request.post("/admin/articles", {
          headers: { Origin: origin },
          form: { intent: "delete", id: String(id) },
        });
        expect(response.status()).toBe(200);
      }
    });
  }
});
